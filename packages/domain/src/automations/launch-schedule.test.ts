import { describe, expect, it } from 'vitest';
import { nextLaunches, monthRanges, scheduleSummary } from './launch-dates';
import type { DateOptions, LaunchSchedule } from './launch-schedule';
import {
  disabledScheduleGroups,
  emptyDateOptions,
  scheduleMessages as m,
  scheduleProblems,
  schoolYearMonths,
  withDays,
  withLaunchMode,
  withWeekdays,
  withWeeks,
} from './launch-schedule';

const custom = (options: Partial<DateOptions>): LaunchSchedule => ({
  mode: 'custom',
  options: { ...emptyDateOptions, ...options },
});
const stamps = (dates: Date[]) =>
  dates.map(
    (date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')} ${String(date.getHours()).padStart(2, '0')}h`,
  );

describe('schedule validation', () => {
  it('asks for a launch mode first', () => {
    expect(scheduleProblems({ mode: '', options: emptyDateOptions })).toEqual({ mode: m.mode });
    expect(m.mode).toBe('Selection required');
  });

  it('names every missing part of a custom schedule', () => {
    expect(scheduleProblems(custom({}))).toEqual({
      months: 'Months selection required',
      weeks: 'Weeks or days required',
      time: 'Time selection required',
    });
  });

  it('asks for weekdays when weeks are chosen', () => {
    expect(scheduleProblems(custom({ months: [9], weeks: ['first_week'], time: 'late_morning' }))).toEqual({
      weekdays: 'Weekday selection required',
    });
    expect(scheduleProblems(custom({ months: [9], days: [1], time: 'late_morning' }))).toEqual({});
  });

  it('needs dates for specific and a time for daily and specific; nothing for on_demand', () => {
    expect(scheduleProblems({ mode: 'specific', options: emptyDateOptions })).toEqual({
      dates: 'Specific days are required',
      time: 'Time selection required',
    });
    expect(scheduleProblems({ mode: 'daily', options: emptyDateOptions })).toEqual({
      time: 'Time selection required',
    });
    expect(scheduleProblems({ mode: 'on_demand', options: emptyDateOptions })).toEqual({});
  });
});

describe('schedule choices', () => {
  // Rules: automations.states.frequency-clears
  it('clears months and weekdays when the launch mode changes', () => {
    const changed = withLaunchMode(
      custom({ months: [1, 2], weekdays: [1], weeks: ['first_week'], time: 'night' }),
      'daily',
    );
    expect(changed).toEqual({
      mode: 'daily',
      options: { ...emptyDateOptions, weeks: ['first_week'], time: 'night' },
    });
  });

  // Rules: automations.states.all-weeks-alone
  it('lets all_weeks exclude the other weeks, and the reverse', () => {
    const some = withWeeks(emptyDateOptions, ['first_week', 'last_week']);
    expect(withWeeks(some, ['first_week', 'last_week', 'all_weeks']).weeks).toEqual(['all_weeks']);
    expect(
      withWeeks({ ...emptyDateOptions, weeks: ['all_weeks'] }, ['all_weeks', 'second_week']).weeks,
    ).toEqual(['second_week']);
  });

  // Rules: automations.states.days-or-weeks
  it('clears days when weeks or weekdays are picked, and weeks and weekdays when days are', () => {
    const withDay = withDays({ ...emptyDateOptions, weeks: ['first_week'], weekdays: [1] }, [15, 'last']);
    expect(withDay).toMatchObject({ days: [15, 'last'], weeks: [], weekdays: [] });
    expect(disabledScheduleGroups(withDay)).toEqual({ days: false, weeks: true, weekdays: true });
    expect(withWeeks(withDay, ['second_week'])).toMatchObject({ days: [], weeks: ['second_week'] });
    const withWeekday = withWeekdays(withDay, [3]);
    expect(withWeekday).toMatchObject({ days: [], weekdays: [3] });
    expect(disabledScheduleGroups(withWeekday)).toEqual({ days: true, weeks: false, weekdays: false });
  });
});

describe('schedule summary', () => {
  it('reads like the spec example', () => {
    expect(
      scheduleSummary(
        custom({
          months: schoolYearMonths,
          weeks: ['all_weeks'],
          weekdays: [1],
          time: 'late_morning',
        }),
      ),
    ).toBe('Every Monday at 10am in Sep-Jul');
  });

  it('names weeks, days, the last day, hourly times and daily, specific and on-demand modes', () => {
    expect(
      scheduleSummary(
        custom({ months: [3], weeks: ['first_week', 'last_week'], weekdays: [5, 1], time: 'early_evening' }),
      ),
    ).toBe('Every Monday and Friday in the first week and last week at 5pm in Mar');
    expect(
      scheduleSummary(
        custom({
          months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          days: ['last', 1, 22],
          time: 'after_midnight',
        }),
      ),
    ).toBe('On the 1st, 22nd and last day at 0am');
    expect(scheduleSummary(custom({ months: [9], days: ['last'], time: 'night' }))).toBe(
      'On the last day at 9pm in Sep',
    );
    expect(scheduleSummary({ mode: 'daily', options: { ...emptyDateOptions, time: 'all_day' } })).toBe(
      'Every day hourly 6am-9pm',
    );
    expect(
      scheduleSummary({
        mode: 'specific',
        options: { ...emptyDateOptions, dates: ['2026-12-15', '2026-12-01'], time: 'night' },
      }),
    ).toBe('On 2026-12-01 and 2026-12-15 at 9pm');
    expect(scheduleSummary({ mode: 'on_demand', options: emptyDateOptions })).toBe('On demand');
    expect(scheduleSummary(custom({ months: [1] }))).toBe('Not scheduled');
  });

  it('joins months into circular runs', () => {
    expect(monthRanges([1, 2, 5, 11, 12])).toBe('May, Nov-Feb');
    expect(monthRanges([6])).toBe('Jun');
    expect(monthRanges([])).toBe('');
  });
});

describe('next launches', () => {
  const from = new Date(2026, 0, 30, 12, 0); // Friday 30 January 2026, noon

  it('finds the last day of each month, February included', () => {
    const schedule = custom({
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      days: ['last'],
      time: 'late_morning',
    });
    expect(stamps(nextLaunches(schedule, from))).toEqual([
      '2026-01-31 10h',
      '2026-02-28 10h',
      '2026-03-31 10h',
      '2026-04-30 10h',
      '2026-05-31 10h',
    ]);
  });

  it('skips months without the picked day and months not chosen', () => {
    const schedule = custom({ months: [2, 4], days: [28, 1], time: 'night' });
    expect(stamps(nextLaunches(schedule, from))).toEqual([
      '2026-02-01 21h',
      '2026-02-28 21h',
      '2026-04-01 21h',
      '2026-04-28 21h',
      '2027-02-01 21h',
    ]);
  });

  it('takes Mondays of the last week (the last 7 days of the month), looking two years ahead', () => {
    const schedule = custom({ months: [2, 3], weeks: ['last_week'], weekdays: [1], time: 'early_morning' });
    expect(stamps(nextLaunches(schedule, from))).toEqual([
      '2026-02-23 05h',
      '2026-03-30 05h',
      '2027-02-22 05h',
      '2027-03-29 05h',
    ]);
  });

  it('takes the third week as the 15th to the 22nd', () => {
    const schedule = custom({ months: [3], weeks: ['third_week'], weekdays: [7], time: 'afternoon' });
    expect(stamps(nextLaunches(schedule, from, 2))).toEqual(['2026-03-15 12h', '2026-03-22 12h']);
  });

  it('launches later today when the time is still ahead, and hourly for all_day', () => {
    expect(
      stamps(
        nextLaunches({ mode: 'daily', options: { ...emptyDateOptions, time: 'late_evening' } }, from, 2),
      ),
    ).toEqual(['2026-01-30 19h', '2026-01-31 19h']);
    expect(
      stamps(nextLaunches({ mode: 'daily', options: { ...emptyDateOptions, time: 'all_day' } }, from, 3)),
    ).toEqual(['2026-01-30 13h', '2026-01-30 14h', '2026-01-30 15h']);
  });

  it('lists only future specific dates and none for on_demand or an incomplete schedule', () => {
    const specific: LaunchSchedule = {
      mode: 'specific',
      options: { ...emptyDateOptions, dates: ['2026-01-02', '2026-02-14'], time: 'night' },
    };
    expect(stamps(nextLaunches(specific, from))).toEqual(['2026-02-14 21h']);
    expect(nextLaunches({ mode: 'on_demand', options: emptyDateOptions }, from)).toEqual([]);
    expect(nextLaunches(custom({ months: [1] }), from)).toEqual([]);
  });
});
