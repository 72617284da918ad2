export { ContentCreatorsChart } from './ContentCreatorsChart';
export type { ContentCreatorsChartProps } from './ContentCreatorsChart';
