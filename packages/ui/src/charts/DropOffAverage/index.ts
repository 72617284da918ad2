export { DropOffAverage } from './DropOffAverage';
