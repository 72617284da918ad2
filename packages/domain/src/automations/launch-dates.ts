import { addDays, format, getDaysInMonth, startOfDay } from 'date-fns';
import type { DateOptions, LaunchSchedule, WeekBucket } from './launch-schedule';
import {
  launchTimeHours,
  launchTimeLabels,
  scheduleMonthLabels,
  scheduleProblems,
  weekBucketLabels,
  weekdayLabels,
} from './launch-schedule';

/** Whether a day of the month falls in a week bucket (docs/product/automations.md: 1st-7th, 8th-14th, 15th-22nd, last 7 days). */
function inWeek(bucket: WeekBucket, day: number, daysInMonth: number): boolean {
  switch (bucket) {
    case 'all_weeks':
      return true;
    case 'first_week':
      return day <= 7;
    case 'second_week':
      return day >= 8 && day <= 14;
    case 'third_week':
      return day >= 15 && day <= 22;
    case 'last_week':
      return day > daysInMonth - 7;
  }
}

/** Monday is 1 and Sunday 7 (docs/product/automations.md). */
const weekdayOf = (date: Date) => ((date.getDay() + 6) % 7) + 1;

function customDayMatches(options: DateOptions, date: Date): boolean {
  if (!options.months.includes(date.getMonth() + 1)) return false;
  const day = date.getDate();
  const daysInMonth = getDaysInMonth(date);
  if (options.days.length > 0)
    return options.days.some((picked) => (picked === 'last' ? day === daysInMonth : picked === day));
  return (
    options.weeks.some((week) => inWeek(week, day, daysInMonth)) && options.weekdays.includes(weekdayOf(date))
  );
}

function dayMatches({ mode, options }: LaunchSchedule, date: Date): boolean {
  if (mode === 'daily') return true;
  if (mode === 'custom') return customDayMatches(options, date);
  if (mode === 'specific') return options.dates.includes(format(date, 'yyyy-MM-dd'));
  return false;
}

/** How far ahead launches are looked for: a schedule with nothing in two years shows none. */
const horizonDays = 366 * 2;

/**
 * The next launches of a valid schedule strictly after `from` (local time), at most `count`.
 * An incomplete schedule, on_demand, or one with no date left has none.
 */
export function nextLaunches(schedule: LaunchSchedule, from: Date, count = 5): Date[] {
  const { options } = schedule;
  if (Object.keys(scheduleProblems(schedule)).length > 0 || !options.time) return [];
  const hours = launchTimeHours[options.time];
  const launches: Date[] = [];
  const firstDay = startOfDay(from);
  for (let offset = 0; offset < horizonDays && launches.length < count; offset += 1) {
    const day = addDays(firstDay, offset);
    if (!dayMatches(schedule, day)) continue;
    for (const hour of hours) {
      const launch = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
      if (launch > from && launches.length < count) launches.push(launch);
    }
  }
  return launches;
}

/** 'a, b and c'. */
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Months as circular runs: [9..12, 1..7] is 'Sep-Jul'; all twelve is ''. */
export function monthRanges(months: readonly number[]): string {
  const picked = new Set(months);
  if (picked.size === 0 || picked.size === 12) return '';
  const start =
    [...picked].sort((a, b) => a - b).find((month) => !picked.has(month === 1 ? 12 : month - 1)) ?? 1;
  const runs: string[] = [];
  let runStart: number | null = null;
  for (let step = 0; step <= 12; step += 1) {
    const month = ((start - 1 + step) % 12) + 1;
    const inRun = step < 12 && picked.has(month);
    if (inRun && runStart === null) runStart = month;
    if (!inRun && runStart !== null) {
      const last = month === 1 ? 12 : month - 1;
      runs.push(
        runStart === last
          ? scheduleMonthLabels[runStart - 1]
          : `${scheduleMonthLabels[runStart - 1]}-${scheduleMonthLabels[last - 1]}`,
      );
      runStart = null;
    }
  }
  return runs.join(', ');
}

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** The schedule in words: "Every Monday at 10am in Sep-Jul". */
export function scheduleSummary(schedule: LaunchSchedule): string {
  const { mode, options } = schedule;
  if (mode === 'on_demand') return 'On demand';
  if (Object.keys(scheduleProblems(schedule)).length > 0 || !options.time) return 'Not scheduled';
  const at =
    options.time === 'all_day'
      ? `hourly ${launchTimeLabels.all_day}`
      : `at ${launchTimeLabels[options.time]}`;
  if (mode === 'daily') return `Every day ${at}`;
  if (mode === 'specific') return `On ${listOf([...options.dates].sort())} ${at}`;
  const months = monthRanges(options.months);
  const inMonths = months ? ` in ${months}` : '';
  if (options.days.length > 0) {
    const days = [...options.days]
      .sort((a, b) => (a === 'last' ? 1 : b === 'last' ? -1 : a - b))
      .map((day) => (day === 'last' ? 'last day' : ordinal(day)));
    return `On the ${listOf(days)} ${at}${inMonths}`;
  }
  const weekdays = listOf([...options.weekdays].sort((a, b) => a - b).map((day) => weekdayLabels[day - 1]));
  const weeks = options.weeks.includes('all_weeks')
    ? ''
    : ` in the ${listOf(options.weeks.map((week) => weekBucketLabels[week].split(' (')[0].toLowerCase()))}`;
  return `Every ${weekdays}${weeks} ${at}${inMonths}`;
}
