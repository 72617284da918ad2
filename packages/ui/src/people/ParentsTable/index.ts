export { ParentsTable } from './ParentsTable';
