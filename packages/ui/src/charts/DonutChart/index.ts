export { DonutChart } from './DonutChart';
