import { refreshAdminPath, updateAdminInfo, uploadLogo } from '@stride/api';
import { accountMessages, type AccountForm as AccountValues } from '@stride/domain';
import { AccountForm, useToast } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../app/useApiClient';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { useUserInfo } from '../layout/useUserInfo';

/**
 * /members/account: the own-account form, filled from the signed-in user (ADR 0038). Success
 * toasts 'Updated' and reloads the user info (menu name and logo); a failure shows an alert and
 * keeps everything typed.
 */
export function AccountPage() {
  const client = useApiClient();
  const session = useAtomValue(sessionAtom);
  const storedUser = useAtomValue(userAtom);
  const { data: userInfo } = useUserInfo(session !== null);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const user = userInfo?.user ?? storedUser;
  if (!session || !user) return null;

  async function save(values: AccountValues) {
    setError(undefined);
    try {
      await updateAdminInfo(client, values);
    } catch {
      setError(accountMessages.updateFailed);
      return;
    }
    toast.show({ title: 'Success', message: accountMessages.updated, variant: 'success' });
    await mutate([refreshAdminPath]);
  }

  return (
    <AccountForm
      role={session.role}
      defaultValues={{
        logo_url: user.admin_organization?.logo_url ?? '',
        name: user.admin_organization?.name ?? '',
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      }}
      error={error}
      onSubmit={save}
      onUploadLogo={(logo, fileName) => uploadLogo(client, session.organisationId, logo, fileName)}
    />
  );
}
