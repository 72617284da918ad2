import { filterOrganisationsQuery, saveAdminMessage } from '@stride/api';
import { adminMessageBodyOf, adminMessageMessages, screens } from '@stride/domain';
import { ErrorState, useToast } from '@stride/ui';
import { AdminMessageForm } from '@stride/ui/editor';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '../../app/useQuery';
import { loadError } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { useFailureToast } from '../../app/useFailureToast';
import { sessionAtom } from '../../session/session-atoms';

const noOptions = { schools: [], groups: [], councils: [] };

/**
 * The send form of /members/actions/send_admin_messages: the only module of the page that brings
 * tiptap, loaded after the sent messages' table. `onSent` reloads that table.
 */
export function AdminMessageComposer({ onSent }: { onSent: () => Promise<unknown> }) {
  const client = useApiClient();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const role = useAtomValue(sessionAtom)?.role ?? 'SUPERADMIN';
  const options = useQuery(filterOrganisationsQuery());

  if (options.error)
    return (
      <ErrorState
        {...loadError(options.error, 'The schools could not be loaded.')}
        onRetry={() => void options.refresh()}
      />
    );
  return (
    <AdminMessageForm
      role={role}
      options={options.data ?? noOptions}
      optionsLoading={options.isLoading}
      onCancel={() => void navigate(screens.actions.path)}
      onSend={async (draft) => {
        try {
          await saveAdminMessage(client, adminMessageBodyOf(draft));
        } catch (error) {
          failed(error);
          return false;
        }
        toast.show({ variant: 'success', title: 'Success', message: adminMessageMessages.sent });
        await onSent();
        return true;
      }}
    />
  );
}
