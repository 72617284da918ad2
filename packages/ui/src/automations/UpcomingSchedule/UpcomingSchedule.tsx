import type { ComponentPropsWithoutRef } from 'react';
import { formatTimestamp, type ScheduleEntry } from '@stride/domain';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';

export type UpcomingScheduleProps = {
  /** The next launches; undefined while loading. */
  entries: readonly ScheduleEntry[] | undefined;
} & Omit<DataTableStateProps, 'loading'> &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<ScheduleEntry>[] = [
  // The launch times are what the schedule tells: each whole ('yyyy-MM-dd HH:mm'), as launches a
  // week apart would read alike beside now.
  {
    id: 'from_date',
    header: 'From date',
    accessor: (entry) => formatTimestamp(entry.from_date),
    fit: true,
    rowHeader: true,
  },
  { id: 'schools', header: 'Schools', accessor: (entry) => entry.school_ids || 'All' },
  { id: 'school_selection', header: 'School selection', accessor: (entry) => entry.school_selection },
  timeColumn('created', 'Created', (entry) => entry.created_at),
];

/** The upcoming launches of an automation: from date, schools, school selection, created. */
export function UpcomingSchedule({ entries, ...rest }: UpcomingScheduleProps) {
  return (
    <DataTable
      variant="record"
      aria-label="Upcoming schedule"
      columns={columns}
      data={entries ?? []}
      getRowId={(entry) => entry.from_date}
      loading={!entries}
      loadingLabel="Loading the upcoming schedule"
      emptyMessage="Nothing scheduled"
      emptyDescription="This automation has no upcoming launch."
      {...rest}
    />
  );
}
