export { StackedBarChart } from './StackedBarChart';
export type { StackedBarChartProps } from './StackedBarChart';
