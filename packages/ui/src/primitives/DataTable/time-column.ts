import { formatTimestamp } from '@stride/domain';
import type { DataTableColumn } from './data-table-filters';

/**
 * A column of server times, `yyyy-MM-dd HH:mm`, each on one line: a time is never split between its
 * day and its hour, however narrow the table.
 */
export function timeColumn<Row>(
  id: string,
  header: string,
  at: (row: Row) => string | null | undefined,
): DataTableColumn<Row> {
  return { id, header, accessor: (row) => formatTimestamp(at(row)), fit: true };
}
