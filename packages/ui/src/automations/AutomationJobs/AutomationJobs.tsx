import { useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import type { AutomationJob } from '@stride/domain';
import { jobStatusFilters } from '@stride/domain';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { Select } from '../../primitives/Select/Select';
import { Tag } from '../../primitives/Tag/Tag';
import type { TagProps } from '../../primitives/Tag/Tag';
import { Root } from '../AutomationTable/AutomationTable.styles';
import { QueueJobForm, type QueueJobFormProps } from './QueueJobForm';

export type AutomationJobsProps = {
  /** The jobs, newest first; undefined while loading. */
  jobs: readonly AutomationJob[] | undefined;
  /**
   * Offers the form that queues a job above the list.
   * @default undefined (the list only)
   */
  queue?: Pick<QueueJobFormProps, 'automations' | 'onQueue'>;
} & Omit<DataTableStateProps, 'loading'> &
  ComponentPropsWithoutRef<'div'>;

const statusVariant: Record<AutomationJob['status'], TagProps['variant']> = {
  PENDING: 'neutral',
  IN_PROGRESS: 'accent',
  COMPLETED: 'success',
  ERROR: 'danger',
};

const columns: DataTableColumn<AutomationJob>[] = [
  { id: 'name', header: 'Name', accessor: (job) => job.name, rowHeader: true },
  {
    id: 'status',
    header: 'Status',
    cell: (job) => <Tag variant={statusVariant[job.status]}>{job.status}</Tag>,
  },
  { id: 'type', header: 'Type', accessor: (job) => job.type },
  { id: 'automation', header: 'Automation', accessor: (job) => job.automation_id },
  timeColumn('from_date', 'From date', (job) => job.from_date),
  { id: 'organisations', header: 'Organisations', accessor: (job) => job.organization_ids },
  { id: 'completed', header: 'Completed', accessor: (job) => job.completed_organization_ids },
  { id: 'error', header: 'Error', accessor: (job) => job.error_message },
  timeColumn('created', 'Created', (job) => job.created_at),
];

/** The automation jobs with a status filter (ALL, PENDING, IN_PROGRESS, COMPLETED, ERROR), and the form that queues one. */
export function AutomationJobs({ jobs, queue, error, errorDetail, onRetry, ...rest }: AutomationJobsProps) {
  const [status, setStatus] = useState<(typeof jobStatusFilters)[number]>('ALL');
  const shown = (jobs ?? []).filter((job) => status === 'ALL' || job.status === status);
  return (
    <Root {...rest}>
      {queue && <QueueJobForm {...queue} />}
      <Select
        label="Status"
        options={jobStatusFilters.map((value) => ({ value, label: value }))}
        value={status}
        onValueChange={(value) => setStatus(value as typeof status)}
      />
      <DataTable
        variant="record"
        aria-label="Automation jobs"
        columns={columns}
        data={shown}
        getRowId={(job) => `${job.name}-${job.created_at}`}
        loading={!jobs}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        loadingLabel="Loading the automation jobs"
        emptyMessage="No jobs"
        emptyDescription={status === 'ALL' ? 'No automation has run yet.' : `No job is ${status}.`}
      />
    </Root>
  );
}
