import { differenceInCalendarDays, differenceInCalendarMonths, differenceInCalendarYears } from 'date-fns';
import { formatTimestamp, parseDateTime } from './date-time';

// numeric: 'auto' says 'yesterday', 'tomorrow', 'last week' where English has a word for it.
const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

const minute = 60_000;
const hour = 60 * minute;

/**
 * A moment as a list shows it beside `now` (docs/product/layout.md, dates): 'now', '5 minutes ago',
 * '3 hours ago' within 12 hours; beyond that by calendar day ('yesterday', 'in 2 days'), week
 * (under four weeks), month (under a year) and year. A moment to come reads 'in …'.
 */
export function relativeTime(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime();
  const away = Math.abs(ms);
  if (away < minute) return relative.format(0, 'second');
  if (away < hour) return relative.format(Math.trunc(ms / minute), 'minute');
  if (away < 12 * hour) return relative.format(Math.trunc(ms / hour), 'hour');
  const days = differenceInCalendarDays(at, now);
  if (Math.abs(days) < 7) return relative.format(days, 'day');
  if (Math.abs(days) < 28) return relative.format(Math.trunc(days / 7), 'week');
  const months = differenceInCalendarMonths(at, now);
  if (Math.abs(months) < 12) return relative.format(months === 0 ? Math.sign(days) : months, 'month');
  return relative.format(differenceInCalendarYears(at, now), 'year');
}

/** A server time and how a list shows it: `exact` as every table writes it ('yyyy-MM-dd HH:mm'), `relative` beside now. */
export type ShownTime = { exact: string; relative: string; at: Date | null };

/**
 * A server timestamp for a list cell: its relative text ('3 hours ago') and its exact time in the
 * spec's format (`formatTimestamp`). Text that is no timestamp (`Never`) is both; none at all is ''.
 */
export function shownTime(value: string | null | undefined, now: Date): ShownTime {
  const exact = formatTimestamp(value);
  const at = parseDateTime(exact);
  return { exact, relative: at ? relativeTime(at, now) : exact, at };
}

/** What a time cell's column filter looks in: the relative text shown and the exact time read on hover. */
export function shownTimeFilterText(value: string | null | undefined, now: Date): string {
  const { exact, relative: near } = shownTime(value, now);
  return near === exact ? exact : `${near} ${exact}`;
}
