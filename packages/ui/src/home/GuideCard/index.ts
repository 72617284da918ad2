export { GuideCard } from './GuideCard';
