import { type Feedback, type FeedbackStatus, feedbackStatuses } from '@stride/domain';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Select } from '../../primitives/Select/Select';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type FeedbackTableProps = {
  /** Every piece of feedback. */
  feedback: readonly Feedback[];
  /** Called when the admin picks another status for a row. */
  onStatusChange: (feedback: Feedback, status: FeedbackStatus) => void;
  /**
   * The list is loading.
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const statusOptions = feedbackStatuses.map(({ value, label }) => ({ value, label }));

/**
 * The feedback list (docs/product/feedback.md): category, message, user, email, school, created at and a
 * status dropdown (Open, In progress, Completed); newest first, every column sorts and filters.
 */
export function FeedbackTable({
  feedback,
  onStatusChange,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: FeedbackTableProps) {
  const columns = useMemo<DataTableColumn<Feedback>[]>(
    () => [
      { id: 'category', header: 'Category', accessor: (row) => row.category ?? '' },
      { id: 'message', header: 'Message', accessor: (row) => row.message ?? '', width: '28%' },
      { id: 'user', header: 'User', accessor: (row) => row.user_id ?? '' },
      { id: 'email', header: 'Email', accessor: (row) => row.email ?? '' },
      { id: 'school', header: 'School', accessor: (row) => row.school ?? '' },
      timeColumn('created_at', 'Created at', (row) => row.created_at),
      {
        id: 'status',
        header: 'Status',
        accessor: (row) =>
          feedbackStatuses.find((status) => status.value === row.status)?.label ?? row.status,
        cell: (row) => (
          <Select
            label={`Status of feedback ${row.id}`}
            labelHidden
            size="small"
            options={statusOptions}
            value={row.status}
            onValueChange={(status) => status !== row.status && onStatusChange(row, status as FeedbackStatus)}
          />
        ),
      },
    ],
    [onStatusChange],
  );

  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...rest} />;
  return (
    <DataTable
      aria-label="Feedback"
      columns={columns}
      data={feedback}
      getRowId={(row) => String(row.id)}
      loading={loading}
      emptyMessage="No feedback yet"
      defaultSort={{ columnId: 'created_at', direction: 'descending' }}
      {...rest}
    />
  );
}
