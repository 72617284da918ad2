import { formatTimestamp, type AutomationLog } from '@stride/domain';
import type { DataTableColumn } from '@stride/ui';
import { ButtonLink, DataTable, ErrorState, Pager, Select } from '@stride/ui';
import { useState } from 'react';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { LogsLayout } from '../../app/LogsLayout';
import { useAutomationList, useAutomationLogs } from './useAutomations';

/** /members/automations/logs (docs/product/automations.md): launches of every automation, paged from 0, filtered by automation. */
export function AutomationLogsPage() {
  const [automationId, setAutomationId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const automations = useAutomationList();
  const logs = useAutomationLogs(automationId, page);

  const columns: DataTableColumn<AutomationLog>[] = [
    { id: 'automation_id', header: 'Automation id', accessor: (row) => row.automation_id, filterable: false },
    {
      id: 'automation_type',
      header: 'Automation type',
      accessor: (row) => row.automation_type,
      filterable: false,
    },
    { id: 'content_type', header: 'Content type', accessor: (row) => row.content_type, filterable: false },
    { id: 'user_type', header: 'User type', accessor: (row) => row.user_type, filterable: false },
    {
      id: 'created_at',
      header: 'Created',
      accessor: (row) => formatTimestamp(row.created_at),
      filterable: false,
    },
    {
      id: 'updated_at',
      header: 'Updated',
      accessor: (row) => formatTimestamp(row.updated_at),
      filterable: false,
    },
    {
      id: 'view',
      header: 'Action',
      cell: (row) => (
        <ButtonLink
          variant="secondary"
          size="small"
          aria-label={`View detailed log of automation ${row.automation_id}`}
          href={`/members/automations/detailed_logs/${row.automation_id}`}
          renderLink={routerLink}
        >
          View detailed
        </ButtonLink>
      ),
    },
  ];

  return (
    <LogsLayout>
      <Select
        label="Automation"
        options={[
          { value: 'all', label: 'All automations' },
          ...(automations.data?.automations ?? []).map((automation) => ({
            value: String(automation.id),
            label: `${automation.id} · ${automation.name}`,
          })),
        ]}
        value={automationId === null ? 'all' : String(automationId)}
        onValueChange={(value) => {
          setAutomationId(value === 'all' ? null : Number(value));
          setPage(0);
        }}
      />
      {logs.error ? (
        <ErrorState
          {...loadError(logs.error, 'The automation logs could not be loaded.')}
          onRetry={() => void logs.refresh()}
        />
      ) : (
        <>
          <DataTable
            aria-label="Automation logs"
            columns={columns}
            data={logs.data?.logs ?? []}
            pageOf={logs.data && { first: page * logs.data.per_page, total: logs.data.total }}
            loading={logs.isLoading}
            getRowId={(row, index) => String(row.id ?? index)}
            emptyMessage="No logs yet."
          />
          {logs.data && (
            <Pager page={page} pages={Math.ceil(logs.data.total / logs.data.per_page)} onPage={setPage} />
          )}
        </>
      )}
    </LogsLayout>
  );
}
