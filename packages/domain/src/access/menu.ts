import { homePathOf } from '../home/home-variants';
import type { Role } from './role';
import { screens, type ScreenIconName, type ScreenKey } from './screens';

export type MenuItem = { key: ScreenKey; label: string; icon: ScreenIconName; path: string };

/**
 * The menu items a role sees, in the order the screens are declared (`screens.ts`): Home, Notice
 * Board, Metrics, Maps, Users and Inbox for all; the rest by role. Home opens the role's own variant
 * of Home (ADR 0111).
 */
export function menuForRole(role: Role): MenuItem[] {
  return Object.values(screens).flatMap(({ key, path, roles, menu }) =>
    menu && (menu.roles ?? roles).includes(role)
      ? [{ key, label: menu.label, icon: menu.icon, path: key === 'home' ? homePathOf(role) : path }]
      : [],
  );
}

/** The menu item a screen lights up: its own, or that of the screen it is reached from. */
export function menuKeyOf(key: ScreenKey): ScreenKey {
  const parent = screens[key].parent;
  return parent ? menuKeyOf(parent) : key;
}
