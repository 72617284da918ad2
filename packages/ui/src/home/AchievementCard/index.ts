export { AchievementCard } from './AchievementCard';
