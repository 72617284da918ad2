export { PupilsTable } from './PupilsTable';
export type { PupilsTableProps } from './PupilsTable';
