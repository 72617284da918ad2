import type { SchoolIntegration } from '@stride/domain';
import { useCallback, type ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableRowAction } from '../../primitives/DataTable/DataTableRows';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';

export type IntegrationSchoolsTableProps = {
  /** The schools linked to the provider. */
  schools: readonly SchoolIntegration[];
  /** Syncs a school now. */
  onSync: (school: SchoolIntegration) => void;
  /** Opens the school's provider stats. */
  onStats: (school: SchoolIntegration) => void;
  /**
   * Opens the school's staff list (docs/product/integrations.md); without it there is no Staff button.
   * @default undefined
   */
  onStaff?: (school: SchoolIntegration) => void;
  /**
   * The organisation id of the school being synced: its Sync button shows it is working.
   * @default null
   */
  syncingId?: number | null;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<SchoolIntegration>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, width: '24%' },
  // 'School id' as the Add School Token action names it: 'Organisation' was the widest header word
  // and, with every column at least that wide, pushed the row actions out of the list's box.
  { id: 'organization_id', header: 'School id', accessor: (row) => row.organization_id },
  { id: 'provider_school_id', header: 'Provider school id', accessor: (row) => row.provider_school_id },
  { id: 'multiple_schools', header: 'Multiple schools', accessor: (row) => row.multiple_schools },
  { id: 'notes', header: 'Notes', accessor: (row) => row.notes },
  timeColumn('last_synced_at', 'Last synced', (row) => row.last_synced_at || 'Never'),
];

/** The school integrations table (docs/product/integrations.md): each linked school with Sync, Stats and its Staff. */
export function IntegrationSchoolsTable({
  schools,
  onSync,
  onStats,
  onStaff,
  syncingId = null,
  ...rest
}: IntegrationSchoolsTableProps) {
  // Stable while nothing changes, so a filter keystroke renders no row again (ADR 0072).
  const rowActions = useCallback(
    (row: SchoolIntegration): DataTableRowAction[] => [
      {
        label: 'Sync',
        variant: 'primary',
        loading: syncingId === row.organization_id,
        onClick: () => onSync(row),
      },
      { label: 'Stats', name: `Stats of ${row.name}`, onClick: () => onStats(row) },
      ...(onStaff ? [{ label: 'Staff', name: `Staff of ${row.name}`, onClick: () => onStaff(row) }] : []),
    ],
    [onSync, onStats, onStaff, syncingId],
  );

  return (
    <DataTable
      aria-label="School integrations"
      columns={columns}
      data={schools}
      emptyMessage="No schools are linked yet"
      actionsHeader="Actions"
      rowActions={rowActions}
      defaultSort={{ columnId: 'name', direction: 'ascending' }}
      {...rest}
    />
  );
}
