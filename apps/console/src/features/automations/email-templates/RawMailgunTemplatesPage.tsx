import { rawMailgunTemplatesQuery, type RawMailgunTemplate } from '@stride/api';
import type { DataTableColumn } from '@stride/ui';
import { DataTable, ErrorState, timeColumn } from '@stride/ui';
import { useQuery } from '../../../app/useQuery';
import { loadError } from '../../../app/load-error';
import { LogsLayout } from '../../../app/LogsLayout';

const columns: DataTableColumn<RawMailgunTemplate>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, filterable: false },
  { id: 'description', header: 'Description', accessor: (row) => row.description ?? '', filterable: false },
  { id: 'created_by', header: 'Created by', accessor: (row) => row.created_by ?? '', filterable: false },
  { ...timeColumn('created_at', 'Created', (row: RawMailgunTemplate) => row.created_at), filterable: false },
];

/** /members/automations/raw_mailgun_templates (docs/product/automations.md): the mail provider's own templates, read only (ADR 0077). */
export function RawMailgunTemplatesPage() {
  const templates = useQuery(rawMailgunTemplatesQuery());
  return (
    <LogsLayout>
      {templates.error ? (
        <ErrorState
          {...loadError(templates.error, 'The raw templates could not be loaded.')}
          onRetry={() => void templates.refresh()}
        />
      ) : (
        <DataTable
          aria-label="Raw email templates"
          columns={columns}
          data={templates.data ?? []}
          loading={templates.isLoading}
          getRowId={(row) => row.name}
          emptyMessage="The mail provider holds no templates."
        />
      )}
    </LogsLayout>
  );
}
