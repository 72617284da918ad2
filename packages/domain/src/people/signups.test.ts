import { describe, expect, it } from 'vitest';
import { signupCountAt, signupCountIntervalMs, signupShortcutsFor, signupsPerDay } from './signups';

describe('signupCountAt', () => {
  it('rises in whole steps from 0 to exactly the number', () => {
    expect([0, 1, 2, 3, 4, 5].map((step) => signupCountAt(1234, step))).toEqual([
      0, 246, 493, 740, 987, 1234,
    ]);
    expect(signupCountAt(1234, 9)).toBe(1234);
  });
  it('shows 0 for nothing and never goes negative', () => {
    expect(signupCountAt(0, 2)).toBe(0);
    expect(signupCountAt(-4, 1)).toBe(0);
  });
  // Rules: people.signups.counts-animate
  it('moves every 300 ms', () => {
    expect(signupCountIntervalMs).toBe(300);
  });
});

// Rules: people.signups.shortcuts
describe('signupShortcutsFor', () => {
  it('gives school and multi-school admins Pupils, Parents and Staff', () => {
    expect(signupShortcutsFor('SCHOOL_ADMIN').map((tile) => tile.href)).toEqual([
      '/members/users/pupils',
      '/members/users/parents',
      '/members/users/staff',
    ]);
    expect(signupShortcutsFor('MULTI_SCHOOL_ADMIN')).toHaveLength(3);
  });
  it('gives the other roles none', () => {
    for (const role of ['SUPERADMIN', 'COUNCIL_ADMIN', 'ADMIN'] as const)
      expect(signupShortcutsFor(role)).toEqual([]);
  });
});

describe('signupsPerDay', () => {
  // Rules: people.signups.per-day-every-day
  it('shows every day of the span, zeros included', () => {
    const sent = [
      { date: '2026-06-01', staff: 1, parents: 2 },
      { date: '2026-06-04', staff: 0, parents: 1 },
    ];
    expect(signupsPerDay(sent).map((day) => [day.date, day.staff, day.parents])).toEqual([
      ['2026-06-01', 1, 2],
      ['2026-06-02', 0, 0],
      ['2026-06-03', 0, 0],
      ['2026-06-04', 0, 1],
    ]);
    const ranged = signupsPerDay(sent, { from: '2026-05-31 08:00', to: '2026-06-02 08:00' });
    expect(ranged.map((day) => day.date)).toEqual(['2026-05-31', '2026-06-01', '2026-06-02']);
    expect(signupsPerDay([])).toEqual([]);
  });
});
