export { GroupsByTravelModeChart } from './GroupsByTravelModeChart';
export type { GroupsByTravelModeChartProps } from './GroupsByTravelModeChart';
