import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import type { DataTableViewProps } from '../../primitives/DataTable/DataTable.types';

/** What the staff, parents and pupils tables share: loading, error with Retry, Edit, CSV export. */
export type PeopleListProps<Row> = {
  /** The rows of the list; 100 000 are fine. */
  rows: readonly Row[];
  /** Opens the person's profile (the row's Edit button). */
  onEdit: (row: Row) => void;
  /**
   * The rows are loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the list could not be loaded; shown with Retry instead of the table.
   * @default undefined
   */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Saves the export; by default the browser downloads the file.
   * @default the browser downloads the file
   */
  onDownload?: (fileName: string, csv: string) => void;
  /**
   * The day the export's file is named after.
   * @default today
   */
  today?: Date;
  /**
   * Adds a School column (the row's schools): for admins who see several schools
   * (`listsSchoolOfEachRow` of their role), so they know whose a row is.
   * @default false
   */
  showSchool?: boolean;
} & DataTableViewProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

type PeopleTableProps<Row extends { schools?: readonly string[] }> = PeopleListProps<Row> & {
  /** The list's name: the table's label and the export file's name. */
  listName: string;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
};

/**
 * A people list on DataTable (docs/product/people.md): every column filters ("contains", any case) and
 * sorts, first column ascending by default; Export CSV (the list's own) saves the rows shown, as filtered and sorted.
 */
export function PeopleTable<Row extends { schools?: readonly string[] }>({
  listName,
  columns: listColumns,
  getRowId,
  rows,
  onEdit,
  loading = false,
  error,
  errorDetail,
  onRetry,
  onDownload,
  today,
  showSchool = false,
  ...rest
}: PeopleTableProps<Row>) {
  const columns = useMemo(
    (): readonly DataTableColumn<Row>[] =>
      showSchool
        ? [...listColumns, { id: 'school', header: 'School', accessor: (row: Row) => row.schools ?? [] }]
        : listColumns,
    [listColumns, showSchool],
  );
  if (error) {
    // The list's view props are the table's, never the failure's element's.
    const {
      sort: _sort,
      onSortChange: _onSortChange,
      filters: _filters,
      onFiltersChange: _onFiltersChange,
      onViewChange: _onViewChange,
      ...element
    } = rest;
    return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...element} />;
  }
  return (
    <DataTable
      aria-label={listName}
      columns={columns}
      data={rows}
      getRowId={getRowId}
      loading={loading}
      emptyMessage={`No ${listName.toLowerCase()} yet`}
      onRowAction={onEdit}
      onDownload={onDownload}
      today={today}
      {...rest}
    />
  );
}
