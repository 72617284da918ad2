import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { tokenValues } from '../../theme/theme';
import { initialSorting, tableColumns } from './data-table-filters';
import { filterTextsOf, rowFilter, sortedRowOrder } from './data-table-rows';
import type { DataTableColumn } from './data-table-filters';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { DataTableRows } from './DataTableRows';
import { useRowWindow } from './useRowWindow';
import * as S from './DataTable.styles';

export type DataTableProps<Row> = {
  /** The columns, in order; the first sortable one is the default sort. Keep the array stable (a constant or useMemo). */
  columns: readonly DataTableColumn<Row>[];
  /** The rows; tens of thousands are fine, only the visible ones reach the DOM. */
  data: readonly Row[];
  /**
   * A stable id per row, so rows keep their identity across sorting and filtering.
   * @default the row's index in `data`
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
   * Shows skeleton rows and marks the table busy while the rows load.
   * @default false
   */
  loading?: boolean;
  /**
   * Shown when `data` is empty.
   * @default 'No results'
   */
  emptyMessage?: ReactNode;
  /**
   * Adds an action button to every row (the spec's 'Edit'), called with that row.
   * @default undefined
   */
  onRowAction?: (row: Row) => void;
  /**
   * The action button's visible text; its accessible name adds the row's first cell ('Edit Ann Lee').
   * @default 'Edit'
   */
  rowActionLabel?: string;
  /**
   * The sort to start with when it should not be the first column ascending.
   * @default undefined
   */
  defaultSort?: { columnId: string; direction: 'ascending' | 'descending' };
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
} & Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

// The row window needs the row height as a number; cells are styled to exactly this token.
const ROW_HEIGHT = Number.parseFloat(tokenValues.size['table-row']);
const SKELETON_ROWS = 6;
const count = new Intl.NumberFormat('en-GB');
const noRows: never[] = [];
const rowIndexId = (_row: unknown, index: number) => String(index);

/**
 * A sortable, filterable table for long lists (staff, parents, pupils). Every column filters with a
 * case-insensitive "contains" and sorts from its header; rows are virtualised inside a real
 * `<tbody>` (spacer rows above and below the visible ones), so 100 000 rows scroll smoothly.
 */
export function DataTable<Row>({
  columns,
  data,
  getRowId = rowIndexId,
  caption,
  'aria-label': ariaLabel,
  loading = false,
  emptyMessage = 'No results',
  onRowAction,
  rowActionLabel = 'Edit',
  defaultSort,
  height,
  toolbar,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sorting, setSorting] = useState<SortingState>(() => initialSorting(columns, defaultSort));
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const columnDefs = useMemo(() => tableColumns(columns), [columns]);

  // TanStack keeps the header state; the rows are ordered and filtered by data-table-rows.ts.
  const table = useReactTable<Row>({
    data: noRows as Row[],
    columns: columnDefs,
    state: { sorting, columnFilters },
    onSortingChange: (updater) => {
      setSorting(updater);
      scrollRef.current?.scrollTo({ top: 0 });
    },
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
  });
  const order = useMemo(() => sortedRowOrder(data, columns, sorting), [data, columns, sorting]);
  const textsOf = useMemo(() => filterTextsOf(data, columns), [data, columns]);
  // A keystroke filters in the same render as the box (ADR 0072): lengthening a needle only narrows
  // the last answer, a Backspace answers from memory, and only rows that changed render again.
  const filterRows = useMemo(() => rowFilter(order, textsOf), [order, textsOf]);
  const rows = useMemo(() => filterRows(columnFilters), [filterRows, columnFilters]);
  // Make the filter texts while the browser is idle, so even the first keystroke only compares.
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return;
    const handle = requestIdleCallback(() => columns.forEach((column) => textsOf(column.id)));
    return () => cancelIdleCallback(handle);
  }, [columns, textsOf]);
  // New data (another school chosen) starts again from the first row, as a list goes back to page 0.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [data]);

  const { first, last, paddingTop, paddingBottom } = useRowWindow(
    scrollRef,
    loading ? 0 : rows.length,
    ROW_HEIGHT,
  );

  const setFilter = (id: string, value: string) => {
    setColumnFilters((current) => [
      ...current.filter((filter) => filter.id !== id),
      ...(value ? [{ id, value }] : []),
    ]);
    scrollRef.current?.scrollTo({ top: 0 });
  };
  const filterValue = (id: string) =>
    columnFilters.find((filter) => filter.id === id)?.value as string | undefined;

  const span = columns.length + (onRowAction ? 1 : 0);
  const name = caption ? undefined : ariaLabel;
  const showRows = !loading && rows.length > 0;

  return (
    <S.Root {...rest}>
      <S.Toolbar>
        <S.Status role="status">
          {loading ? 'Loading…' : `Showing ${count.format(rows.length)} of ${count.format(data.length)}`}
        </S.Status>
        {toolbar?.(() => rows.map((index) => data[index]))}
      </S.Toolbar>
      <S.Scroller
        ref={scrollRef}
        // Focusable so keyboard users can scroll it; a region only when it has a name to announce.
        tabIndex={0}
        role={caption || ariaLabel ? 'region' : undefined}
        aria-label={name}
        aria-labelledby={caption ? captionId : undefined}
        style={height ? { maxHeight: height } : undefined}
      >
        <S.Table
          aria-label={name}
          aria-busy={loading || undefined}
          aria-rowcount={showRows ? rows.length + 1 : undefined}
        >
          {caption && <S.Caption id={captionId}>{caption}</S.Caption>}
          <thead>
            <tr aria-rowindex={showRows ? 1 : undefined}>
              {table.getHeaderGroups()[0].headers.map((header, index) => (
                <DataTableHeaderCell
                  key={header.id}
                  header={header}
                  label={columns[index].header}
                  width={columns[index].width}
                  filterValue={filterValue(header.id)}
                  onFilterChange={(value) => setFilter(header.id, value)}
                />
              ))}
              {onRowAction && (
                <S.HeaderCell scope="col" data-column="actions">
                  <VisuallyHidden.Root>Actions</VisuallyHidden.Root>
                </S.HeaderCell>
              )}
            </tr>
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {Array.from({ length: span }, (_cell, cell) => (
                    <td key={cell}>
                      <S.SkeletonBar />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td data-cell="message" colSpan={span}>
                  {data.length === 0 ? emptyMessage : 'No rows match the filters'}
                </td>
              </tr>
            )}
            {/* Spacer heights change on every scroll, so they are inline styles, not generated classes. */}
            {showRows && paddingTop > 0 && (
              <tr aria-hidden="true">
                <td data-cell="spacer" colSpan={span} style={{ height: paddingTop }} />
              </tr>
            )}
            {showRows && (
              <DataTableRows
                data={data}
                rows={rows}
                first={first}
                last={last}
                columns={columns}
                getRowId={getRowId}
                onRowAction={onRowAction}
                rowActionLabel={rowActionLabel}
              />
            )}
            {showRows && paddingBottom > 0 && (
              <tr aria-hidden="true">
                <td data-cell="spacer" colSpan={span} style={{ height: paddingBottom }} />
              </tr>
            )}
          </tbody>
        </S.Table>
      </S.Scroller>
    </S.Root>
  );
}
