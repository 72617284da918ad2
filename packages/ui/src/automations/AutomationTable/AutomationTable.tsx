import { useMemo, useState } from 'react';
import { VisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Automation, AutomationListFilter, NextRun } from '@stride/domain';
import {
  automationActive,
  automationListFilters,
  automationTypeLabels,
  contentTypeLabels,
  hasStatusToggle,
  nextRunOf,
  nextRunText,
  tagsOf,
} from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { useListValue } from '../../primitives/DataTable/list-state';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Select } from '../../primitives/Select/Select';
import { Switch } from '../../primitives/Switch/Switch';
import { Tag } from '../../primitives/Tag/Tag';
import { TextField } from '../../primitives/TextField/TextField';
import { Cell, Filters, ListRoot, RunLabel, Runs } from './AutomationTable.styles';
import { whenToCheck } from './automation-when';
import { RowActions } from './RowActions';
import { RelativeTime } from '../../primitives/RelativeTime/RelativeTime';
import { useReadAppClock } from '../../primitives/RelativeTime/app-clock';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type AutomationTableProps = {
  /** Every automation. */
  automations: readonly Automation[];
  /** Opens the editor. */
  onEdit: (automation: Automation) => void;
  /** Opens the launch modal of a manual automation. */
  onLaunch: (automation: Automation) => void;
  /** Opens the stats of an automation. */
  onStats: (automation: Automation) => void;
  /** Copies an automation. */
  onDuplicate: (automation: Automation) => void;
  /** Opens the upcoming schedule of an automation. */
  onUpcomingSchedule: (automation: Automation) => void;
  /** Deletes an automation once confirmed; a rejected promise keeps the question open. */
  onDelete: (automation: Automation) => Promise<unknown>;
  /** Turns a cron, event or cron_event automation on or off once confirmed. */
  onStatusChange: (automation: Automation, active: boolean) => Promise<unknown>;
  /**
   * An automation's last run, from its logs (`AutomationLastRun`): the page reads them row by row.
   */
  lastRun: (automation: Automation) => ReactNode;
  /**
   * The moment next runs count from (the editor's next launches count from the same), and the
   * list's times are told from ('in 2 days').
   * @default the console's clock (`AppClockProvider`)
   */
  now?: Date;
  /** @default false */
  loading?: boolean;
} & LoadFailureProps &
  ComponentPropsWithoutRef<'div'>;

/** The type filter's choices in the console's words: script is a content type, the others automation types. */
const filterLabel = (filter: AutomationListFilter) =>
  filter === 'All' ? 'All' : filter === 'script' ? contentTypeLabels.script : automationTypeLabels[filter];

/** Whether an automation passes the type filter: script is a content type, the others automation types. */
const passesType = (automation: Automation, filter: AutomationListFilter) =>
  filter === 'All' ||
  (filter === 'script' ? automation.content_type === 'script' : automation.automation_type === filter);

/** A next run as the Runs column shows it: beside now ('in 2 days', whole on hover, focus or a tap), or in words. */
function NextRunTime({ next, now }: { next: NextRun; now: Date }) {
  return next.kind === 'at' ? <RelativeTime at={next.at} now={now} /> : <>{nextRunText(next)}</>;
}

/** A sortable column of server times, each beside now as every list's times are (`RelativeTime`). */
const timeColumnFrom = (
  id: string,
  header: string,
  at: (row: Automation) => string | null | undefined,
  now: Date,
): DataTableColumn<Automation> => ({
  id,
  header,
  accessor: at,
  filterable: false,
  fit: true,
  cell: (row) => <RelativeTime at={at(row)} now={now} />,
});

const listName = 'Automations';

/** The automation list: search by name or tags, type filter, and a row per automation with its actions. */
export function AutomationTable({
  automations,
  onEdit,
  onLaunch,
  onStats,
  onDuplicate,
  onUpcomingSchedule,
  onDelete,
  onStatusChange,
  lastRun,
  now,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: AutomationTableProps) {
  // Kept with the list's view (in the console: the URL), so a reload or Back finds the list as it was.
  const [search, setSearch] = useListValue<string>(listName, 'search', '');
  const [type, setType] = useListValue<AutomationListFilter>(listName, 'type', 'All');
  const [toggling, setToggling] = useState<Automation | null>(null);
  const [deleting, setDeleting] = useState<Automation | null>(null);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return automations.filter(
      (automation) =>
        passesType(automation, type) &&
        (words === '' ||
          automation.name.toLowerCase().includes(words) ||
          tagsOf(automation.automation_tags).some((tag) => tag.toLowerCase().includes(words))),
    );
  }, [automations, search, type]);

  const readClock = useReadAppClock();
  const from = now ?? readClock();
  const columns: DataTableColumn<Automation>[] = [
    { id: 'id', header: 'Id', accessor: (row) => row.id, filterable: false, fit: true },
    {
      id: 'status',
      header: 'Status',
      accessor: (row) => (automationActive(row) ? 'Active' : 'Off'),
      filterable: false,
      fit: true,
      cell: (row) =>
        hasStatusToggle(row) ? (
          <Switch
            label={<VisuallyHidden.Root>{`Active: ${row.name}`}</VisuallyHidden.Root>}
            checked={automationActive(row)}
            onCheckedChange={() => setToggling(row)}
          />
        ) : (
          <Tag>Manual</Tag>
        ),
    },
    { id: 'name', header: 'Name', accessor: (row) => row.name, filterable: false },
    {
      id: 'type',
      header: 'Type',
      accessor: (row) => automationTypeLabels[row.automation_type],
      filterable: false,
      fit: true,
    },
    {
      id: 'description',
      header: 'Description',
      accessor: (row) => row.description,
      filterable: false,
      sortable: false,
      // The name has the room to spare: a cut description reads whole on hover, focus or a tap.
      width: '9%',
    },
    {
      id: 'when',
      header: 'When to check',
      accessor: (row) => (row.automation_type === 'manual' ? 'Manual Launch' : whenToCheck(row)),
      filterable: false,
      // Room for the Manual Launch button; a long schedule is cut and reads whole on hover, and when
      // the cell is focused by the keyboard or a tap (DataTable: a cut cell takes focus).
      width: '12.5%',
      cell: (row) =>
        row.automation_type === 'manual' ? (
          <Button size="small" aria-label={`Manual Launch ${row.name}`} onClick={() => onLaunch(row)}>
            Manual Launch
          </Button>
        ) : (
          whenToCheck(row)
        ),
    },
    {
      // Two short lines in one column: the list has no room for two more columns of dates.
      id: 'runs',
      header: 'Runs',
      accessor: (row) => nextRunText(nextRunOf(row, from)),
      filterable: false,
      sortable: false,
      fit: true,
      cell: (row) => (
        <Runs>
          <span>
            <RunLabel>Next</RunLabel> <NextRunTime next={nextRunOf(row, from)} now={from} />
          </span>
          <span>
            <RunLabel>Last</RunLabel> {lastRun(row)}
          </span>
        </Runs>
      ),
    },
    {
      id: 'stats',
      header: 'Stats',
      fit: true,
      cell: (row) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Stats of ${row.name}`}
          onClick={() => onStats(row)}
        >
          Stats
        </Button>
      ),
    },
    timeColumnFrom('created', 'Created', (row) => row.created_at, from),
    timeColumnFrom('updated', 'Updated', (row) => row.updated_at, from),
    {
      id: 'actions',
      header: 'Actions',
      fit: true,
      cell: (row) => (
        <Cell>
          <RowActions
            automation={row}
            onEdit={onEdit}
            onDuplicate={onDuplicate}
            onUpcomingSchedule={onUpcomingSchedule}
            onDelete={setDeleting}
          />
        </Cell>
      ),
    },
  ];

  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} />;
  return (
    <ListRoot {...rest}>
      <Filters>
        <TextField
          label="Search"
          description="Name or tags"
          type="search"
          value={search}
          onValueChange={setSearch}
        />
        <Select
          label="Type"
          options={automationListFilters.map((filter) => ({ value: filter, label: filterLabel(filter) }))}
          value={type}
          onValueChange={(value) => setType(value as AutomationListFilter)}
        />
      </Filters>
      <DataTable
        aria-label={listName}
        columns={columns}
        data={shown}
        loading={loading}
        getRowId={(row) => String(row.id)}
        defaultSort={{ columnId: 'name', direction: 'ascending' }}
        emptyMessage="No automations match."
      />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        message="Are you sure you want to change status?"
        onConfirm={() => (toggling ? onStatusChange(toggling, !automationActive(toggling)) : undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={`Delete ${deleting?.name ?? ''}?`}
        description="The automation stops and its settings are removed."
        destructive
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </ListRoot>
  );
}
