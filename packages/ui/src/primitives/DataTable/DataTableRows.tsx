import { withoutBidiControls } from '@stride/domain';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { UserText } from '../UserText/UserText';
import type { ButtonProps } from '../Button/Button';
import { cellText, cellValue } from './data-table-filters';
import type { DataTableColumn } from './data-table-filters';
import { SelectCell } from './DataTableSelect';

/**
 * A button at the end of a row: its text, and an accessible name that adds the row's name
 * ('Delete Weekly tips') unless `name` says otherwise.
 */
export type DataTableRowAction = {
  /** The visible text. */
  label: string;
  /** Runs the action; with `confirm`, once the user said Yes (a rejection keeps the question open). */
  onClick: () => void | Promise<unknown>;
  /**
   * The whole accessible name, when the label and the row's name do not say it ('Stats of Oakfield').
   * @default the label and the row's name
   */
  name?: string;
  /**
   * Asks this Yes/No question first ('Delete Bo Ray?'), with more detail under it.
   * @default undefined
   */
  confirm?: { question: ReactNode; description?: ReactNode };
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
  /** @default false */
  disabled?: boolean;
  /** Shows the action is running. @default false */
  loading?: boolean;
};

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
  /** The rows are a window of a longer list: each carries its position (`aria-rowindex`). */
  windowed: boolean;
  /**
   * The row's buttons, when the table has any.
   * @default undefined
   */
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** The row's name, for its buttons' accessible names. */
  rowName: (row: Row) => string;
  /** Asks an action's question before running it. */
  onConfirm: (action: DataTableRowAction) => void;
  /**
   * Content under the row, across every column.
   * @default undefined
   */
  rowDetail?: (row: Row) => ReactNode;
  /** How many columns a detail row spans. */
  span: number;
  /**
   * The selected rows' ids, when the rows can be selected (a checkbox first in each row).
   * @default undefined
   */
  selection?: ReadonlySet<string>;
  /**
   * Toggles the row at a shown position, or the range from the last one clicked (Shift).
   * @default undefined
   */
  onSelect?: (position: number, range: boolean) => void;
};

type DataTableRowProps<Row> = Pick<
  DataTableRowsProps<Row>,
  'columns' | 'windowed' | 'rowActions' | 'rowName' | 'onConfirm' | 'rowDetail' | 'span' | 'onSelect'
> & {
  row: Row;
  rowIndex: number;
  /** The row is selected (only the rows whose answer changed render again). */
  selected?: boolean;
};

/**
 * One cell: the column's own rendering, else its text, isolated (`UserText`: a name's direction
 * cannot reorder the cell, and bidi overrides are dropped); a list's one-line cells carry their text
 * as a title, so a cut one reads in full on hover; a `fit` column's content is measured for its width.
 */
function cellOf<Row>(column: DataTableColumn<Row>, row: Row, oneLine: boolean) {
  const Cell = column.rowHeader ? 'th' : 'td';
  const scope = column.rowHeader ? 'row' : undefined;
  const text = cellText(cellValue(column, row));
  if (column.cell)
    return (
      <Cell
        key={column.id}
        scope={scope}
        // A cut one-line cell reads in full on hover: its accessor's text, when the column has one.
        title={(oneLine && !column.fit && withoutBidiControls(text)) || undefined}
      >
        {column.fit ? <span data-fit-column={column.id}>{column.cell(row)}</span> : column.cell(row)}
      </Cell>
    );
  return (
    <Cell
      key={column.id}
      scope={scope}
      title={(oneLine && !column.fit && withoutBidiControls(text)) || undefined}
    >
      {text &&
        (column.fit ? (
          <span data-fit-column={column.id}>
            <UserText>{text}</UserText>
          </span>
        ) : (
          <UserText>{text}</UserText>
        ))}
    </Cell>
  );
}

/**
 * One row. Memoised: a row that stays in the window across a keystroke or a scroll is not rendered
 * again. Cells are plain `<td>`s styled by the table (DataTable.styles.ts), so a row costs no
 * styled-component work.
 */
const DataTableRow = memo(function DataTableRow<Row>({
  row,
  rowIndex,
  columns,
  windowed,
  rowActions,
  rowName,
  onConfirm,
  rowDetail,
  span,
  selected = false,
  onSelect,
}: DataTableRowProps<Row>) {
  const detail = rowDetail?.(row);
  return (
    <>
      <tr data-row="" aria-rowindex={windowed ? rowIndex : undefined}>
        {onSelect && (
          <SelectCell name={rowName(row)} selected={selected} position={rowIndex - 2} onSelect={onSelect} />
        )}
        {columns.map((column) => cellOf(column, row, windowed))}
        {rowActions && (
          <td data-cell="actions">
            <div data-row-actions="">
              {rowActions(row).map((action) => (
                <Button
                  key={action.label}
                  variant={action.variant ?? 'secondary'}
                  size="small"
                  aria-label={action.name ?? `${action.label} ${withoutBidiControls(rowName(row))}`.trim()}
                  disabled={action.disabled}
                  loading={action.loading}
                  onClick={action.confirm ? () => onConfirm(action) : action.onClick}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          </td>
        )}
      </tr>
      {detail === null || detail === undefined ? null : (
        <tr data-detail="">
          <td colSpan={span}>{detail}</td>
        </tr>
      )}
    </>
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
  getRowId,
  selection,
  ...row
}: DataTableRowsProps<Row>) {
  const shown = [];
  for (let position = first; position < last; position += 1) {
    const index = rows[position];
    const id = getRowId(data[index], index);
    shown.push(
      <DataTableRow
        key={id}
        row={data[index]}
        rowIndex={position + 2}
        selected={selection?.has(id)}
        {...row}
      />,
    );
  }
  return shown;
}) as <Row>(props: DataTableRowsProps<Row>) => ReactNode;
