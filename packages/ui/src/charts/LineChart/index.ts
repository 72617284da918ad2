export { LineChart } from './LineChart';
