import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Table } from '../record-table.styles';

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
   * Shown instead of an empty table.
   * @default 'No ' and the label in lower case ('No devices')
   */
  emptyMessage?: string;
  /** A row's buttons (e.g. Delete), when the admin may act on it. */
  actions?: (row: Row) => ReactNode;
};

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

const idOf = (row: unknown) => (row as { id: string | number }).id;

/** One list of a profile tab (schools, children, journeys, devices …) as a small table. */
export function ProfileRecords<Row>({
  label,
  columns,
  rows,
  rowKey = idOf,
  emptyMessage = `No ${label.toLowerCase()}`,
  actions,
}: ProfileRecordsProps<Row>) {
  if (rows.length === 0) return <Empty>{emptyMessage}</Empty>;
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {actions && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
            {actions && (
              <td>
                <Actions>{actions(row)}</Actions>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Label and value pairs (the User and Address tabs). */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
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
