export { CarFuelChart } from './CarFuelChart';
