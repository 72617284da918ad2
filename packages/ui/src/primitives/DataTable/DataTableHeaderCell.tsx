import type { Header } from '@tanstack/react-table';
import type { CellValue } from './data-table-filters';
import { FilterInput, HeaderCell, HeaderLabel, SortButton, SortIcon } from './DataTable.styles';

export type DataTableHeaderCellProps<Row> = {
  /** The TanStack header of the column. */
  header: Header<Row, CellValue>;
  /** The header text, which also names the sort button and the filter. */
  label: string;
  /**
   * The column's CSS width.
   * @default undefined
   */
  width?: string;
  /**
   * What the filter box holds now (ahead of the deferred table state).
   * @default ''
   */
  filterValue?: string;
  /** Called with the new filter text as the user types. */
  onFilterChange: (value: string) => void;
};

const SORT_ICON = { asc: '▲', desc: '▼', none: '↕' } as const;

/** A column header: a sort button that reports its state through aria-sort, and a "contains" filter. */
export function DataTableHeaderCell<Row>({
  header,
  label,
  width,
  filterValue = '',
  onFilterChange,
}: DataTableHeaderCellProps<Row>) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const ariaSort = !canSort
    ? undefined
    : sorted === 'asc'
      ? 'ascending'
      : sorted === 'desc'
        ? 'descending'
        : 'none';

  return (
    <HeaderCell
      scope="col"
      aria-sort={ariaSort}
      data-column-id={column.id}
      style={width ? { width } : undefined}
    >
      {canSort ? (
        <SortButton
          type="button"
          data-header-label
          data-sorted={sorted !== false}
          onClick={column.getToggleSortingHandler()}
        >
          {label}
          <SortIcon aria-hidden="true">{SORT_ICON[sorted || 'none']}</SortIcon>
        </SortButton>
      ) : (
        <HeaderLabel data-header-label>{label}</HeaderLabel>
      )}
      {column.getCanFilter() && (
        <FilterInput
          type="text"
          aria-label={`Filter ${label}`}
          placeholder="Contains…"
          autoComplete="off"
          spellCheck={false}
          value={filterValue}
          onChange={(event) => onFilterChange(event.target.value)}
        />
      )}
    </HeaderCell>
  );
}
