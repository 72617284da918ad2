export { GroupsByDistanceChart } from './GroupsByDistanceChart';
export type { GroupsByDistanceChartProps } from './GroupsByDistanceChart';
