export { GroupsByTravelModeChart } from './GroupsByTravelModeChart';
