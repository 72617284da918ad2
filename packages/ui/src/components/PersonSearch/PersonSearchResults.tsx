import { isParentRow, personSearchMessages, verifiedLabel, type PersonSearchRow } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type PersonSearchResultsProps = {
  /** The rows the search found. */
  rows: readonly PersonSearchRow[];
  /** Opens a row: a row with an email is a parent (user), any other a pupil (spec 3 §2). */
  onOpen: (row: PersonSearchRow, kind: 'parent' | 'student') => void;
  /** The search is running. @default false */
  loading?: boolean;
  /** Why the search failed; shown with Retry. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/** user_info's results: id, first name, last name, email, verified, created at; the name opens the person. */
export function PersonSearchResults({
  rows,
  onOpen,
  loading = false,
  error,
  onRetry,
  ...rest
}: PersonSearchResultsProps) {
  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      loadingLabel="Searching"
      empty={rows.length === 0}
      emptyTitle={personSearchMessages.noResults}
      emptyDescription="Check the spelling, or search by fewer fields."
      {...rest}
    >
      <Table aria-label="Search results">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">First name</th>
            <th scope="col">Last name</th>
            <th scope="col">Email</th>
            <th scope="col">Verified</th>
            <th scope="col">Created at</th>
            <th scope="col">Open</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const kind = isParentRow(row) ? 'parent' : 'student';
            return (
              <tr key={`${kind}-${row.id}`}>
                <th scope="row">{row.id}</th>
                <td>{row.first_name}</td>
                <td>{row.last_name}</td>
                <td>{row.email}</td>
                <td>{verifiedLabel(row.verified)}</td>
                <td>{row.created_at}</td>
                <td>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Open ${kind} ${row.first_name} ${row.last_name}`.trim()}
                    onClick={() => onOpen(row, kind)}
                  >
                    {kind === 'parent' ? 'Parent' : 'Student'}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </RecordTableState>
  );
}
