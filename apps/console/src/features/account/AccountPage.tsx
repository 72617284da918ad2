import { updateAdminInfoMutation, uploadLogo } from '@stride/api';
import {
  accountMessages,
  accountNameLabel,
  type AccountFormDraft,
  type AccountForm as AccountValues,
} from '@stride/domain';
import { AccountForm, ErrorState, Skeleton, useToast } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { loadError } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { LeaveGuard } from '../../drafts/LeaveGuard';
import { useEditorDraft } from '../../drafts/useEditorDraft';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { useUserInfo } from '../../app/useUserInfo';
import { useMutation } from '../../app/useMutation';

/**
 * /members/account: the own-account form, filled from the signed-in user as the server has them
 * now, saved contacts included (ADR 0038). Success
 * toasts 'Updated' and reloads the user info (menu name and logo); a failure shows an alert and
 * keeps everything typed, and the draft (ADR 0096) survives a reload.
 */
export function AccountPage() {
  const client = useApiClient();
  const write = useMutation();
  const session = useAtomValue(sessionAtom);
  const storedUser = useAtomValue(userAtom);
  const userInfo = useUserInfo(session !== null);
  const toast = useToast();
  const [error, setError] = useState<string>();
  // The form is filled once, from the server's answer: the user kept from sign-in may be older
  // than the last save (and has no contacts).
  const user = userInfo.data?.user;
  const draft = useEditorDraft<AccountFormDraft>('account', String(storedUser?.id ?? ''));
  if (!session) return null;
  if (!user)
    return userInfo.error ? (
      <ErrorState
        {...loadError(userInfo.error, 'Your details could not be loaded.')}
        onRetry={() => void userInfo.refresh()}
      />
    ) : (
      <Skeleton lines={6} label="Loading your details" />
    );

  async function save(values: AccountValues) {
    setError(undefined);
    try {
      await write(updateAdminInfoMutation(values));
    } catch {
      setError(accountMessages.updateFailed);
      return;
    }
    draft.clear();
    toast.show({ title: 'Success', message: accountMessages.updated, variant: 'success' });
  }

  return (
    <>
      <AccountForm
        nameLabel={accountNameLabel(session.role)}
        defaultValues={
          draft.stored() ?? {
            logo_url: user.admin_organization?.logo_url ?? '',
            name: user.admin_organization?.name ?? '',
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
            // None saved yet: the form starts with its two empty rows (docs/product/account.md).
            contacts: user.contacts?.length ? user.contacts : undefined,
          }
        }
        // A new password is never written to local storage.
        onValuesChange={(values) => draft.keep({ ...values, new_password: '', confirm_password: '' })}
        error={error}
        onSubmit={save}
        onUploadLogo={(logo, fileName) => uploadLogo(client, session.organisationId, logo, fileName)}
      />
      <LeaveGuard unsaved={draft.unsaved} onLeave={draft.clear} />
    </>
  );
}
