import { describe, expect, it } from 'vitest';
import { dateTimeRangeFormSchema, dateTimeRangeMessages, typedDateTimeSchema } from './date-time-range-form';

const messagesOf = (from: string, to: string) =>
  Object.fromEntries(
    (dateTimeRangeFormSchema.safeParse({ from, to }).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('typedDateTimeSchema', () => {
  // Rules: metrics.filter.time-of-day, metrics.filter.date-format
  it('accepts yyyy-MM-dd HH:mm and adds 08:00 to a bare date', () => {
    expect(typedDateTimeSchema.parse('2026-09-01 17:30')).toBe('2026-09-01 17:30');
    expect(typedDateTimeSchema.parse(' 2026-09-01 ')).toBe('2026-09-01 08:00');
    expect(typedDateTimeSchema.parse('')).toBeNull();
  });

  // Rules: metrics.filter.date-format
  it('rejects other formats and dates that do not exist', () => {
    const messageOf = (text: string) => typedDateTimeSchema.safeParse(text).error?.issues[0]?.message;
    expect(messageOf('01/09/2026')).toBe('Use the format yyyy-MM-dd HH:mm, for example 2026-09-01 08:00');
    expect(messageOf('2026-9-1')).toBe(dateTimeRangeMessages.format);
    expect(messageOf('2026-02-30')).toBe('2026-02-30 08:00 is not a real date and time');
    expect(messageOf('2026-02-01 24:00')).toBe('2026-02-01 24:00 is not a real date and time');
  });
});

describe('dateTimeRangeFormSchema', () => {
  it('gives no range for two blank fields and a normalised range for two valid ones', () => {
    expect(dateTimeRangeFormSchema.parse({ from: '', to: ' ' })).toBeNull();
    expect(dateTimeRangeFormSchema.parse({ from: '2026-09-01', to: '2026-09-30 16:00' })).toEqual({
      from: '2026-09-01 08:00',
      to: '2026-09-30 16:00',
    });
    expect(dateTimeRangeFormSchema.parse({ from: '2026-09-01', to: '2026-09-01' })).toEqual({
      from: '2026-09-01 08:00',
      to: '2026-09-01 08:00',
    });
  });

  // Rules: metrics.filter.range
  it('reports a missing end, a missing start, a bad format and a reversed range on the field at fault', () => {
    expect(messagesOf('2026-09-01', '')).toEqual({ to: 'Enter an end date' });
    expect(messagesOf('', '2026-09-01')).toEqual({ from: 'Enter a start date' });
    expect(messagesOf('tomorrow', '2026-09-01')).toEqual({ from: dateTimeRangeMessages.format });
    expect(messagesOf('tomorrow', '')).toEqual({ from: dateTimeRangeMessages.format });
    expect(messagesOf('2026-09-02', '2026-09-01 09:00')).toEqual({
      to: 'The end must not be before the start',
    });
  });
});
