import type { ComponentPropsWithoutRef } from 'react';
import type { ScheduleEntry } from '@stride/domain';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Table } from '../record-table.styles';

export type UpcomingScheduleProps = {
  /** The next launches; undefined while loading. */
  entries: readonly ScheduleEntry[] | undefined;
  /** Why the schedule could not be loaded; shown with Retry. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/** The upcoming launches of an automation: from date, schools, school selection, created. */
export function UpcomingSchedule({ entries, error, onRetry, ...rest }: UpcomingScheduleProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!entries) return <Skeleton lines={4} label="Loading the upcoming schedule" />;
  if (entries.length === 0)
    return <EmptyState title="Nothing scheduled" description="This automation has no upcoming launch." />;
  return (
    <div {...rest}>
      <Table aria-label="Upcoming schedule">
        <thead>
          <tr>
            <th scope="col">From date</th>
            <th scope="col">Schools</th>
            <th scope="col">School selection</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.from_date}>
              <th scope="row">{entry.from_date}</th>
              <td>{entry.school_ids || 'All'}</td>
              <td>{entry.school_selection}</td>
              <td>{entry.created_at}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
