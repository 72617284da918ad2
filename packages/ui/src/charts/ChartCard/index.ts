export { ChartCard } from './ChartCard';
export type { ChartCardProps, HeadingLevel } from './ChartCard';
