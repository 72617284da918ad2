export { DropOffAverage } from './DropOffAverage';
export type { DropOffAverageProps } from './DropOffAverage';
