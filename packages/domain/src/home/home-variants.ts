import type { Role } from '../access/role';
import { seesOneSchool } from '../access/role-scope';

export type HomeVariant = { key: 'tiles' | 'dashboard'; label: string; path: string; description: string };

/** The two variants of Home (docs/product/home.md): the tiles, and the dashboard of numbers, links, guides and achievements. */
export const homeVariants: readonly HomeVariant[] = [
  {
    key: 'tiles',
    label: 'Shortcuts',
    path: '/members/home',
    description: 'Your alerts and a shortcut to each of your screens.',
  },
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/members/homev2',
    description: 'Your network at a glance: sign-ups, travel shares, links, guides and achievements.',
  },
];

/**
 * The Home a role lands on and that its menu's Home opens (ADR 0111): a school admin's is the
 * dashboard of its one school, with the sign-up links it hands to parents and staff; the admins of
 * many schools (and the super admin) start on the tiles.
 */
export function homePathOf(role: Role): string {
  return seesOneSchool(role) ? homeVariants[1].path : homeVariants[0].path;
}
