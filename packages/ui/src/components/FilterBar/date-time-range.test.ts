import { describe, expect, it } from 'vitest';
import { checkRange, dateTimeFormatMessage, readTypedDateTime } from './date-time-range';

describe('readTypedDateTime', () => {
  it('accepts yyyy-MM-dd HH:mm and adds 08:00 to a bare date', () => {
    expect(readTypedDateTime('2026-09-01 17:30')).toEqual({ value: '2026-09-01 17:30' });
    expect(readTypedDateTime(' 2026-09-01 ')).toEqual({ value: '2026-09-01 08:00' });
    expect(readTypedDateTime('')).toEqual({ value: null });
  });

  it('rejects other formats and dates that do not exist', () => {
    expect(readTypedDateTime('01/09/2026')).toEqual({ error: dateTimeFormatMessage });
    expect(readTypedDateTime('2026-9-1')).toEqual({ error: dateTimeFormatMessage });
    expect(readTypedDateTime('2026-02-30')).toEqual({
      error: '2026-02-30 08:00 is not a real date and time',
    });
    expect(readTypedDateTime('2026-02-01 24:00')).toEqual({
      error: '2026-02-01 24:00 is not a real date and time',
    });
  });
});

describe('checkRange', () => {
  it('gives no range for two blank fields and a normalised range for two valid ones', () => {
    expect(checkRange('', ' ')).toEqual({ range: null, from: '', to: '' });
    expect(checkRange('2026-09-01', '2026-09-30 16:00')).toEqual({
      range: { from: '2026-09-01 08:00', to: '2026-09-30 16:00' },
      from: '2026-09-01 08:00',
      to: '2026-09-30 16:00',
    });
  });

  it('reports a missing end, a missing start, a bad format and a reversed range', () => {
    expect(checkRange('2026-09-01', '')).toEqual({ errors: { to: 'Enter an end date' } });
    expect(checkRange('', '2026-09-01')).toEqual({ errors: { from: 'Enter a start date' } });
    expect(checkRange('tomorrow', '2026-09-01')).toEqual({ errors: { from: dateTimeFormatMessage } });
    expect(checkRange('2026-09-02', '2026-09-01 09:00')).toEqual({
      errors: { to: 'The end must not be before the start' },
    });
  });
});
