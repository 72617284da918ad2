import { menuForRole, type Role } from '@stride/domain';
import type { SideMenuItem } from './SideMenu';

/** For stories: a role's real menu, with in-page hrefs. */
export function storyMenu(role: Role): SideMenuItem[] {
  return menuForRole(role).map((item) => ({
    key: item.key,
    label: item.label,
    href: `#${item.key}`,
    icon: item.icon,
  }));
}
