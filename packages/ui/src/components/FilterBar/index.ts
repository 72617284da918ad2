export { FilterBar } from './FilterBar';
