import type { Organisation } from '@stride/domain';
import { useMemo } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../primitives/DataTable/DataTable';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import type { DataTableStateProps, DataTableViewProps } from '../../primitives/DataTable/DataTable.types';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';

/** Which organisations the table lists (the list route's `type`). */
export type OrganisationListType = 'school' | 'council';

export type OrganisationTableProps = {
  /** The organisations of `type`. */
  organisations: readonly Organisation[];
  /** Schools show pupil, parent and staff counts; councils their school count. */
  type: OrganisationListType;
  /** Opens the organisation's detail modal (the name is a button). */
  onOpen: (organisation: Organisation) => void;
  /**
   * Adds Edit TD to every row (super admin).
   * @default undefined
   */
  onEditTravelDirectory?: (organisation: Organisation) => void;
} & DataTableStateProps &
  DataTableViewProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const Logo = styled.img`
  display: block;
  width: ${({ theme }) => theme.size.control.small};
  height: ${({ theme }) => theme.size.control.small};
  object-fit: contain;
`;

// In a narrow column (a phone, where the list scrolls sideways) the name ends with an ellipsis inside
// the button, which shows it whole on hover, rather than the cell cutting the button.
const NameButton = styled.button`
  display: block;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.accent};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
`;

const countColumn = (
  id: string,
  header: string,
  value: (row: Organisation) => number | null | undefined,
): DataTableColumn<Organisation> => ({
  id,
  header,
  accessor: (row) => value(row) ?? 0,
  filterable: false,
});

/**
 * The organisations list (docs/product/organisations.md): id, status, logo, name (opens the detail modal),
 * and pupil, parent and staff counts for schools or the school count for councils; every column sorts and
 * text columns filter.
 */
export function OrganisationTable({
  organisations,
  type,
  onOpen,
  onEditTravelDirectory,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: OrganisationTableProps) {
  const columns = useMemo<DataTableColumn<Organisation>[]>(
    () => [
      { id: 'id', header: 'Id', accessor: (row) => row.id, width: '10%' },
      { id: 'status', header: 'Status', accessor: (row) => row.status },
      {
        id: 'logo',
        header: 'Logo',
        cell: (row) => (row.logo_url ? <Logo src={row.logo_url} alt={`${row.name} logo`} /> : null),
      },
      {
        id: 'name',
        header: 'Name',
        accessor: (row) => row.name,
        width: '30%',
        cell: (row) => (
          <NameButton type="button" title={row.name} onClick={() => onOpen(row)}>
            {row.name}
          </NameButton>
        ),
      },
      ...(type === 'school'
        ? [
            countColumn('pupils', 'Pupils', (row) => row.pupils_count ?? row.total_students),
            countColumn('parents', 'Parents', (row) => row.parents_count ?? row.total_parents),
            countColumn('staff', 'Staff', (row) => row.staff_count ?? row.total_staff),
          ]
        : [countColumn('schools', 'Schools', (row) => row.school_count)]),
    ],
    [type, onOpen],
  );

  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...rest} />;
  return (
    <DataTable
      aria-label={type === 'school' ? 'Schools' : 'Councils'}
      columns={columns}
      data={organisations}
      getRowId={(row) => String(row.id)}
      loading={loading}
      emptyMessage={type === 'school' ? 'No schools yet' : 'No councils yet'}
      onRowAction={onEditTravelDirectory}
      rowActionLabel="Edit TD"
      defaultSort={{ columnId: 'name', direction: 'ascending' }}
      {...rest}
    />
  );
}
