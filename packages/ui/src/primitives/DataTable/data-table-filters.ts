import type { ColumnDef, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a column's accessor may answer: shown as text, filtered and sorted. */
export type CellValue = string | number | boolean | null | undefined | readonly (string | number)[];

// Numeric collation sorts 'Year 2' before 'Year 10'; base sensitivity ignores case and accents.
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** A column of a DataTable. */
export type DataTableColumn<Row> = {
  /** Stable id, unique in the table. */
  id: string;
  /** The header text; also names the column's filter ('Filter Name') and sort button. */
  header: string;
  /**
   * The value shown, filtered and sorted on.
   * @default none: the column shows only its `cell` and neither filters nor sorts
   */
  accessor?: (row: Row) => CellValue;
  /**
   * Renders the cell instead of the accessor's text; filtering and sorting still use the accessor.
   * @default undefined
   */
  cell?: (row: Row) => ReactNode;
  /**
   * The text the column's filter looks in when it is not the accessor's: what the cell shows when
   * that depends on `now` (a time column: 'yesterday' and the exact time). Made once per data.
   * @default undefined (the accessor's text)
   */
  filterText?: (row: Row, now: Date) => string;
  /**
   * Shows a case-insensitive "contains" filter in the header.
   * @default true
   */
  filterable?: boolean;
  /**
   * Sorts by this column when its header button is pressed.
   * @default true
   */
  sortable?: boolean;
  /**
   * A CSS width for the column (a theme size or percentage); other columns share the rest.
   * @default undefined
   */
  width?: string;
  /**
   * The column is as wide as its widest cell (measured as rows show): for cells holding buttons or
   * other controls in a list, which must never be cut. Overrides `width`.
   * @default false
   */
  fit?: boolean;
  /**
   * The column names its row (`<th scope="row">`), e.g. a name or a title.
   * @default false
   */
  rowHeader?: boolean;
  /**
   * The column starts hidden; the list's Columns menu shows it (the row-header column always shows).
   * @default false
   */
  hiddenByDefault?: boolean;
};

/** The value of a column in a row; a column without an accessor has none. */
export const cellValue = <Row>(column: DataTableColumn<Row>, row: Row): CellValue => column.accessor?.(row);

/** The text a user sees (and filters on) for a cell value: lists are comma-separated, empty is ''. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** Orders two cell values: numbers by size, everything else as text in natural, case-blind order. */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(cellText(a), cellText(b));
}

/**
 * The sorting a table starts with: `preferred` when it names a sortable column, otherwise the
 * first sortable column ascending (the spec's default), or no sorting when nothing sorts.
 */
export function initialSorting(
  columns: readonly { id: string; sortable?: boolean; accessor?: unknown }[],
  preferred?: { columnId: string; direction: 'ascending' | 'descending' },
): SortingState {
  const sortable = columns.filter((column) => column.accessor !== undefined && column.sortable !== false);
  const chosen = preferred && sortable.find((column) => column.id === preferred.columnId);
  if (chosen) return [{ id: chosen.id, desc: preferred.direction === 'descending' }];
  return sortable[0] ? [{ id: sortable[0].id, desc: false }] : [];
}

/** Turns DataTable columns into TanStack column definitions: TanStack keeps the header state (sort, filter flags); data-table-rows.ts orders and filters the rows. */
export function tableColumns<Row>(columns: readonly DataTableColumn<Row>[]): ColumnDef<Row, CellValue>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row) => cellValue(column, row),
    enableColumnFilter: column.accessor !== undefined && column.filterable !== false,
    enableSorting: column.accessor !== undefined && column.sortable !== false,
  }));
}
