import { defaultTimeOfDay, parseDateTime } from '@stride/domain';
import type { DateTimeRange } from '@stride/domain';

export const dateTimeFormatMessage = 'Use the format yyyy-MM-dd HH:mm, for example 2026-09-01 08:00';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateAndTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** A typed date-time in yyyy-MM-dd HH:mm (a bare date gets 08:00); `null` for a real but blank field. */
export function readTypedDateTime(text: string): { value: string | null } | { error: string } {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return { value: null };
  // Spec 1 §9: a date typed without a time means 08:00.
  const withTime = dateOnly.test(typed) ? `${typed} ${defaultTimeOfDay}` : typed;
  if (!dateAndTime.test(withTime)) return { error: dateTimeFormatMessage };
  if (!parseDateTime(withTime)) return { error: `${withTime} is not a real date and time` };
  return { value: withTime };
}

export type RangeCheck =
  { range: DateTimeRange | null; from: string; to: string } | { errors: { from?: string; to?: string } };

/**
 * The range two fields describe: both blank is no range; both valid and in order is a range (the
 * texts come back normalised, e.g. with 08:00 added); anything else is an error per field.
 */
export function checkRange(fromText: string, toText: string): RangeCheck {
  const from = readTypedDateTime(fromText);
  const to = readTypedDateTime(toText);
  const errors: { from?: string; to?: string } = {};
  if ('error' in from) errors.from = from.error;
  if ('error' in to) errors.to = to.error;
  if ('value' in from && 'value' in to) {
    if (from.value === null && to.value === null) return { range: null, from: '', to: '' };
    if (from.value === null) errors.from = 'Enter a start date';
    else if (to.value === null) errors.to = 'Enter an end date';
    // The format sorts as text, so a string comparison orders the dates.
    else if (to.value < from.value) errors.to = 'The end must not be before the start';
    else return { range: { from: from.value, to: to.value }, from: from.value, to: to.value };
  }
  return { errors };
}
