export { NoticeFeed } from './NoticeFeed';
export type { NoticeFeedProps } from './NoticeFeed';
