export { ShortJourneysChart } from './ShortJourneysChart';
export type { ShortJourneysChartProps } from './ShortJourneysChart';
