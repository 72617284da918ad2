import { actionLogName, formatTimestamp, type ActionLog } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Section } from '../../components/form-layout.styles';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type ActionsHistoryTableProps = {
  /** The action log entries, newest first as the server sends them. */
  actions: readonly ActionLog[];
  /**
   * The log is loading.
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<ActionLog>[] = [
  { id: 'category', header: 'Category', accessor: (row) => row.category },
  { id: 'action', header: 'Action', accessor: (row) => actionLogName(row.action) },
  { id: 'user', header: 'User', accessor: (row) => row.user_id },
  { id: 'child', header: 'Child', accessor: (row) => row.student_id },
  { id: 'school', header: 'School', accessor: (row) => row.school_id },
  { id: 'date', header: 'Date', accessor: (row) => formatTimestamp(row.created_at) },
];

/** The actions history (docs/product/people.md): category, action, user, child, school, date; newest first. */
export function ActionsHistoryTable({
  actions,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: ActionsHistoryTableProps) {
  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...rest} />;
  return (
    <DataTable
      aria-label="Actions history"
      columns={columns}
      data={actions}
      loading={loading}
      emptyMessage="No actions yet"
      defaultSort={{ columnId: 'date', direction: 'descending' }}
      {...rest}
    />
  );
}

/** An action page's History: past runs of the action under its heading (docs/product/actions.md). */
export function ActionsHistorySection(props: ActionsHistoryTableProps) {
  return (
    <Section>
      <h2>History</h2>
      <ActionsHistoryTable {...props} />
    </Section>
  );
}
