import type { Role } from '../access/role';
import { seesOneSchool } from '../access/role-scope';
import { canOpen, screens, type ScreenKey } from '../access/screens';

export type HomeTile = { key: ScreenKey; title: string; path: string };

/** The home tiles in the order of docs/product/home.md, each with the roles the spec gives it. */
const tileRules: ReadonlyArray<{ key: ScreenKey; title: string; shownTo: (role: Role) => boolean }> = [
  { key: 'noticeboard', title: 'Notice Board', shownTo: () => true },
  { key: 'travel_directory', title: 'Travel Directory', shownTo: seesOneSchool },
  { key: 'metrics', title: 'Travel Plan Metrics', shownTo: () => true },
  { key: 'maps', title: 'Travel Plan Maps', shownTo: () => true },
  { key: 'signups', title: 'Sign-ups & Users', shownTo: () => true },
  { key: 'councils', title: 'Councils', shownTo: (role) => canOpen(role, 'councils') },
  { key: 'schools', title: 'Schools', shownTo: (role) => canOpen(role, 'schools') },
];

/**
 * The tiles a role sees on Home. A tile never leads to a screen the role may not open, so the
 * ADMIN account type, which may not open Schools (ADR 0027), has no Schools tile (ADR 0037).
 */
export function homeTilesFor(role: Role): HomeTile[] {
  return tileRules
    .filter(({ key, shownTo }) => shownTo(role) && canOpen(role, key))
    .map(({ key, title }) => ({ key, title, path: screens[key].path }));
}
