import { useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import type { AutomationJob } from '@stride/domain';
import { jobStatusFilters } from '@stride/domain';
import { Select } from '../../primitives/Select/Select';
import { Tag } from '../../primitives/Tag/Tag';
import type { TagProps } from '../../primitives/Tag/Tag';
import { Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState/RecordTableState';

export type AutomationJobsProps = {
  /** The jobs, newest first; undefined while loading. */
  jobs: readonly AutomationJob[] | undefined;
  /** Why the jobs could not be loaded; shown with Retry. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

const statusVariant: Record<AutomationJob['status'], TagProps['variant']> = {
  PENDING: 'neutral',
  IN_PROGRESS: 'accent',
  COMPLETED: 'success',
  ERROR: 'danger',
};

/** The automation jobs with a status filter (ALL, PENDING, IN_PROGRESS, COMPLETED, ERROR). */
export function AutomationJobs({ jobs, error, onRetry, ...rest }: AutomationJobsProps) {
  const [status, setStatus] = useState<(typeof jobStatusFilters)[number]>('ALL');
  const shown = (jobs ?? []).filter((job) => status === 'ALL' || job.status === status);
  return (
    <div {...rest}>
      <Select
        label="Status"
        options={jobStatusFilters.map((value) => ({ value, label: value }))}
        value={status}
        onValueChange={(value) => setStatus(value as typeof status)}
      />
      <RecordTableState
        error={error}
        onRetry={onRetry}
        loading={!jobs}
        lines={5}
        loadingLabel="Loading the automation jobs"
        empty={shown.length === 0}
        emptyTitle="No jobs"
        emptyDescription={status === 'ALL' ? 'No automation has run yet.' : `No job is ${status}.`}
      >
        <Table aria-label="Automation jobs">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Type</th>
              <th scope="col">Automation</th>
              <th scope="col">From date</th>
              <th scope="col">Organisations</th>
              <th scope="col">Completed</th>
              <th scope="col">Error</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((job) => (
              <tr key={`${job.name}-${job.created_at}`}>
                <th scope="row">{job.name}</th>
                <td>
                  <Tag variant={statusVariant[job.status]}>{job.status}</Tag>
                </td>
                <td>{job.type}</td>
                <td>{job.automation_id}</td>
                <td>{job.from_date}</td>
                <td>{job.organization_ids}</td>
                <td>{job.completed_organization_ids}</td>
                <td>{job.error_message}</td>
                <td>{job.created_at}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </RecordTableState>
    </div>
  );
}
