export { UserText } from './UserText';
export type { UserTextProps } from './UserText';
