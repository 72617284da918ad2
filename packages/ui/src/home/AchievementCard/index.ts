export { AchievementCard } from './AchievementCard';
export type { AchievementCardProps } from './AchievementCard';
