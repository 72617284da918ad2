import { homePathOf } from '../home/home-variants';
import type { Role } from './role';
import { screens, type ScreenKey } from './screens';

export type MenuItem = { key: ScreenKey; label: string; path: string };

/** The left menu in the order of "Menu by role" in docs/product/layout.md, with its short labels. */
const menuOrder: ReadonlyArray<{ key: ScreenKey; label: string }> = [
  { key: 'home', label: 'Home' },
  { key: 'noticeboard', label: 'Notice Board' },
  { key: 'travel_directory', label: 'Travel Directory' },
  { key: 'metrics', label: 'Metrics' },
  { key: 'maps', label: 'Maps' },
  { key: 'signups', label: 'Users' },
  { key: 'councils', label: 'Councils' },
  { key: 'schools', label: 'Schools' },
  { key: 'heatmap', label: 'Heatmap' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'actions', label: 'Actions' },
  { key: 'automations', label: 'Automations' },
  { key: 'step_actions', label: 'Step Actions' },
  // Not in the product's menu list: the inbox and its unread count (ADR 0040).
  { key: 'admin_messages', label: 'Inbox' },
];

/**
 * The menu items a role sees: Home, Notice Board, Metrics, Maps, Users and Inbox for all; the rest by
 * role. Home opens the role's own variant of Home (ADR 0111).
 */
export function menuForRole(role: Role): MenuItem[] {
  return menuOrder
    .filter(({ key }) => (screens[key].menuRoles ?? screens[key].roles).includes(role))
    .map(({ key, label }) => ({ key, label, path: key === 'home' ? homePathOf(role) : screens[key].path }));
}
