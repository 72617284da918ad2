import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { DataTableColumn } from './data-table-filters';
import type { DataTableRowAction } from './DataTableRows';
import type { LoadFailureProps } from '../ErrorState/ErrorState';
import type { DataTableBulkAction } from './bulk-summary';

/** The load states every table shows the same way: loading, or failed with Retry. */
export type DataTableStateProps = {
  /**
   * The rows are loading: skeleton rows (`list`) or a skeleton in the table's place (`record`).
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps;

/** A list's sort: the column and its direction. */
export type DataTableSort = { columnId: string; direction: 'ascending' | 'descending' };

/**
 * A list's sort and column filters kept by the page (e.g. in the URL, so a reload and Back bring them
 * back). Each is optional: without it the table keeps its own.
 */
export type DataTableViewProps = {
  /**
   * The sort the page keeps; the table shows it and follows when it changes (Back).
   * @default undefined (the table keeps its own, starting from `defaultSort`)
   */
  sort?: DataTableSort;
  /**
   * Called with the new sort when a header is clicked.
   * @default undefined
   */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * The column filters the page keeps, by column id; the boxes show them and follow when they change.
   * @default undefined (the table keeps its own, starting empty)
   */
  filters?: Readonly<Record<string, string>>;
  /**
   * Called with every column filter after each keystroke (empty ones left out).
   * @default undefined
   */
  onFiltersChange?: (filters: Record<string, string>) => void;
  /**
   * Called with the sort and every filter when a whole view is chosen at once (a saved view), instead of
   * `onSortChange` and `onFiltersChange` one after the other; a page that writes both into the URL takes
   * them in one change.
   * @default undefined (the two calls above)
   */
  onViewChange?: (view: { sort?: DataTableSort; filters: Record<string, string> }) => void;
};

export type DataTableProps<Row> = {
  /**
   * `list`: a long list that sorts, filters and scrolls (rows one line tall, virtualised, a row
   * count above). `record`: a short table of records in the given order, cells wrapping, every row
   * rendered, optional detail rows; empty and loading take the table's place.
   * @default 'list'
   */
  variant?: 'list' | 'record';
  /** The columns, in order; the first sortable one is the default sort. Keep the array stable (a constant or useMemo). */
  columns: readonly DataTableColumn<Row>[];
  /** The rows; tens of thousands are fine, only the visible ones reach the DOM. */
  data: readonly Row[];
  /**
   * A stable id per row, so rows keep their identity across sorting and filtering.
   * @default the row's `id`, else its index in `data`
   */
  getRowId?: (row: Row, index: number) => string;
  /**
   * A visible title for the table. Without one, pass `aria-label` to name it.
   * @default undefined
   */
  caption?: ReactNode;
  /**
   * Names the table and its scroll area when there is no visible caption.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * The name a list keeps its view under in the app's list store (the URL): by default its aria-label or
   * caption. Give a short, steady one where that name holds changing data ('Detailed log of <automation>').
   */
  listName?: string;
  /**
   * What is loading, read by screen readers ('Searching').
   * @default 'Loading' and a record table's `aria-label` ('Loading org users'), else 'Loading…'
   */
  loadingLabel?: string;
  /**
   * `data` is one page of a longer list the server pages: where the page starts in it (from 0) and
   * how many rows the whole list has, so the count above the list reads 'Showing 21–40 of 275'.
   * @default undefined
   */
  pageOf?: { first: number; total: number };
  /**
   * Shown when `data` is empty (the `record` variant's empty-state title).
   * @default 'No' and a record table's `aria-label` ('No org users'), else 'No results'
   */
  emptyMessage?: ReactNode;
  /**
   * What the user can do about an empty `record` table ('Add one with New Council.').
   * @default undefined
   */
  emptyDescription?: ReactNode;
  /**
   * Adds an action button to every row (the spec's 'Edit'), called with that row.
   * @default undefined
   */
  onRowAction?: (row: Row) => void;
  /**
   * The action button's visible text; its accessible name adds the row's name ('Edit Ann Lee').
   * @default 'Edit'
   */
  rowActionLabel?: string;
  /**
   * The buttons at the end of a row, in order (instead of `onRowAction`); one with `confirm` asks
   * first. The action column sizes to its buttons, so none is ever cut.
   * @default undefined
   */
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /**
   * The row's name, which the action buttons' accessible names end with ('Delete Weekly tips').
   * @default the text of the row-header column, else of the first column
   */
  rowName?: (row: Row) => string;
  /**
   * The action column's header ('Open'). A record table shows 'Actions' without one; a list shows
   * it only when given (else 'Actions' is read, not shown).
   * @default undefined
   */
  actionsHeader?: string;
  /**
   * Content shown under a row across every column (e.g. a council's schools) when it answers
   * something other than null or undefined. `record` variant only.
   * @default undefined
   */
  rowDetail?: (row: Row) => ReactNode;
  /**
   * The sort to start with when it should not be the first column ascending.
   * @default undefined
   */
  defaultSort?: DataTableSort;
  /**
   * Maximum height of the scroll area, as a CSS length (a theme size or a calc of one).
   * @default about twelve rows (`calc(theme.size['table-row'] * 12)`)
   */
  height?: string;
  /**
   * Renders controls beside the row count (e.g. an export button); `shownRows()` answers the rows
   * shown right now, after the filters and in the sort order.
   * @default undefined
   */
  toolbar?: (shownRows: () => Row[]) => ReactNode;
  /**
   * Offers the Columns menu (hide and show columns, Reset columns), kept per list in the browser under
   * the list's name. `list` variant with a name only.
   * @default true for a named list of 4 columns or more
   */
  columnChooser?: boolean;
  /**
   * Offers the Views menu (save the filters, sort and columns under a name, pick or delete a saved one),
   * kept per list in the browser under the list's name. `list` variant with a name only.
   * @default true for a named list of 4 columns or more
   */
  savedViews?: boolean;
  /**
   * A checkbox first in each row ('Select Ann Lee') and in the header ('Select all 25 shown'):
   * Space toggles, Shift+click selects a range; the selection stays through sorting and filtering
   * and a bar shows 'N selected', Clear selection and Export CSV (of the selection).
   * @default false (true when `bulkActions` are given)
   */
  selection?: boolean;
  /**
   * Acts on every selected row, in the selection bar: asked once, run row by row with progress, one
   * summary naming the failures. Offer only what the user may do.
   * @default undefined
   */
  bulkActions?: readonly DataTableBulkAction<Row>[];
  /**
   * Saves the Export CSV file (every list has one: the selected rows, else the rows shown).
   * @default the browser downloads it
   */
  onDownload?: (fileName: string, csv: string) => void;
  /**
   * The day the export's file is named after.
   * @default today
   */
  today?: Date;
} & DataTableStateProps &
  DataTableViewProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;
