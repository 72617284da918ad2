import type { ProviderLogRow } from '@stride/domain';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';

export type ProviderLogTableProps = {
  /** The provider log rows. */
  logs: readonly ProviderLogRow[];
  /**
   * The log is loading.
   * @default false
   */
  loading?: boolean;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

type IndexedRow = ProviderLogRow & { index: number };

/** The provider log (docs/product/integrations.md): action, description, param1, param2, school id, updated at; newest first. */
export function ProviderLogTable({ logs, loading = false, ...rest }: ProviderLogTableProps) {
  const rows = useMemo(() => logs.map((row, index): IndexedRow => ({ ...row, index })), [logs]);
  const columns = useMemo<DataTableColumn<IndexedRow>[]>(
    () => [
      { id: 'action', header: 'Action', accessor: (row) => row.action },
      { id: 'description', header: 'Description', accessor: (row) => row.description ?? '', width: '30%' },
      { id: 'param1', header: 'Param 1', accessor: (row) => row.param1 ?? '' },
      { id: 'param2', header: 'Param 2', accessor: (row) => row.param2 ?? '' },
      { id: 'school_id', header: 'School id', accessor: (row) => row.school_id ?? '' },
      timeColumn('updated_at', 'Updated at', (row) => row.updated_at),
    ],
    [],
  );
  return (
    <DataTable
      aria-label="Provider log"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.index)}
      loading={loading}
      emptyMessage="The log is empty"
      defaultSort={{ columnId: 'updated_at', direction: 'descending' }}
      {...rest}
    />
  );
}
