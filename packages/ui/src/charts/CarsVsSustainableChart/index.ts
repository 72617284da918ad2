export { CarsVsSustainableChart } from './CarsVsSustainableChart';
