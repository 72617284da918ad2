import { memo } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Button } from '../Button/Button';
import { cellText } from './data-table-filters';
import type { DataTableColumn } from './data-table-filters';

export type DataTableRowsProps<Row> = {
  /** Every row of the table. */
  data: readonly Row[];
  /** The shown rows, as indexes into `data` in display order. */
  rows: readonly number[];
  /** The first position (in `rows`) in the window. */
  first: number;
  /** The position after the last one in the window. */
  last: number;
  /** The table's columns. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable id per row. */
  getRowId: (row: Row, index: number) => string;
  /**
   * The row action (Edit), when the table has one.
   * @default undefined
   */
  onRowAction?: (row: Row) => void;
  /** The row action's visible text. */
  rowActionLabel: string;
};

type DataTableRowProps<Row> = Pick<DataTableRowsProps<Row>, 'columns' | 'onRowAction' | 'rowActionLabel'> & {
  row: Row;
  rowIndex: number;
};

/**
 * One row. Memoised: a row that stays in the window across a keystroke or a scroll is not rendered
 * again. Cells are plain `<td>`s styled by the table (DataTable.styles.ts), so a row costs no
 * styled-component work.
 */
const DataTableRow = memo(function DataTableRow<Row>({
  row,
  rowIndex,
  columns,
  onRowAction,
  rowActionLabel,
}: DataTableRowProps<Row>) {
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((column) => (
        <td key={column.id}>{column.cell ? column.cell(row) : cellText(column.accessor(row))}</td>
      ))}
      {onRowAction && (
        <td>
          <Button variant="secondary" size="small" onClick={() => onRowAction(row)}>
            {rowActionLabel}
            <VisuallyHidden.Root> {cellText(columns[0]?.accessor(row))}</VisuallyHidden.Root>
          </Button>
        </td>
      )}
    </tr>
  );
}) as <Row>(props: DataTableRowProps<Row>) => ReactNode;

/**
 * The rows in the window. Memoised on the shown rows and the window bounds, so typing into a filter
 * box renders nothing here until the shown rows change (ADR 0072).
 */
export const DataTableRows = memo(function DataTableRows<Row>({
  data,
  rows,
  first,
  last,
  columns,
  getRowId,
  onRowAction,
  rowActionLabel,
}: DataTableRowsProps<Row>) {
  const shown = [];
  for (let position = first; position < last; position += 1) {
    const index = rows[position];
    const row = data[index];
    shown.push(
      <DataTableRow
        key={getRowId(row, index)}
        row={row}
        rowIndex={position + 2}
        columns={columns}
        onRowAction={onRowAction}
        rowActionLabel={rowActionLabel}
      />,
    );
  }
  return shown;
}) as <Row>(props: DataTableRowsProps<Row>) => ReactNode;
