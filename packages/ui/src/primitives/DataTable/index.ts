export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export type { CellValue, DataTableColumn } from './data-table-filters';
