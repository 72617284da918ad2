import { useMemo, useState } from 'react';
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
  /**
   * Names of automations and organisations by id: a job shows names, not ids (an unknown id shows as
   * 'Automation 3' or 'School 3').
   * @default none known
   */
  names?: { automations?: ReadonlyMap<number, string>; organisations?: ReadonlyMap<number, string> };
} & Omit<DataTableStateProps, 'loading'> &
  ComponentPropsWithoutRef<'div'>;

const statusVariant: Record<AutomationJob['status'], TagProps['variant']> = {
  PENDING: 'neutral',
  IN_PROGRESS: 'accent',
  COMPLETED: 'success',
  ERROR: 'danger',
};

/** Ids of a comma string ('3,5'). */
const idsOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map(Number);

/** The columns, naming automations and organisations; lists of names wrap, so every column stays in view. */
function jobColumns(names: NonNullable<AutomationJobsProps['names']>): DataTableColumn<AutomationJob>[] {
  const organisations = (text: string | null | undefined) =>
    idsOf(text)
      .map((id) => names.organisations?.get(id) ?? `School ${id}`)
      .join(', ');
  return [
    { id: 'name', header: 'Name', accessor: (job) => job.name, rowHeader: true },
    {
      id: 'status',
      header: 'Status',
      cell: (job) => <Tag variant={statusVariant[job.status]}>{job.status}</Tag>,
    },
    { id: 'type', header: 'Type', accessor: (job) => job.type },
    {
      id: 'automation',
      header: 'Automation',
      accessor: (job) =>
        job.automation_id == null
          ? null
          : (names.automations?.get(job.automation_id) ?? `Automation ${job.automation_id}`),
    },
    timeColumn('from_date', 'From date', (job) => job.from_date),
    {
      id: 'organisations',
      header: 'Organisations',
      accessor: (job) => organisations(job.organization_ids),
    },
    {
      id: 'completed',
      header: 'Completed',
      accessor: (job) =>
        `${idsOf(job.completed_organization_ids).length} of ${idsOf(job.organization_ids).length}`,
    },
    { id: 'error', header: 'Error', accessor: (job) => job.error_message },
    timeColumn('created', 'Created', (job) => job.created_at),
  ];
}

/** The automation jobs with a status filter (ALL, PENDING, IN_PROGRESS, COMPLETED, ERROR), and the form that queues one. */
export function AutomationJobs({
  jobs,
  queue,
  names,
  error,
  errorDetail,
  onRetry,
  ...rest
}: AutomationJobsProps) {
  const columns = useMemo(() => jobColumns(names ?? {}), [names]);
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
