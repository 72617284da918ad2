export { BarChart } from './BarChart';
