export { CarsVsSustainableChart } from './CarsVsSustainableChart';
export type { CarsVsSustainableChartProps } from './CarsVsSustainableChart';
