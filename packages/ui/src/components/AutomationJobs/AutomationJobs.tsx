import { useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import type { AutomationJob } from '@stride/domain';
import { jobStatusFilters } from '@stride/domain';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Tag } from '../../primitives/Tag/Tag';
import type { TagProps } from '../../primitives/Tag/Tag';
import { Table } from '../record-table.styles';

export type AutomationJobsProps = {
  /** The jobs, newest first; undefined while loading. */
  jobs: readonly AutomationJob[] | undefined;
  /** Why the jobs could not be loaded; shown with Retry. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

const statusVariant: Record<AutomationJob['status'], TagProps['variant']> = { PENDING: 'neutral', IN_PROGRESS: 'accent', COMPLETED: 'success', ERROR: 'danger' };

/** The automation jobs with a status filter (ALL, PENDING, IN_PROGRESS, COMPLETED, ERROR). */
export function AutomationJobs({ jobs, error, onRetry, ...rest }: AutomationJobsProps) {
  const [status, setStatus] = useState<(typeof jobStatusFilters)[number]>('ALL');
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  const shown = (jobs ?? []).filter((job) => status === 'ALL' || job.status === status);
  return (
    <div {...rest}>
      <Select label="Status" options={jobStatusFilters.map((value) => ({ value, label: value }))} value={status} onValueChange={(value) => setStatus(value as typeof status)} />
      {!jobs && <Skeleton lines={5} label="Loading the automation jobs" />}
      {jobs && shown.length === 0 && <EmptyState title="No jobs" description={status === 'ALL' ? 'No automation has run yet.' : `No job is ${status}.`} />}
      {shown.length > 0 && (
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
                <td><Tag variant={statusVariant[job.status]}>{job.status}</Tag></td>
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
      )}
    </div>
  );
}
