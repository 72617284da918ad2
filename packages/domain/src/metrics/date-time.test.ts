import { describe, expect, test } from 'vitest';
import {
  formatShortDateTime,
  formatTimestamp,
  formatTimestampDay,
  formatTimestampShort,
  pickedDateTime,
} from './date-time';

describe('formatTimestamp', () => {
  test('every server timestamp reads yyyy-MM-dd HH:mm, with or without seconds', () => {
    expect(formatTimestamp('2026-11-20 08:05:00')).toBe('2026-11-20 08:05');
    expect(formatTimestamp('2026-11-20 08:05')).toBe('2026-11-20 08:05');
    expect(formatTimestamp('2026-11-20T08:05:59.123456Z')).toBe('2026-11-20 08:05');
    expect(formatTimestamp('2026-11-20T23:59:00+01:00')).toBe('2026-11-20 23:59');
  });

  test('text that is no timestamp is shown as it came', () => {
    expect(formatTimestamp('')).toBe('');
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('Never')).toBe('Never');
    expect(formatTimestamp('2026-02-30 08:00:00')).toBe('2026-02-30 08:00:00');
  });
});

describe('formatTimestampDay', () => {
  test('a server timestamp reads as its day, yyyy-MM-dd', () => {
    expect(formatTimestampDay('2026-11-20 08:05:00')).toBe('2026-11-20');
    expect(formatTimestampDay('2026-11-20T23:59:00.000000Z')).toBe('2026-11-20');
  });

  test('text that is no timestamp is shown as it came', () => {
    expect(formatTimestampDay('Never')).toBe('Never');
    expect(formatTimestampDay('2026-02-30 08:00:00')).toBe('2026-02-30 08:00:00');
  });
});

describe('pickedDateTime', () => {
  // Rules: metrics.filter.time-of-day
  test('a day picked on the calendar keeps the time the field shows, else 08:00', () => {
    const day = new Date(2026, 8, 14);
    expect(pickedDateTime(day, '2026-09-01 17:30')).toBe('2026-09-14 17:30');
    expect(pickedDateTime(day, '')).toBe('2026-09-14 08:00');
    expect(pickedDateTime(day, '2026-09-01')).toBe('2026-09-14 08:00');
  });
});

describe('formatShortDateTime', () => {
  const now = new Date(2026, 10, 24, 10, 0);
  test('is day, month and time, without the year in the current year', () => {
    expect(formatShortDateTime(new Date(2026, 10, 30, 10, 0), now)).toBe('30 Nov 10:00');
    expect(formatShortDateTime(new Date(2026, 0, 3, 7, 5), now)).toBe('3 Jan 07:05');
  });
  test("names the year in the time's place when it is another year", () => {
    expect(formatShortDateTime(new Date(2027, 0, 4, 8, 0), now)).toBe('4 Jan 2027');
    expect(formatShortDateTime(new Date(2025, 11, 31, 23, 59), now)).toBe('31 Dec 2025');
  });
});

describe('formatTimestampShort', () => {
  const now = new Date(2026, 10, 24, 10, 0);
  test('shortens a server timestamp at the time of day it gives', () => {
    expect(formatTimestampShort('2026-11-23 10:00:04', now)).toBe('23 Nov 10:00');
    expect(formatTimestampShort('2025-11-20T08:05:00.000000Z', now)).toBe('20 Nov 2025');
  });
  test('keeps text that is no timestamp, and no time is empty', () => {
    expect(formatTimestampShort('Never', now)).toBe('Never');
    expect(formatTimestampShort(null, now)).toBe('');
  });
});
