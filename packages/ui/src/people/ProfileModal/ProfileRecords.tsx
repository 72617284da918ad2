import { useMemo } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableRowAction } from '../../primitives/DataTable/DataTableRows';

export type ProfileRecordsProps<Row> = {
  /** Names the table. */
  label: string;
  /** Column headers and each row's cell. */
  columns: readonly { header: string; cell: (row: Row) => ReactNode }[];
  rows: readonly Row[];
  /**
   * A row's React key.
   * @default the row's `id`
   */
  rowKey?: (row: Row) => string | number;
  /**
   * A row's button (e.g. Delete, asking first), when the admin may act on it.
   * @default undefined
   */
  action?: (row: Row) => DataTableRowAction;
};

const idOf = (row: unknown) => (row as { id: string | number }).id;

/** One list of a profile tab (schools, children, journeys, devices …) as a small record table. */
export function ProfileRecords<Row>({
  label,
  columns,
  rows,
  rowKey = idOf,
  action,
}: ProfileRecordsProps<Row>) {
  const tableColumns = useMemo(
    () => columns.map((column): DataTableColumn<Row> => ({ id: column.header, ...column })),
    [columns],
  );
  return (
    <DataTable
      variant="record"
      aria-label={label}
      columns={tableColumns}
      data={rows}
      getRowId={(row) => String(rowKey(row))}
      rowActions={action && ((row) => [action(row)])}
    />
  );
}

/**
 * Label and value pairs (the User and Address tabs). A long value (an e-mail on a phone) wraps inside its
 * column instead of running out of the modal.
 */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

// A dl may group each term with its value in a div; the grid lays out the dt and dd inside.
const Pair = styled.div`
  display: contents;
`;

/** The rows of a Details list; an empty value shows a dash. */
export function DetailRows({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Details>
      {rows.map(([term, value]) => (
        <Pair key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </Pair>
      ))}
    </Details>
  );
}
