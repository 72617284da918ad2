import type { SchoolIntegration } from '@stride/domain';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { ErrorState } from '../../primitives/ErrorState';
import { Actions } from '../record-table.styles';

export type IntegrationSchoolsTableProps = {
  /** The schools linked to the provider. */
  schools: readonly SchoolIntegration[];
  /** Syncs a school now. */
  onSync: (school: SchoolIntegration) => void;
  /** Opens the school's provider stats. */
  onStats: (school: SchoolIntegration) => void;
  /**
   * Opens the school's staff list (spec 2 §2 School staff list); without it there is no Staff button.
   * @default undefined
   */
  onStaff?: (school: SchoolIntegration) => void;
  /**
   * The organisation id of the school being synced: its Sync button shows it is working.
   * @default null
   */
  syncingId?: number | null;
  /**
   * The list is loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Why the list could not be loaded; shown with Retry.
   * @default undefined
   */
  error?: string;
  /**
   * Called by Retry.
   * @default undefined
   */
  onRetry?: () => void;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const shortDateTime = (value: string | null | undefined) =>
  value ? value.replace('T', ' ').slice(0, 16) : 'Never';

/** The school integrations table (spec 2 §2): each linked school with Sync, Stats and its Staff. */
export function IntegrationSchoolsTable({
  schools,
  onSync,
  onStats,
  onStaff,
  syncingId = null,
  loading = false,
  error,
  onRetry,
  ...rest
}: IntegrationSchoolsTableProps) {
  const columns = useMemo<DataTableColumn<SchoolIntegration>[]>(
    () => [
      { id: 'name', header: 'Name', accessor: (row) => row.name, width: '24%' },
      { id: 'organization_id', header: 'Organisation id', accessor: (row) => row.organization_id },
      { id: 'provider_school_id', header: 'Provider school id', accessor: (row) => row.provider_school_id },
      { id: 'multiple_schools', header: 'Multiple schools', accessor: (row) => row.multiple_schools ?? '' },
      { id: 'notes', header: 'Notes', accessor: (row) => row.notes ?? '' },
      { id: 'last_synced_at', header: 'Last synced', accessor: (row) => shortDateTime(row.last_synced_at) },
      {
        id: 'actions',
        header: 'Actions',
        accessor: () => '',
        filterable: false,
        sortable: false,
        width: onStaff ? '24%' : '16%',
        cell: (row) => (
          <Actions>
            <Button
              size="small"
              aria-label={`Sync ${row.name}`}
              loading={syncingId === row.organization_id}
              onClick={() => onSync(row)}
            >
              Sync
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Stats of ${row.name}`}
              onClick={() => onStats(row)}
            >
              Stats
            </Button>
            {onStaff && (
              <Button
                size="small"
                variant="secondary"
                aria-label={`Staff of ${row.name}`}
                onClick={() => onStaff(row)}
              >
                Staff
              </Button>
            )}
          </Actions>
        ),
      },
    ],
    [onSync, onStats, onStaff, syncingId],
  );

  if (error) return <ErrorState message={error} onRetry={onRetry} {...rest} />;
  return (
    <DataTable
      aria-label="School integrations"
      columns={columns}
      data={schools}
      getRowId={(row) => String(row.id)}
      loading={loading}
      emptyMessage="No schools are linked yet"
      defaultSort={{ columnId: 'name', direction: 'ascending' }}
      {...rest}
    />
  );
}
