// Properties of an automation's launch dates (docs/product/automations.md), for any valid schedule
// and start time.
import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { monthRanges, nextLaunches, scheduleSummary } from './launch-dates';
import {
  emptyDateOptions,
  launchTimeHours,
  launchTimes,
  scheduleDays,
  scheduleMonthLabels,
  weekBuckets,
  type LaunchSchedule,
} from './launch-schedule';

const from = fc.date({ min: new Date(2024, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true });
const time = fc.constantFrom(...launchTimes);
const months = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 });
const customSchedule = fc.oneof(
  fc.record({
    months,
    days: fc.uniqueArray(fc.constantFrom(...scheduleDays), { minLength: 1, maxLength: 6 }),
    time,
  }),
  fc.record({
    months,
    weeks: fc.uniqueArray(fc.constantFrom(...weekBuckets), { minLength: 1, maxLength: 3 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    time,
  }),
);
const schedule: fc.Arbitrary<LaunchSchedule> = fc.oneof(
  time.map((picked) => ({ mode: 'daily' as const, options: { ...emptyDateOptions, time: picked } })),
  customSchedule.map((options) => ({
    mode: 'custom' as const,
    options: { ...emptyDateOptions, ...options },
  })),
);
const dayOfMonth = (date: Date) => date.getDate();
const lastDayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
const weekdayOf = (date: Date) => ((date.getDay() + 6) % 7) + 1;

it('launches come after the start, in order, on the hours of the time option and on days the schedule picks', () => {
  fc.assert(
    fc.property(schedule, from, fc.integer({ min: 1, max: 8 }), ({ mode, options }, start, count) => {
      const launches = nextLaunches({ mode, options }, start, count);
      expect(launches.length).toBeLessThanOrEqual(count);
      if (mode === 'daily') expect(launches).toHaveLength(count);
      launches.forEach((launch, index) => {
        expect(launch.getTime()).toBeGreaterThan(
          index === 0 ? start.getTime() : launches[index - 1]!.getTime(),
        );
        expect(launchTimeHours[options.time!]).toContain(launch.getHours());
        expect([launch.getMinutes(), launch.getSeconds()]).toEqual([0, 0]);
        if (mode !== 'custom') return;
        expect(options.months).toContain(launch.getMonth() + 1);
        if (options.days.length > 0) {
          expect(
            options.days.some((day) =>
              day === 'last' ? dayOfMonth(launch) === lastDayOf(launch) : day === dayOfMonth(launch),
            ),
          ).toBe(true);
        } else {
          expect(options.weekdays).toContain(weekdayOf(launch));
        }
      });
    }),
    { numRuns: 80 },
  );
});

it('specific dates launch on exactly those days, earliest first', () => {
  fc.assert(
    fc.property(
      from,
      fc.uniqueArray(fc.integer({ min: -5, max: 60 }), { minLength: 1, maxLength: 6 }),
      time,
      (start, offsets, picked) => {
        const dates = offsets.map((offset) => format(addDays(start, offset), 'yyyy-MM-dd'));
        const launches = nextLaunches(
          { mode: 'specific', options: { ...emptyDateOptions, dates, time: picked } },
          start,
          5,
        );
        // The oracle: every picked day at every hour of the time option, after the start, sorted.
        const expected = [...dates]
          .sort()
          .flatMap((date) =>
            launchTimeHours[picked].map((hour) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`)),
          )
          .filter((launch) => launch > start)
          .slice(0, 5);
        expect(launches.map(Number)).toEqual(expected.map(Number));
      },
    ),
    { numRuns: 80 },
  );
});

it('any schedule, valid or not, reads as a sentence', () => {
  const anySchedule = fc.record({
    mode: fc.constantFrom('', 'daily', 'custom', 'specific', 'on_demand' as const),
    options: fc.record({
      months: fc.array(fc.integer({ min: 1, max: 12 })),
      weeks: fc.array(fc.constantFrom(...weekBuckets)),
      weekdays: fc.array(fc.integer({ min: 1, max: 7 })),
      days: fc.array(fc.constantFrom(...scheduleDays)),
      time: fc.option(time),
      dates: fc.array(fc.constant('2026-09-01')),
    }),
  });
  fc.assert(
    fc.property(anySchedule, (input) => {
      const summary = scheduleSummary(input);
      expect(summary.trim()).not.toBe('');
      expect(summary).not.toMatch(/undefined|NaN/);
    }),
  );
});

it('month ranges name exactly the picked months', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), (picked) => {
      const text = monthRanges(picked);
      if (picked.length === 0 || picked.length === 12) return void expect(text).toBe('');
      const monthOf = (label: string) =>
        scheduleMonthLabels.indexOf(label as (typeof scheduleMonthLabels)[number]) + 1;
      const named = text.split(', ').flatMap((run) => {
        const [first, last = first] = run.split('-').map(monthOf);
        const length = ((last! - first! + 12) % 12) + 1;
        return Array.from({ length }, (_, step) => ((first! - 1 + step) % 12) + 1);
      });
      expect(named.sort((a, b) => a - b)).toEqual([...picked].sort((a, b) => a - b));
    }),
  );
});
