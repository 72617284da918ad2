export { NoticeFeed } from './NoticeFeed';
