import type { ColumnFiltersState, SortingState, Updater } from '@tanstack/react-table';
import { useState } from 'react';
import { initialSorting } from './data-table-filters';
import { useFollow } from './useFollow';
import type { DataTableSort, DataTableViewProps } from './DataTable.types';

type SortableColumn = { id: string; sortable?: boolean; accessor?: unknown };

const filtersState = (filters: Readonly<Record<string, string>> | undefined): ColumnFiltersState =>
  Object.entries(filters ?? {})
    .filter(([, value]) => value !== '')
    .map(([id, value]) => ({ id, value }));
const filtersRecord = (state: ColumnFiltersState): Record<string, string> =>
  Object.fromEntries(state.map((filter) => [filter.id, String(filter.value)]));
const keyOfFilters = (filters: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
const sortOf = (state: SortingState): DataTableSort | undefined =>
  state[0] && { columnId: state[0].id, direction: state[0].desc ? 'descending' : 'ascending' };
const keyOfSort = (sort: DataTableSort | undefined) => (sort ? `${sort.columnId}:${sort.direction}` : '');

/** The sort and column filters of a list: the table's own, or the page's when it keeps them (DataTableViewProps). */
export function useTableView(
  columns: readonly SortableColumn[],
  defaultSort: DataTableSort | undefined,
  { sort, onSortChange, filters, onFiltersChange, onViewChange }: DataTableViewProps,
) {
  const [sorting, setSortingState] = useState<SortingState>(() =>
    initialSorting(columns, sort ?? defaultSort),
  );
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() => filtersState(filters));

  const sortReported = useFollow(sort, keyOfSort, (next) => setSortingState(initialSorting(columns, next)));
  const filtersReported = useFollow(filters, keyOfFilters, (next) => setColumnFilters(filtersState(next)));

  const setSorting = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    setSortingState(next);
    const reported = sortOf(next);
    if (onSortChange && reported) {
      sortReported(reported);
      onSortChange(reported);
    }
  };
  const setFilter = (id: string, value: string) => {
    const next = [...columnFilters.filter((filter) => filter.id !== id), ...(value ? [{ id, value }] : [])];
    setColumnFilters(next);
    if (onFiltersChange) {
      const reported = filtersRecord(next);
      filtersReported(reported);
      onFiltersChange(reported);
    }
  };
  /** Shows a whole view at once (a saved view): its sort and filters, reported together when the page can take them so. */
  const setView = (view: { sort?: DataTableSort; filters: Readonly<Record<string, string>> }) => {
    const nextSorting = initialSorting(columns, view.sort ?? defaultSort);
    const nextFilters = filtersState(view.filters);
    setSortingState(nextSorting);
    setColumnFilters(nextFilters);
    const reportedSort = sortOf(nextSorting);
    const reportedFilters = filtersRecord(nextFilters);
    if (onViewChange) {
      if (reportedSort) sortReported(reportedSort);
      filtersReported(reportedFilters);
      onViewChange({ sort: reportedSort, filters: reportedFilters });
      return;
    }
    if (onSortChange && reportedSort) {
      sortReported(reportedSort);
      onSortChange(reportedSort);
    }
    if (onFiltersChange) {
      filtersReported(reportedFilters);
      onFiltersChange(reportedFilters);
    }
  };
  /** The sort and filters shown right now, as a page keeps them. */
  const current = () => ({ sort: sortOf(sorting), filters: filtersRecord(columnFilters) });
  return { sorting, setSorting, columnFilters, setFilter, setView, current };
}
