import { describe, expect, it } from 'vitest';
import { relativeTime, shownTime, shownTimeFilterText } from './relative-time';

const now = new Date(2026, 10, 28, 14, 5); // Sat 28 Nov 2026, 14:05 local
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0);

describe('relativeTime', () => {
  // Rules: layout.dates.relative
  it('reads minutes and hours within half a day, in words for the nearest days', () => {
    expect(relativeTime(at(2026, 11, 28, 14, 5), now)).toBe('now');
    expect(relativeTime(new Date(now.getTime() - 30_000), now)).toBe('now');
    expect(relativeTime(at(2026, 11, 28, 14, 0), now)).toBe('5 minutes ago');
    expect(relativeTime(at(2026, 11, 28, 11, 5), now)).toBe('3 hours ago');
    expect(relativeTime(at(2026, 11, 28, 17, 5), now)).toBe('in 3 hours');
    expect(relativeTime(at(2026, 11, 27, 9, 0), now)).toBe('yesterday');
    expect(relativeTime(at(2026, 11, 29, 23, 0), now)).toBe('tomorrow');
    expect(relativeTime(at(2026, 11, 30, 10, 0), now)).toBe('in 2 days');
    expect(relativeTime(at(2026, 11, 24, 10, 0), now)).toBe('4 days ago');
  });

  // Rules: layout.dates.relative
  it('reads weeks, months and years further away', () => {
    expect(relativeTime(at(2026, 11, 21, 14, 5), now)).toBe('last week');
    expect(relativeTime(at(2026, 11, 7, 9, 0), now)).toBe('3 weeks ago');
    expect(relativeTime(at(2026, 10, 20, 9, 0), now)).toBe('last month');
    expect(relativeTime(at(2026, 6, 15, 12, 0), now)).toBe('5 months ago');
    expect(relativeTime(at(2025, 6, 15, 12, 0), now)).toBe('last year');
    expect(relativeTime(at(2024, 1, 2, 12, 0), now)).toBe('2 years ago');
    expect(relativeTime(at(2027, 3, 1, 12, 0), now)).toBe('in 4 months');
  });
});

describe('shownTime', () => {
  // Rules: layout.dates.exact-time
  it('gives a server time its relative text and its exact time in the spec’s format', () => {
    expect(shownTime('2026-11-28 11:05:00', now)).toEqual({
      exact: '2026-11-28 11:05',
      relative: '3 hours ago',
      at: at(2026, 11, 28, 11, 5),
    });
    expect(shownTime('Never', now)).toEqual({ exact: 'Never', relative: 'Never', at: null });
    expect(shownTime(null, now)).toEqual({ exact: '', relative: '', at: null });
  });

  // Rules: layout.dates.filter-shown
  it('lets a time column’s filter find the relative text and the exact time', () => {
    expect(shownTimeFilterText('2026-11-27 09:00:00', now)).toBe('yesterday 2026-11-27 09:00');
    expect(shownTimeFilterText('Never', now)).toBe('Never');
  });
});
