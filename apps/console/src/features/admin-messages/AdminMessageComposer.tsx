import { filterOrganisationsQuery, saveAdminMessageMutation } from '@stride/api';
import { adminMessageBodyOf, adminMessageMessages, picksAcrossPlatform, screens } from '@stride/domain';
import { ErrorState, useToast } from '@stride/ui';
import { AdminMessageForm } from '@stride/ui/editor';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '../../app/useQuery';
import { loadError } from '../../app/load-error';
import { useFailureToast } from '../../app/useFailureToast';
import { sessionAtom } from '../../session/session-atoms';
import { useMutation } from '../../app/useMutation';

const noOptions = { schools: [], groups: [], councils: [] };

/**
 * The send form of /members/actions/send_admin_messages: the only module of the page that brings
 * tiptap, loaded after the sent messages' table, which a sent message reloads (saveAdminMessageMutation).
 */
export function AdminMessageComposer() {
  const write = useMutation();
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
      acrossPlatform={picksAcrossPlatform(role)}
      options={options.data ?? noOptions}
      optionsLoading={options.isLoading}
      onCancel={() => void navigate(screens.actions.path)}
      onSend={async (draft) => {
        try {
          await write(saveAdminMessageMutation(adminMessageBodyOf(draft)));
        } catch (error) {
          failed(error);
          return false;
        }
        toast.show({ variant: 'success', title: 'Success', message: adminMessageMessages.sent });
        return true;
      }}
    />
  );
}
