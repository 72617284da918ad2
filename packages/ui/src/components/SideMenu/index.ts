export { SideMenu } from './SideMenu';
export type { SideMenuItem, SideMenuProps } from './SideMenu';
