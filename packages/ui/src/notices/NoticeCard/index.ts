export { NoticeCard } from './NoticeCard';
export type { NoticeCardProps } from './NoticeCard';
