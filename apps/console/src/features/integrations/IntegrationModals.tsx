import { checkProviderEmail, excludeProviderUser } from '@stride/api';
import type { EmailCheckFormValues, EmailCheckResult, SchoolIntegration } from '@stride/domain';
import {
  Button,
  EmailCheck,
  ErrorState,
  Modal,
  ProviderLogTable,
  ProviderStatsList,
  Skeleton,
  type SelectOption,
} from '@stride/ui';
import { useState } from 'react';
import { loadError } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { useFailureToast } from '../../app/useFailureToast';
import { useProviderLogs, useProviderStats } from './useIntegrationData';

/** The stats modal of one school (docs/product/integrations.md); a failed load says 'Loading live wonde stats failed.' */
export function StatsModal({ school, onClose }: { school: SchoolIntegration | null; onClose: () => void }) {
  const stats = useProviderStats(school?.organization_id ?? null);
  return (
    <Modal
      open={school !== null}
      onOpenChange={(open) => !open && onClose()}
      size="user-detail"
      title={`Stats of ${school?.name ?? ''}`}
    >
      {stats.error ? (
        <ErrorState message="Loading live wonde stats failed." onRetry={() => void stats.refresh()} />
      ) : stats.data ? (
        <ProviderStatsList stats={stats.data.stats} />
      ) : (
        <Skeleton lines={6} label="Loading stats" />
      )}
    </Modal>
  );
}

/** Logs: the provider log in a modal 95 % wide (docs/product/integrations.md). */
export function LogsModal() {
  const [open, setOpen] = useState(false);
  const logs = useProviderLogs(open);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="logs"
      title="Logs"
      trigger={<Button variant="secondary">Logs</Button>}
    >
      {logs.error ? (
        <ErrorState
          {...loadError(logs.error, 'The log could not be loaded.')}
          onRetry={() => void logs.refresh()}
        />
      ) : (
        <ProviderLogTable logs={logs.data?.logs ?? []} loading={!logs.data} />
      )}
    </Modal>
  );
}

/** Test Email: checks an e-mail with the provider; Exclude leaves an account out and checks again. */
export function EmailCheckModal({ schools }: { schools: readonly SelectOption[] }) {
  const client = useApiClient();
  const failed = useFailureToast();
  const [last, setLast] = useState<EmailCheckFormValues | null>(null);
  const [accounts, setAccounts] = useState<EmailCheckResult[] | null>(null);

  const check = async (values: EmailCheckFormValues) => {
    try {
      const { users } = await checkProviderEmail(client, {
        email: values.email.trim(),
        school_id: values.school_id ? Number(values.school_id) : null,
      });
      setLast(values);
      setAccounts(users);
    } catch (failure) {
      failed(failure);
    }
  };

  const exclude = async (account: EmailCheckResult) => {
    try {
      await excludeProviderUser(client, account.wonde_user_id);
      if (last) await check(last);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Modal
      title="Test Email"
      size="user-detail"
      trigger={<Button variant="secondary">Test Email</Button>}
      onOpenChange={(open) => !open && setAccounts(null)}
    >
      <EmailCheck
        schools={schools}
        onCheck={check}
        accounts={accounts}
        onExclude={(account) => void exclude(account)}
      />
    </Modal>
  );
}
