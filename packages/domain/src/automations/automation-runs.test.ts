import { describe, expect, it } from 'vitest';
import type { Automation } from './automation';
import { lastRunOf, lastRunText, nextRunOf, nextRunText } from './automation-runs';
import { nextLaunches } from './launch-dates';
import { emptyDateOptions, schoolYearMonths } from './launch-schedule';

/** Tuesday 24 November 2026, 10:00 local time. */
const now = new Date(2026, 10, 24, 10, 0);

const weeklyOnMondays: Automation = {
  id: 1,
  name: 'Weekly travel tips for parents',
  content_type: 'email',
  user_type: 'parents',
  automation_type: 'cron',
  when_to_launch: 'custom',
  date_options: {
    ...emptyDateOptions,
    months: schoolYearMonths,
    weeks: ['all_weeks'],
    weekdays: [1],
    time: 'late_morning',
  },
  status: 'OK',
};

describe('the next run of an automation in the list', () => {
  // Rules: automations.list.next-run
  it('is the first of the next launches the editor shows, counted from now, never in the past', () => {
    const next = nextRunOf(weeklyOnMondays, now);
    expect(next).toEqual({
      kind: 'at',
      at: nextLaunches({ mode: 'custom', options: weeklyOnMondays.date_options! }, now)[0],
    });
    expect(nextRunText(next)).toBe('2026-11-30 10:00');
    // Monday 30 November at 10:00 itself: the next is a week on, not the moment just gone.
    expect(nextRunText(nextRunOf(weeklyOnMondays, new Date(2026, 10, 30, 10, 0)))).toBe('2026-12-07 10:00');
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, automation_type: 'cron_event' }, now))).toBe(
      '2026-11-30 10:00',
    );
  });

  // Rules: automations.list.next-run
  it('says in words why there is no date: manual, event, on demand, switched off, nothing left', () => {
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, automation_type: 'manual' }, now))).toBe('By hand');
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, automation_type: 'event' }, now))).toBe('On event');
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, when_to_launch: 'on_demand' }, now))).toBe(
      'On demand',
    );
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, status: 'DISABLED' }, now))).toBe('None (off)');
    expect(
      nextRunText(nextRunOf({ ...weeklyOnMondays, automation_type: 'event', status: 'DISABLED' }, now)),
    ).toBe('None (off)');
    const pastDay = {
      ...weeklyOnMondays,
      when_to_launch: 'specific',
      date_options: { ...emptyDateOptions, dates: ['2026-06-01'], time: 'late_morning' as const },
    };
    expect(nextRunText(nextRunOf(pastDay, now))).toBe('None');
    expect(nextRunText(nextRunOf({ ...weeklyOnMondays, when_to_launch: null }, now))).toBe('None');
  });
});

describe('the last run of an automation in the list', () => {
  // Rules: automations.list.last-run
  it("is its newest log's time, whatever order the logs came in, or Never", () => {
    const logs = [
      { created_at: '2026-03-02 09:00:00' },
      { created_at: '2026-06-14 18:30:00' },
      { created_at: null },
      { created_at: '2026-05-01 07:00:00' },
    ];
    expect(lastRunText(lastRunOf(logs))).toBe('2026-06-14 18:30');
    expect(lastRunText(lastRunOf([...logs].reverse()))).toBe('2026-06-14 18:30');
    expect(lastRunText(lastRunOf([]))).toBe('Never');
    expect(lastRunText(lastRunOf([{ created_at: null }]))).toBe('Never');
  });
});
