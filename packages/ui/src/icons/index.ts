export { Icon } from './Icon';
export type { IconName } from './icon-paths';
export { screenIcons } from './screen-icons';
