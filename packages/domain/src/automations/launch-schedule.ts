import { z } from 'zod';
import { monthLabels } from '../metrics/months';
import { launchModes, type LaunchMode } from './automation-choices';

/** The launch time options (docs/product/automations.md). */
export const scheduleMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const scheduleMonthLabels = monthLabels;
export const weekBuckets = ['all_weeks', 'first_week', 'second_week', 'third_week', 'last_week'] as const;
export type WeekBucket = (typeof weekBuckets)[number];
export const weekBucketLabels: Record<WeekBucket, string> = {
  all_weeks: 'All weeks',
  first_week: 'First week (1st-7th)',
  second_week: 'Second week (8th-14th)',
  third_week: 'Third week (15th-22nd)',
  last_week: 'Last week (last 7 days)',
};
export const weekdayLabels = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** Days 1-28 plus 'last' (the last day of the month). */
export const scheduleDays = [...Array.from({ length: 28 }, (_, index) => index + 1), 'last'] as const;
export type ScheduleDay = number | 'last';

export const launchTimes = [
  'after_midnight',
  'early_morning',
  'late_morning',
  'afternoon',
  'early_evening',
  'late_evening',
  'night',
  'all_day',
] as const;
export type LaunchTime = (typeof launchTimes)[number];
/** The hours each time option launches at; all_day checks every hour from 6am to 9pm. */
export const launchTimeHours: Record<LaunchTime, readonly number[]> = {
  after_midnight: [0],
  early_morning: [5],
  late_morning: [10],
  afternoon: [12],
  early_evening: [17],
  late_evening: [19],
  night: [21],
  all_day: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
};
export const launchTimeLabels: Record<LaunchTime, string> = {
  after_midnight: '0am',
  early_morning: '5am',
  late_morning: '10am',
  afternoon: '12pm',
  early_evening: '5pm',
  late_evening: '7pm',
  night: '9pm',
  all_day: '6am-9pm',
};

/** date_options of an automation (docs/product/automations.md); dates are 'yyyy-MM-dd'. */
export const dateOptionsSchema = z.object({
  months: z.array(z.number()).default([]),
  weeks: z.array(z.enum(weekBuckets)).default([]),
  weekdays: z.array(z.number()).default([]),
  days: z.array(z.union([z.number(), z.literal('last')])).default([]),
  time: z.enum(launchTimes).nullish(),
  dates: z.array(z.string()).default([]),
});
export type DateOptions = z.infer<typeof dateOptionsSchema>;
/** The months of a school year, September to July, as date_options months. */
export const schoolYearMonths = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7];

export const emptyDateOptions: DateOptions = {
  months: [],
  weeks: [],
  weekdays: [],
  days: [],
  time: null,
  dates: [],
};

/** A launch schedule: the mode ("when to launch") and its date options. */
export type LaunchSchedule = { mode: LaunchMode | ''; options: DateOptions };

export const scheduleMessages = {
  months: 'Months selection required',
  weeksOrDays: 'Weeks or days required',
  weekdays: 'Weekday selection required',
  time: 'Time selection required',
  dates: 'Specific days are required',
  mode: 'Selection required',
} as const;
export type ScheduleField = 'mode' | 'months' | 'weeks' | 'weekdays' | 'time' | 'dates';

/**
 * What is missing from a cron schedule (docs/product/automations.md). on_demand needs nothing more: the
 * spec's "other modes need a time" is read as the modes that launch at a time (ADR 0066).
 */
export function scheduleProblems({ mode, options }: LaunchSchedule): Partial<Record<ScheduleField, string>> {
  if (!launchModes.includes(mode as LaunchMode)) return { mode: scheduleMessages.mode };
  if (mode === 'on_demand') return {};
  const problems: Partial<Record<ScheduleField, string>> = {};
  if (mode === 'custom') {
    if (options.months.length === 0) problems.months = scheduleMessages.months;
    if (options.weeks.length === 0 && options.days.length === 0)
      problems.weeks = scheduleMessages.weeksOrDays;
    else if (options.weeks.length > 0 && options.weekdays.length === 0)
      problems.weekdays = scheduleMessages.weekdays;
  }
  if (mode === 'specific' && options.dates.length === 0) problems.dates = scheduleMessages.dates;
  if (!options.time) problems.time = scheduleMessages.time;
  return problems;
}

/** Changing the launch mode clears months and weekdays (docs/product/automations.md). */
export const withLaunchMode = ({ options }: LaunchSchedule, mode: LaunchMode): LaunchSchedule => ({
  mode,
  options: { ...options, months: [], weekdays: [] },
});

/** Picking week buckets: all_weeks excludes the others, and weeks clear days (docs/product/automations.md). */
export function withWeeks(options: DateOptions, picked: readonly WeekBucket[]): DateOptions {
  const added = picked.filter((week) => !options.weeks.includes(week));
  const weeks = added.includes('all_weeks')
    ? ['all_weeks' as const]
    : picked.filter((week) => week !== 'all_weeks' || picked.length === 1);
  return { ...options, weeks, days: weeks.length > 0 ? [] : options.days };
}

/** Picking weekdays clears days; picking days clears weeks and weekdays (docs/product/automations.md). */
export const withWeekdays = (options: DateOptions, weekdays: readonly number[]): DateOptions => ({
  ...options,
  weekdays: [...weekdays],
  days: weekdays.length > 0 ? [] : options.days,
});
export const withDays = (options: DateOptions, days: readonly ScheduleDay[]): DateOptions => ({
  ...options,
  days: [...days],
  weeks: days.length > 0 ? [] : options.weeks,
  weekdays: days.length > 0 ? [] : options.weekdays,
});

/** Which groups are disabled: days once weeks or weekdays are chosen, and the reverse. */
export const disabledScheduleGroups = (options: DateOptions) => ({
  days: options.weeks.length > 0 || options.weekdays.length > 0,
  weeks: options.days.length > 0,
  weekdays: options.days.length > 0,
});
