import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import {
  bulkProgress,
  bulkSummary,
  failureReason,
  type BulkFailure,
  type DataTableBulkAction,
} from './bulk-summary';
import { selectedLabel } from './row-selection';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Count = styled.p`
  margin: 0;
  margin-inline-end: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Progress = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

type DataTableBulkBarProps<Row> = {
  /** How many rows are selected, and how many of them the filters hide. */
  count: number;
  hidden: number;
  onClear: () => void;
  /** The acts on the selected rows; none leaves only the count, Clear selection and the export. */
  bulkActions: readonly DataTableBulkAction<Row>[];
  /** The selected rows, in the sort order, with their ids. */
  selectedRows: () => { id: string; row: Row }[];
  rowName: (row: Row) => string;
  /** After an act: the rows it failed on stay selected. */
  keepOnly: (ids: string[]) => void;
  /** The Export CSV button, which exports the selection while there is one. */
  exportButton: ReactNode;
};

/**
 * The bar over a list while rows are selected: 'N selected', Clear selection, the bulk acts and
 * Export CSV. An act asks once (its question names the count), runs row by row showing its progress
 * ('Verifying 3 of 10…'), goes on past failures and sums up once; the technical words of the failures
 * sit behind 'Technical details'.
 */
export function DataTableBulkBar<Row>({
  count,
  hidden,
  onClear,
  bulkActions,
  selectedRows,
  rowName,
  keepOnly,
  exportButton,
}: DataTableBulkBarProps<Row>) {
  const [progress, setProgress] = useState<string | null>(null);
  const [summary, setSummary] = useState<ReturnType<typeof bulkSummary> | null>(null);

  async function run(action: DataTableBulkAction<Row>) {
    const rows = selectedRows();
    const failures: (BulkFailure & { id: string })[] = [];
    setSummary(null);
    for (const [at, { id, row }] of rows.entries()) {
      setProgress(bulkProgress(action.progress, at + 1, rows.length));
      try {
        await action.run(row);
      } catch (error) {
        failures.push({ id, name: rowName(row), ...(action.failure ?? failureReason)(error) });
      }
    }
    setProgress(null);
    keepOnly(failures.map((failure) => failure.id));
    setSummary(bulkSummary(action, rows.length, failures));
  }

  const running = progress !== null;
  return (
    <>
      {(count > 0 || running) && (
        <Bar role="group" aria-label="Selected rows">
          <Count role="status">{selectedLabel(count, hidden)}</Count>
          {running && <Progress role="status">{progress}</Progress>}
          <Button variant="ghost" size="small" disabled={running} onClick={onClear}>
            Clear selection
          </Button>
          {bulkActions.map((action) => (
            <ConfirmDialog
              key={action.label}
              message={action.question(count)}
              destructive={action.destructive}
              onConfirm={() => void run(action)}
              trigger={
                <Button
                  variant={action.destructive ? 'danger' : 'secondary'}
                  size="small"
                  disabled={running || count === 0}
                >
                  {action.label}
                </Button>
              }
            />
          ))}
          {exportButton}
        </Bar>
      )}
      {summary && (
        <Alert
          variant={summary.failed ? 'warning' : 'success'}
          detail={summary.detail}
          action={
            <Button variant="ghost" size="small" onClick={() => setSummary(null)}>
              Dismiss
            </Button>
          }
        >
          {summary.message}
        </Alert>
      )}
    </>
  );
}
