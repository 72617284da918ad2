import { useMemo } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';

export type MlPreviewRows = { data: readonly Record<string, unknown>[]; fields: readonly string[] };

/** Rows of a survey or prediction preview, one column per field. */
export function MlPreviewTable({ preview, label }: { preview: MlPreviewRows; label: string }) {
  const columns = useMemo<DataTableColumn<Record<string, unknown>>[]>(
    () =>
      preview.fields.map((field) => ({
        id: field,
        header: field,
        accessor: (row) => String(row[field] ?? ''),
      })),
    [preview.fields],
  );
  return (
    <DataTable
      variant="record"
      aria-label={label}
      columns={columns}
      data={preview.data}
      emptyMessage="No rows to preview"
    />
  );
}
