export { NewNoticesChart } from './NewNoticesChart';
export type { NewNoticesChartProps } from './NewNoticesChart';
