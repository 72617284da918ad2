import type { DetailedLog } from '@stride/domain';
import type { DataTableColumn } from '@stride/ui';
import { ButtonLink, DataTable, EmptyState, ErrorState, Pager, timeColumn, useListPage } from '@stride/ui';
import { useParams } from 'react-router-dom';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { automationPath } from './automation-item-path';
import { LogsLayout } from '../../app/LogsLayout';
import { useAutomationList, useDetailedLogs } from './useAutomations';

const columns: DataTableColumn<DetailedLog>[] = [
  { id: 'id', header: 'Id', accessor: (row) => row.id, filterable: false },
  { id: 'automation_id', header: 'Automation id', accessor: (row) => row.automation_id, filterable: false },
  { id: 'user_id', header: 'User id', accessor: (row) => row.user_id, filterable: false },
  { id: 'school_id', header: 'School id', accessor: (row) => row.school_id, filterable: false },
  { id: 'event_trigger', header: 'Event trigger', accessor: (row) => row.event_trigger, filterable: false },
  { ...timeColumn('created_at', 'Created', (row: DetailedLog) => row.created_at), filterable: false },
];

/** The name the log keeps its page, sort and filters under in the URL (`log.page=2`), whatever the automation. */
const logListName = 'Log';

/** An automation id in an address: a whole number, or null for anything else ('abc', '1.5', ''). */
const automationIdOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * /members/automations/detailed_logs/:automation_id (docs/product/automations.md): the rows of one automation's
 * launches, paged. An address whose id is no automation id says so, with the way back.
 */
export function DetailedLogsPage() {
  const param = useParams().automation_id;
  const automationId = automationIdOf(param);
  if (automationId === null)
    return (
      <LogsLayout>
        <EmptyState
          title="No such automation"
          description={`'${param ?? ''}' is not an automation's number. Open a detailed log from the automation logs.`}
          action={
            <ButtonLink variant="secondary" href="/members/automations/logs" renderLink={routerLink}>
              Automation logs
            </ButtonLink>
          }
        />
      </LogsLayout>
    );
  return <DetailedLog automationId={automationId} />;
}

function DetailedLog({ automationId }: { automationId: number }) {
  const [page, setPage] = useListPage(logListName);
  const logs = useDetailedLogs(automationId, page);
  const list = useAutomationList();
  const name = list.data?.automations.find((automation) => automation.id === automationId)?.name;
  const title = name ?? `automation ${automationId}`;
  return (
    <LogsLayout>
      <ButtonLink variant="secondary" href={automationPath(automationId)} renderLink={routerLink}>
        Open {title}
      </ButtonLink>
      {logs.error ? (
        <ErrorState
          {...loadError(logs.error, 'The detailed log could not be loaded.')}
          onRetry={() => void logs.refresh()}
        />
      ) : (
        <>
          <DataTable
            aria-label={`Detailed log of ${title}`}
            listName={logListName}
            columns={columns}
            data={logs.data?.logs ?? []}
            pageOf={logs.data && { first: page * logs.data.per_page, total: logs.data.total }}
            loading={logs.isLoading}
            getRowId={(row) => String(row.id)}
            emptyMessage="No rows yet."
          />
          {logs.data && (
            <Pager page={page} pages={Math.ceil(logs.data.total / logs.data.per_page)} onPage={setPage} />
          )}
        </>
      )}
    </LogsLayout>
  );
}
