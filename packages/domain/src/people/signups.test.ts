import { describe, expect, it } from 'vitest';
import { signupCountAt, signupCountIntervalMs, signupShortcutsFor } from './signups';

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
  it('moves every 300 ms', () => {
    expect(signupCountIntervalMs).toBe(300);
  });
});

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
