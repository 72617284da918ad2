import type { Role } from '../access/role';
import { schoolScopeOf } from '../access/role-scope';

/** The sign-up numbers move one step every 300 ms (docs/product/people.md). */
export const signupCountIntervalMs = 300;
/** Steps from 0 to the number (ADR 0048): about 1.5 s in all, short enough not to hold up reading. */
export const signupCountSteps = 5;

/** The number shown at step `step` (0 … steps) of counting up to `target`: whole, rising, exact at the end. */
export function signupCountAt(target: number, step: number, steps: number = signupCountSteps): number {
  if (step >= steps || target <= 0) return Math.max(0, target);
  return Math.floor((target * Math.max(0, step)) / steps);
}

/** The sign-ups dashboard's shortcut tiles (docs/product/people.md): school and multi-school admins only. */
export function signupShortcutsFor(role: Role): { label: 'Pupils' | 'Parents' | 'Staff'; href: string }[] {
  const scope = schoolScopeOf(role);
  if (scope !== 'school' && scope !== 'trust') return [];
  return [
    { label: 'Pupils', href: '/members/users/pupils' },
    { label: 'Parents', href: '/members/users/parents' },
    { label: 'Staff', href: '/members/users/staff' },
  ];
}

/** A shortcut tile of the sign-ups dashboard to one user list. */
export type SignupShortcut = ReturnType<typeof signupShortcutsFor>[number];
