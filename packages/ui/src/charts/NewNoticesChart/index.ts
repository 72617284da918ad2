export { NewNoticesChart } from './NewNoticesChart';
