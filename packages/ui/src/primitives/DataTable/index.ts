export { DataTable } from './DataTable';
export type { DataTableProps, DataTableStateProps } from './DataTable.types';
export type { DataTableRowAction } from './DataTableRows';
export type { CellValue, DataTableColumn } from './data-table-filters';
export { timeColumn } from './time-column';
