export { Icon } from './Icon';
export type { IconProps } from './Icon';
export type { IconName } from './icon-paths';
