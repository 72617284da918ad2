export { Inbox } from './Inbox';
export type { InboxProps } from './Inbox';
