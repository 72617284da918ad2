export { StackedBarChart } from './StackedBarChart';
