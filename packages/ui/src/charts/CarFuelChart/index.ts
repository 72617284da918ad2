export { CarFuelChart } from './CarFuelChart';
export type { CarFuelChartProps } from './CarFuelChart';
