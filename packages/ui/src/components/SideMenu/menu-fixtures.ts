import { menuForRole, type Role } from '@stride/domain';
import { screenIcons } from '../../icons/screen-icons';
import type { SideMenuItem } from './SideMenu';

/** For stories: a role's real menu, with in-page hrefs. */
export function storyMenu(role: Role): SideMenuItem[] {
  return menuForRole(role).map((item) => ({
    key: item.key,
    label: item.label,
    href: `#${item.key}`,
    icon: screenIcons[item.key],
  }));
}
