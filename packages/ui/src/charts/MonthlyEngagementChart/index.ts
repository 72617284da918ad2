export { MonthlyEngagementChart } from './MonthlyEngagementChart';
export type { MonthlyEngagementChartProps } from './MonthlyEngagementChart';
