import { actionLogName, type ActionLog, type ActionLogNames } from '@stride/domain';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
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
  /**
   * Names for the ids an entry carries (the profile modal's `actionLogNamesFor`): a person reads
   * 'Ann Lee', not '1006'. Without it the ids are shown.
   * @default undefined
   */
  names?: ActionLogNames;
} & LoadFailureProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const idOf = (id: number | null | undefined, name?: (id: number) => string) =>
  id === null || id === undefined ? '' : name ? name(id) : id;

function columnsFor(names?: ActionLogNames): DataTableColumn<ActionLog>[] {
  return [
    { id: 'category', header: 'Category', accessor: (row) => row.category },
    { id: 'action', header: 'Action', accessor: (row) => actionLogName(row.action) },
    { id: 'user', header: 'User', accessor: (row) => idOf(row.user_id, names?.user) },
    { id: 'child', header: 'Child', accessor: (row) => idOf(row.student_id, names?.child) },
    { id: 'school', header: 'School', accessor: (row) => idOf(row.school_id, names?.school) },
    timeColumn('date', 'Date', (row) => row.created_at),
  ];
}

/** The actions history (docs/product/people.md): category, action, user, child, school, date; newest first. */
export function ActionsHistoryTable({
  actions,
  loading = false,
  error,
  errorDetail,
  onRetry,
  names,
  ...rest
}: ActionsHistoryTableProps) {
  const columns = useMemo(() => columnsFor(names), [names]);
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
