import { z } from 'zod';
import { dateTimeFormat, defaultTimeOfDay, parseDateTime } from './date-time';
import { dateTimePattern, type DateTimeRange } from './filter-selection';

/** The messages of the From and To fields of the filter bar. */
export const dateTimeRangeMessages = {
  format: `Use the format ${dateTimeFormat}, for example 2026-09-01 08:00`,
  notReal: (typed: string) => `${typed} is not a real date and time`,
  noStart: 'Enter a start date',
  noEnd: 'Enter an end date',
  endBeforeStart: 'The end must not be before the start',
} as const;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One typed date-time: white space folded, a bare date gets 08:00 (docs/product/metrics.md), then it must be
 * a real date-time in yyyy-MM-dd HH:mm. A blank field is `null`.
 */
export const typedDateTimeSchema = z.string().transform((text, ctx) => {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return null;
  const withTime = dateOnly.test(typed) ? `${typed} ${defaultTimeOfDay}` : typed;
  if (!dateTimePattern.test(withTime)) {
    ctx.addIssue({ code: 'custom', message: dateTimeRangeMessages.format });
    return z.NEVER;
  }
  if (!parseDateTime(withTime)) {
    ctx.addIssue({ code: 'custom', message: dateTimeRangeMessages.notReal(withTime) });
    return z.NEVER;
  }
  return withTime;
});

/**
 * The From and To fields as one range: both blank is no range (`null`); both valid, To not before
 * From, is a range of the normalised texts; otherwise a message on the field at fault.
 */
export const dateTimeRangeFormSchema = z
  .object({ from: typedDateTimeSchema, to: typedDateTimeSchema })
  .transform(({ from, to }, ctx): DateTimeRange | null => {
    if (from === null && to === null) return null;
    const fault = (field: 'from' | 'to', message: string) => {
      ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    };
    if (from === null) return fault('from', dateTimeRangeMessages.noStart);
    if (to === null) return fault('to', dateTimeRangeMessages.noEnd);
    // The format sorts as text, so a string comparison orders the dates.
    if (to < from) return fault('to', dateTimeRangeMessages.endBeforeStart);
    return { from, to };
  });
export type DateTimeRangeForm = z.input<typeof dateTimeRangeFormSchema>;

/** The fields' text for a range in force (blank for none). */
export const dateTimeRangeFormOf = (range: DateTimeRange | null): DateTimeRangeForm => ({
  from: range?.from ?? '',
  to: range?.to ?? '',
});
