export { StaffTable } from './StaffTable';
export type { StaffTableProps } from './StaffTable';
