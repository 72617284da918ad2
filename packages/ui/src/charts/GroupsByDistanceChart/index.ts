export { GroupsByDistanceChart } from './GroupsByDistanceChart';
