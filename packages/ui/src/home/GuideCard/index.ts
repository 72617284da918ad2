export { GuideCard } from './GuideCard';
export type { GuideCardProps } from './GuideCard';
