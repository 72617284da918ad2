import { useMemo, useState, type ReactNode } from 'react';
import type { DataTableSort } from '../primitives/DataTable/DataTable.types';
import { ListStateProvider, type ListStateStore } from '../primitives/DataTable/list-state';

/** What a story's list opens with, as an address would carry it. */
export type KeptListState = {
  filters?: Record<string, string>;
  sort?: DataTableSort;
  /** Values kept beside the view (`at`, the row at the list's top). */
  values?: Record<string, string>;
};

/**
 * A store for the lists' state as the console's URL keeps it (filters, sort, a saved view picked, values
 * beside them), shown under the story as the address would read (`Kept view`).
 */
export function AppListStore({
  children,
  opensWith = {},
}: {
  children: ReactNode;
  opensWith?: KeptListState;
}) {
  const [filters, setFilters] = useState<Record<string, string>>(opensWith.filters ?? {});
  const [sort, setSort] = useState<DataTableSort>(
    opensWith.sort ?? { columnId: 'name', direction: 'ascending' },
  );
  const [values, setValues] = useState<Record<string, string>>(opensWith.values ?? {});
  const store = useMemo<ListStateStore>(
    () => ({
      view: () => ({
        filters,
        sort,
        onFiltersChange: setFilters,
        onSortChange: setSort,
        onViewChange: (view) => {
          setFilters(view.filters);
          if (view.sort) setSort(view.sort);
        },
      }),
      value: (_name, key) => values[key] ?? '',
      setValue: (_name, key, value) => setValues((last) => ({ ...last, [key]: value })),
    }),
    [filters, sort, values],
  );
  const kept = [
    ...Object.entries(filters).map(([column, text]) => `filter.${column}=${text}`),
    `sort=${sort.direction === 'descending' ? '-' : ''}${sort.columnId}`,
    ...Object.entries(values)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}=${value}`),
  ].join('&');
  return (
    <ListStateProvider value={store}>
      {children}
      <output aria-label="Kept view">{kept}</output>
    </ListStateProvider>
  );
}
