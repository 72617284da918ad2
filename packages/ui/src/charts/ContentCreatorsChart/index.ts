export { ContentCreatorsChart } from './ContentCreatorsChart';
