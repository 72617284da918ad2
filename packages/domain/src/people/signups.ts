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

/** One day of the 'Sign-ups per day' histogram. */
export type SignupDay = { date: string; staff: number; parents: number };

const dayMs = 86_400_000;
const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}/.exec(value) ?? [''])[0];

/**
 * Every day of the span, zeros included, in order (the server sends only the days someone signed up):
 * from the filter's range when it has one, else from the first to the last day sent. Days sent outside
 * the range are left out; an unreadable span gives the days as sent.
 */
export function signupsPerDay(
  usersByDay: readonly SignupDay[],
  range?: { from: string; to: string } | null,
): SignupDay[] {
  const sent = new Map<string, SignupDay>();
  for (const row of usersByDay) {
    const date = dayOf(row.date);
    const entry = sent.get(date) ?? { date, staff: 0, parents: 0 };
    sent.set(date, { date, staff: entry.staff + row.staff, parents: entry.parents + row.parents });
  }
  const days = [...sent.keys()].filter(Boolean).sort();
  const first = Date.parse(`${range ? dayOf(range.from) : days[0]}T00:00:00Z`);
  const last = Date.parse(`${range ? dayOf(range.to) : days[days.length - 1]}T00:00:00Z`);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return [...sent.values()];
  const filled: SignupDay[] = [];
  for (let time = first; time <= last; time += dayMs) {
    const date = new Date(time).toISOString().slice(0, 10);
    filled.push(sent.get(date) ?? { date, staff: 0, parents: 0 });
  }
  return filled;
}
