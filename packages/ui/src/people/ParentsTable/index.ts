export { ParentsTable } from './ParentsTable';
export type { ParentsTableProps } from './ParentsTable';
