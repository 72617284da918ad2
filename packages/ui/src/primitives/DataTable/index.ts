export { DataTable } from './DataTable';
export type { DataTableColumn } from './data-table-filters';
