import { isParentRow, personSearchMessages, verifiedLabel, type PersonSearchRow } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';

export type PersonSearchResultsProps = {
  /** The rows the search found. */
  rows: readonly PersonSearchRow[];
  /** Opens a row: a row with an email is a parent (user), any other a pupil (docs/product/actions.md). */
  onOpen: (row: PersonSearchRow, kind: 'parent' | 'student') => void;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const kindOf = (row: PersonSearchRow) => (isParentRow(row) ? 'parent' : 'student');

const columns: DataTableColumn<PersonSearchRow>[] = [
  { id: 'id', header: 'Id', accessor: (row) => row.id, rowHeader: true },
  { id: 'first_name', header: 'First name', accessor: (row) => row.first_name },
  { id: 'last_name', header: 'Last name', accessor: (row) => row.last_name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'verified', header: 'Verified', accessor: (row) => verifiedLabel(row.verified) },
  timeColumn('created_at', 'Created at', (row) => row.created_at),
];

/** user_info's results: id, first name, last name, email, verified, created at; Parent or Student opens the person. */
export function PersonSearchResults({ rows, onOpen, ...rest }: PersonSearchResultsProps) {
  return (
    <DataTable
      variant="record"
      aria-label="Search results"
      columns={columns}
      data={rows}
      getRowId={(row) => `${kindOf(row)}-${row.id}`}
      loadingLabel="Searching"
      emptyMessage={personSearchMessages.noResults}
      emptyDescription="Check the spelling, or search by fewer fields."
      actionsHeader="Open"
      rowActions={(row) => {
        const kind = kindOf(row);
        return [
          {
            label: kind === 'parent' ? 'Parent' : 'Student',
            name: `Open ${kind} ${row.first_name} ${row.last_name}`.trim(),
            onClick: () => onOpen(row, kind),
          },
        ];
      }}
      {...rest}
    />
  );
}
