import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { tokenValues } from '../../theme/theme';
import { useConfirmed } from '../ConfirmDialog/useConfirmed';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import { cellText, cellValue, tableColumns } from './data-table-filters';
import { useListView } from './list-state';
import { ListViewMenus } from './ListViewMenus';
import { CHOOSER_MIN_COLUMNS, useColumnChoice } from './useColumnChoice';
import { useTableView } from './useTableView';
import { filterTextsOf, rowFilter, sortedRowOrder } from './data-table-rows';
import type { DataTableColumn } from './data-table-filters';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { DataTableRows } from './DataTableRows';
import type { DataTableRowAction } from './DataTableRows';
import { useColumnWidths } from './useColumnWidths';
import { useCutCells } from './useCutCells';
import { useRowWindow } from './useRowWindow';
import { useReadAppClock } from '../RelativeTime/app-clock';
import { useRowSelection } from './useRowSelection';
import { SelectAllHeaderCell } from './DataTableSelect';
import { DataTableBulkBar } from './DataTableBulkBar';
import { downloadTextFile } from './download-text-file';
import { tableCsv } from './table-csv';
import { Button } from '../Button/Button';
import { useScrollAnchor } from './useScrollAnchor';
import * as S from './DataTable.styles';
import type { DataTableProps } from './DataTable.types';

// The row window needs the row height as a number; cells are styled to exactly this token.
const ROW_HEIGHT = Number.parseFloat(tokenValues.size['table-row']);
const SKELETON_ROWS = 6;
const count = new Intl.NumberFormat('en-GB');

/** The count above a list: the rows shown of the rows loaded, or of the whole list when it is paged. */
function shownLabel(shown: number, loaded: number, pageOf?: { first: number; total: number }) {
  if (!pageOf || loaded === 0) return `Showing ${count.format(shown)} of ${count.format(loaded)}`;
  const page = `${count.format(pageOf.first + 1)}–${count.format(pageOf.first + loaded)}`;
  const total = count.format(pageOf.total);
  return shown === loaded
    ? `Showing ${page} of ${total}`
    : `Showing ${count.format(shown)} of rows ${page} of ${total}`;
}
const noRows: never[] = [];
const idOrIndex = (row: unknown, index: number) => String((row as { id?: string | number }).id ?? index);
// A name inside a sentence: 'Org users' → 'org users'; an initialism stays as it is ('ML models').
const inText = (name: string) => name.replace(/^[A-Z](?![A-Z])/, (first) => first.toLowerCase());
/** A record table keeps the given order and has no filters: its columns neither sort nor filter. */
const fixedColumns = <Row,>(columns: readonly DataTableColumn<Row>[]) =>
  columns.map((column) => ({ ...column, sortable: false, filterable: false }));

/** The row's name: the text of its row-header column, else of its first column. */
function nameOf<Row>(columns: readonly DataTableColumn<Row>[]) {
  const column = columns.find((candidate) => candidate.rowHeader) ?? columns[0];
  return (row: Row) => (column ? cellText(cellValue(column, row)) : '');
}

/**
 * The one table of the design system. `list` (the default) is a sortable, filterable table for long
 * lists (staff, parents, pupils): every column filters with a case-insensitive "contains" and sorts
 * from its header; rows are virtualised inside a real `<tbody>` (spacer rows above and below the
 * visible ones), so 100 000 rows scroll smoothly. `record` is a short table of records (councils,
 * templates, org users) in the given order. Both show loading, empty and failed-with-Retry states,
 * row-header cells and action buttons the same way. A named list of four columns or more shows Columns
 * (hide and show columns) and Views (save, pick and delete views of its filters, sort and columns) beside
 * its count, kept per list in the browser (`ListPreferencesProvider`; `columnChooser`, `savedViews`).
 * Every list exports itself (Export CSV, off while there is nothing to export); with
 * `selection` or `bulkActions` rows can be selected and acted on at once (DataTableBulkBar).
 */
export function DataTable<Row>({
  variant = 'list',
  columns: givenColumns,
  data,
  getRowId = idOrIndex,
  caption,
  'aria-label': ariaLabel,
  listName = ariaLabel ?? (typeof caption === 'string' ? caption : undefined),
  loading = false,
  pageOf,
  loadingLabel = variant === 'record' && ariaLabel ? `Loading ${inText(ariaLabel)}` : 'Loading…',
  error,
  errorDetail,
  onRetry,
  emptyMessage = variant === 'record' && ariaLabel ? `No ${inText(ariaLabel)}` : 'No results',
  emptyDescription,
  onRowAction,
  rowActionLabel = 'Edit',
  rowActions,
  rowName,
  actionsHeader,
  rowDetail,
  defaultSort,
  height,
  toolbar,
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  onViewChange,
  columnChooser,
  savedViews,
  selection: selectable = false,
  bulkActions,
  onDownload = downloadTextFile,
  today,
  ...rest
}: DataTableProps<Row>) {
  const record = variant === 'record';
  const allColumns = useMemo(
    () => (record ? fixedColumns(givenColumns) : givenColumns),
    [record, givenColumns],
  );
  // A named list of several columns offers the Columns and Views menus, kept under its name (ListViewMenus).
  const offers = !record && Boolean(listName) && allColumns.length >= CHOOSER_MIN_COLUMNS;
  const chooser = !record && Boolean(listName) && (columnChooser ?? offers);
  const viewMenu = !record && Boolean(listName) && (savedViews ?? offers);
  const choice = useColumnChoice(listName, allColumns, chooser || viewMenu);
  const columns = chooser ? choice.columns : allColumns;
  const captionId = useId();
  const statusId = useId();
  const messageId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // A list's sort and filters are its page's, else the app's list store's (the URL), else its own.
  const kept = useListView(record ? undefined : listName, {
    sort,
    onSortChange,
    filters,
    onFiltersChange,
    onViewChange,
  });
  const view = useTableView(allColumns, defaultSort, kept);
  const { sorting, columnFilters } = view;
  const columnDefs = useMemo(() => tableColumns(columns), [columns]);

  // TanStack keeps the header state; the rows are ordered and filtered by data-table-rows.ts.
  const table = useReactTable<Row>({
    data: noRows as Row[],
    columns: columnDefs,
    state: { sorting, columnFilters },
    onSortingChange: (updater) => {
      view.setSorting(updater);
      scrollRef.current?.scrollTo({ top: 0 });
    },
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
  });
  // A list sorted by a column since hidden keeps that order.
  const order = useMemo(() => sortedRowOrder(data, allColumns, sorting), [data, allColumns, sorting]);
  // A time column filters on what it shows beside now ('yesterday'): the clock is read with the data.
  const readClock = useReadAppClock();
  const textsOf = useMemo(() => filterTextsOf(data, columns, readClock()), [data, columns, readClock]);
  // A keystroke filters in the same render as the box (ADR 0072): lengthening a needle only narrows
  // the last answer, a Backspace answers from memory, and only rows that changed render again.
  const filterRows = useMemo(() => rowFilter(order, textsOf), [order, textsOf]);
  const rows = useMemo(() => filterRows(columnFilters), [filterRows, columnFilters]);
  const selecting = useRowSelection({
    enabled: selectable || Boolean(bulkActions),
    data,
    getRowId,
    order,
    shown: rows,
  });
  // Make the filter texts while the browser is idle, so even the first keystroke only compares.
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') return;
    const handle = requestIdleCallback(() => columns.forEach((column) => textsOf(column.id)));
    return () => cancelIdleCallback(handle);
  }, [columns, textsOf]);
  // The row at the top is kept with the list's state and comes back with its rows; new data (another
  // school chosen) starts again from the first row, as a list goes back to page 0.
  useScrollAnchor(scrollRef, {
    name: record ? undefined : listName,
    rowHeight: ROW_HEIGHT,
    data,
    rowCount: rows.length,
    loading,
  });

  const inView = useRowWindow(scrollRef, loading || record ? 0 : rows.length, ROW_HEIGHT);
  // A record table renders every row; a list only the rows in view.
  const { first, last, paddingTop, paddingBottom } = record
    ? { first: 0, last: rows.length, paddingTop: 0, paddingBottom: 0 }
    : inView;

  const actionsOf = useMemo(
    () =>
      rowActions ??
      (onRowAction && ((row: Row) => [{ label: rowActionLabel, onClick: () => onRowAction(row) }])),
    [rowActions, onRowAction, rowActionLabel],
  );
  const nameOfRow = useMemo(() => rowName ?? nameOf(columns), [rowName, columns]);
  const confirming = useConfirmed((action: DataTableRowAction) => action.onClick(), {
    question: (action) => action.confirm?.question,
    description: (action) => action.confirm?.description,
  });
  // A record table that is wider than its place scrolls sideways: then it takes focus, so keyboard
  // users can scroll it too.
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (record && scroller) setScrolls(scroller.scrollWidth > scroller.clientWidth);
  }, [record, data, rows, loading, error]);
  const widths = useColumnWidths(
    tableRef,
    { record, columns, actions: Boolean(actionsOf), select: Boolean(selecting.onSelect) },
    [data, rows, first, last, loading, error],
  );

  useCutCells(tableRef, !record && !loading && !error, [data, rows, first, last, widths]);

  const setFilter = (id: string, value: string) => {
    view.setFilter(id, value);
    scrollRef.current?.scrollTo({ top: 0 });
  };
  const filterValue = (id: string) =>
    columnFilters.find((filter) => filter.id === id)?.value as string | undefined;

  const span = columns.length + (actionsOf ? 1 : 0) + (selecting.onSelect ? 1 : 0);
  // Export CSV: the selected rows, else the rows shown, in the columns' order (table-csv.ts).
  const exportCsv = () => {
    const fileLabel = ariaLabel ?? (typeof caption === 'string' ? caption : 'list');
    const picked = selecting.count
      ? selecting.selectedRows().map(({ row }) => row)
      : rows.map((index) => data[index]);
    const { fileName, csv } = tableCsv(columns, picked, fileLabel, today ?? new Date());
    onDownload(fileName, csv);
  };
  // Nothing to export while the rows load, or when none shows and none is selected: the button is then
  // off, and described by what the list says instead of rows (its status, or its empty message), as a
  // disabled button says why.
  const nothingToExport = !loading && rows.length === 0 && !selecting.count;
  const exportButton = (
    <Button
      variant="secondary"
      size="small"
      disabled={loading || nothingToExport}
      aria-describedby={loading ? statusId : nothingToExport ? messageId : undefined}
      onClick={exportCsv}
    >
      Export CSV
    </Button>
  );
  const name = caption ? undefined : ariaLabel;
  const showRows = !loading && rows.length > 0;
  // Row counts and indexes tell screen readers where a windowed row sits; a record table has all.
  const windowed = showRows && !record;
  const focusable = !record || scrolls;

  // The failure wins over loading and empty, so Retry stays in reach.
  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...rest} />;
  if (record && loading) return <Skeleton lines={4} label={loadingLabel} {...rest} />;
  if (record && data.length === 0)
    return (
      <div {...rest}>
        <EmptyState title={emptyMessage} description={emptyDescription} />
        {/* A question stays until it closes, even when its Yes emptied the table. */}
        {confirming.dialog}
      </div>
    );

  return (
    <S.Root {...rest}>
      {record ? null : (
        <S.Toolbar>
          <S.Status role="status" id={statusId}>
            {loading ? loadingLabel : shownLabel(rows.length, data.length, pageOf)}
          </S.Status>
          <ListViewMenus
            columns={allColumns}
            choice={choice}
            chooser={chooser}
            views={viewMenu}
            current={view.current}
            clearFilter={(id) => filterValue(id) && setFilter(id, '')}
            applyView={(next) => {
              view.setView(next);
              scrollRef.current?.scrollTo({ top: 0 });
            }}
          >
            {toolbar?.(() => rows.map((index) => data[index]))}
            {selecting.count ? null : exportButton}
          </ListViewMenus>
        </S.Toolbar>
      )}
      {selecting.onSelect && (
        <DataTableBulkBar
          count={selecting.count}
          hidden={selecting.hidden}
          onClear={selecting.clear}
          bulkActions={bulkActions ?? []}
          selectedRows={selecting.selectedRows}
          rowName={nameOfRow}
          keepOnly={selecting.keepOnly}
          exportButton={exportButton}
        />
      )}
      <S.Scroller
        ref={scrollRef}
        data-variant={variant}
        // A list's scroll area is focusable so keyboard users can scroll it, and a region when it
        // has a name to announce; a record table grows with its rows and only scrolls sideways (on a
        // narrow screen): its scroll area is then a named group, not a landmark, as it sits in a page's
        // section that often bears the same name (two regions of one name are one too many).
        tabIndex={focusable ? 0 : undefined}
        role={focusable && (caption || ariaLabel) ? (record ? 'group' : 'region') : undefined}
        aria-label={focusable ? name : undefined}
        aria-labelledby={focusable && caption ? captionId : undefined}
        style={height ? { maxHeight: height } : undefined}
      >
        <S.Table
          ref={tableRef}
          data-variant={variant}
          aria-label={name}
          aria-busy={loading || undefined}
          aria-rowcount={windowed ? rows.length + 1 : undefined}
          style={widths.style}
        >
          {caption && <S.Caption id={captionId}>{caption}</S.Caption>}
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              {selecting.onSelect && (
                <SelectAllHeaderCell
                  shown={rows.length}
                  state={selecting.allShown}
                  onChange={selecting.onSelectAllShown}
                />
              )}
              {table.getHeaderGroups()[0].headers.map((header, index) => (
                <DataTableHeaderCell
                  key={header.id}
                  header={header}
                  label={columns[index].header}
                  width={widths.columnWidth(columns[index])}
                  filterValue={filterValue(header.id)}
                  onFilterChange={(value) => setFilter(header.id, value)}
                />
              ))}
              {actionsOf && (
                <S.HeaderCell scope="col" data-column="actions">
                  {actionsHeader || record ? (
                    <S.HeaderLabel>{actionsHeader ?? 'Actions'}</S.HeaderLabel>
                  ) : (
                    <VisuallyHidden.Root>Actions</VisuallyHidden.Root>
                  )}
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
                windowed={windowed}
                rowActions={actionsOf}
                rowName={nameOfRow}
                onConfirm={confirming.ask}
                rowDetail={record ? rowDetail : undefined}
                span={span}
                selection={selecting.selection}
                onSelect={selecting.onSelect}
              />
            )}
            {showRows && paddingBottom > 0 && (
              <tr aria-hidden="true">
                <td data-cell="spacer" colSpan={span} style={{ height: paddingBottom }} />
              </tr>
            )}
          </tbody>
        </S.Table>
        {!loading && rows.length === 0 && (
          <S.EmptyMessage id={messageId}>
            {data.length === 0 ? emptyMessage : 'No rows match the filters'}
          </S.EmptyMessage>
        )}
      </S.Scroller>
      {confirming.dialog}
    </S.Root>
  );
}
