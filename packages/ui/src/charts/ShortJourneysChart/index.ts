export { ShortJourneysChart } from './ShortJourneysChart';
