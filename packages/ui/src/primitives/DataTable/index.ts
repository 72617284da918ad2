export { DataTable } from './DataTable';
export type { DataTableColumn } from './data-table-filters';
export type { DataTableSort, DataTableViewProps } from './DataTable.types';
export { timeColumn } from './time-column';
export { ListStateProvider, useListPage, useListValue, type ListStateStore } from './list-state';
export { ListPreferencesProvider, memoryListPreferences } from './useListPreferences';
