import type { AutomationLog } from '@stride/domain';
import type { DataTableColumn } from '@stride/ui';
import { ButtonLink, DataTable, ErrorState, Pager, Select, timeColumn } from '@stride/ui';
import { useSearchParams } from 'react-router-dom';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { LogsLayout } from '../../app/LogsLayout';
import { useAutomationList, useAutomationLogs } from './useAutomations';

/** A whole number from the address, or null. */
const wholeNumberOf = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** Newest first: a page's rows in the order they were written, the latest at the top. */
const newestFirst = { columnId: 'created_at', direction: 'descending' } as const;

/**
 * /members/automations/logs (docs/product/automations.md): launches of every automation, paged from 0, filtered
 * by automation. The filter and the page live in the address (`?automation=3&page=1`), so Back from a detailed
 * log returns to them; automations are named, and a page's rows are newest first.
 */
export function AutomationLogsPage() {
  const [params, setParams] = useSearchParams();
  const automationId = wholeNumberOf(params.get('automation'));
  const page = wholeNumberOf(params.get('page')) ?? 0;
  const show = (next: { automation: number | null; page: number }) =>
    setParams(
      {
        ...(next.automation === null ? {} : { automation: String(next.automation) }),
        ...(next.page === 0 ? {} : { page: String(next.page) }),
      },
      { replace: false },
    );
  const automations = useAutomationList();
  const logs = useAutomationLogs(automationId, page);
  const names = new Map(
    (automations.data?.automations ?? []).map((automation) => [automation.id, automation.name]),
  );
  const nameOf = (id: number) => names.get(id) ?? `Automation ${id}`;

  const columns: DataTableColumn<AutomationLog>[] = [
    {
      id: 'automation',
      header: 'Automation',
      accessor: (row) => nameOf(row.automation_id),
      filterable: false,
      rowHeader: true,
    },
    {
      id: 'automation_type',
      header: 'Automation type',
      accessor: (row) => row.automation_type,
      filterable: false,
    },
    { id: 'content_type', header: 'Content type', accessor: (row) => row.content_type, filterable: false },
    { id: 'user_type', header: 'User type', accessor: (row) => row.user_type, filterable: false },
    { ...timeColumn<AutomationLog>('created_at', 'Created', (row) => row.created_at), filterable: false },
    { ...timeColumn<AutomationLog>('updated_at', 'Updated', (row) => row.updated_at), filterable: false },
    {
      id: 'view',
      header: 'Action',
      fit: true,
      cell: (row) => (
        <ButtonLink
          variant="secondary"
          size="small"
          aria-label={`View detailed log of ${nameOf(row.automation_id)}`}
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
            label: automation.name,
          })),
        ]}
        value={automationId === null ? 'all' : String(automationId)}
        onValueChange={(value) => show({ automation: value === 'all' ? null : Number(value), page: 0 })}
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
            defaultSort={newestFirst}
            emptyMessage="No logs yet."
          />
          {logs.data && (
            <Pager
              page={page}
              pages={Math.ceil(logs.data.total / logs.data.per_page)}
              onPage={(next) => show({ automation: automationId, page: next })}
            />
          )}
        </>
      )}
    </LogsLayout>
  );
}
