import type { SeededRandom } from './seeded-random';

/**
 * The dataset's "today". Dates are drawn relative to this fixed day, never the real clock, so the
 * same seed gives byte-identical data and visual baselines stay stable.
 */
export const demoToday = '2026-06-15';

/** A date-time 'yyyy-MM-dd HH:mm:ss' between two days (inclusive), as the API formats them. */
export function dateTimeBetween(random: SeededRandom, fromDay: string, toDay: string): string {
  const from = Date.parse(`${fromDay}T00:00:00Z`);
  const to = Date.parse(`${toDay}T23:59:59Z`);
  return formatDateTime(new Date(from + Math.floor(random.next() * (to - from))));
}

export function formatDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

let stoppedAt: number | null = null;

/**
 * The demo backend's "now", as the API formats it, for what it writes (a sync, a created row): the real
 * clock, unless stopped.
 */
export function demoNow(): string {
  return formatDateTime(new Date(demoNowTime()));
}

/** demoNow as a time value (milliseconds): the real clock, unless stopped. */
export function demoNowTime(): number {
  return stoppedAt ?? Date.now();
}

/**
 * Stops demoNow at a moment ('yyyy-MM-dd HH:mm:ss', read as UTC), or starts it again (null). Page stories
 * stop it, so a write's time, and the picture that shows it, is the same whenever they run.
 */
export function stopDemoClock(at: string | null): void {
  stoppedAt = at === null ? null : Date.parse(`${at.replace(' ', 'T')}Z`);
}
