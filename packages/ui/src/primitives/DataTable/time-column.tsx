import { formatTimestamp, shownTimeFilterText } from '@stride/domain';
import type { DataTableColumn } from './data-table-filters';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { TimeCell } from '../RelativeTime/RelativeTime.styles';

/**
 * A column of server times: each cell reads beside now ('3 hours ago', 'yesterday'), its exact time
 * (`yyyy-MM-dd HH:mm`) on hover, focus and a tap (`RelativeTime`). It sorts on the exact time, and
 * its filter finds what a person reads: the relative text or the exact time.
 */
export function timeColumn<Row>(
  id: string,
  header: string,
  at: (row: Row) => string | null | undefined,
): DataTableColumn<Row> {
  return {
    id,
    header,
    accessor: (row) => formatTimestamp(at(row)),
    cell: (row) => (
      <TimeCell>
        <RelativeTime at={at(row)} />
      </TimeCell>
    ),
    filterText: (row, now) => shownTimeFilterText(at(row), now),
    fit: true,
  };
}
