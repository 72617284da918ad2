import { format, getYear, isValid, parse } from 'date-fns';

/** The spec's date-time format (docs/product/metrics.md). */
export const dateTimeFormat = 'yyyy-MM-dd HH:mm';
/** The default time of day of a picked date (docs/product/metrics.md). */
export const defaultTimeOfDay = '08:00';

/** A date as 'yyyy-MM-dd HH:mm' (local time). */
export function formatDateTime(date: Date): string {
  return format(date, dateTimeFormat);
}

/** A day at the default time, 08:00, as 'yyyy-MM-dd HH:mm'. */
export function defaultDateTime(day: Date): string {
  return `${format(day, 'yyyy-MM-dd')} ${defaultTimeOfDay}`;
}

/** 'yyyy-MM-dd HH:mm' as a Date, or null when the text is not a real date-time in that format. */
export function parseDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) return null;
  const date = parse(value, dateTimeFormat, new Date(0));
  // parse() accepts e.g. 2026-02-30 by rolling over; a round trip rejects those.
  return isValid(date) && format(date, dateTimeFormat) === value ? date : null;
}

/** `day` picked on a calendar, at the time of day `shown` has (a date-time in the fields), else 08:00. */
export function pickedDateTime(day: Date, shown: string): string {
  const time = parseDateTime(shown);
  return time ? `${format(day, 'yyyy-MM-dd')} ${format(time, 'HH:mm')}` : defaultDateTime(day);
}

const timestampPattern = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A server timestamp ('2026-11-20 08:05:00', '2026-11-20T08:05:00.000000Z') as every page and table
 * shows a date-time: 'yyyy-MM-dd HH:mm' (docs/product/metrics.md), at the time of day it gives (ADR 0014).
 * Text that is no timestamp is shown as it came; no time at all is ''.
 */
export function formatTimestamp(value: string | null | undefined): string {
  if (value == null) return '';
  const written = timestampPattern.exec(value.trim());
  const date = written && parseDateTime(`${written[1]} ${written[2]}`);
  return date ? formatDateTime(date) : value;
}

/** The day of a server timestamp, 'yyyy-MM-dd' (a list's short form of `formatTimestamp`); other text as it came. */
export function formatTimestampDay(value: string | null | undefined): string {
  const shown = formatTimestamp(value);
  return parseDateTime(shown) ? shown.slice(0, 10) : shown;
}

/**
 * A date in a narrow list's short form (local time): '30 Nov 10:00' in the year of `now`; in another
 * year its day with the year in the time's place, '10 May 2027', so it is no wider. Where it shows,
 * the whole 'yyyy-MM-dd HH:mm' reads on hover and focus.
 */
export function formatShortDateTime(date: Date, now: Date): string {
  return format(date, getYear(date) === getYear(now) ? 'd MMM HH:mm' : 'd MMM yyyy');
}

/** A server timestamp in the short form of `formatShortDateTime`; text that is no timestamp as it came. */
export function formatTimestampShort(value: string | null | undefined, now: Date): string {
  const shown = formatTimestamp(value);
  const date = parseDateTime(shown);
  return date ? formatShortDateTime(date, now) : shown;
}
