import { deleteOrgUserMutation, saveOrgUserMutation } from '@stride/api';
import { orgUserFormValuesOf, type OrgUser, type OrgUserFormValues } from '@stride/domain';
import { Button, Modal, OrgUserForm, OrgUsersTable, useToast } from '@stride/ui';
import { useState } from 'react';
import { loadErrorProps } from '../../app/load-error';
import { useMutation } from '../../app/useMutation';
import { useFailureToast } from '../../app/useFailureToast';
import { useNotifySave } from './useNotifySave';
import { useOrgUsers } from './useOrganisationData';

/** What the modal's form shows: nothing, a new user, or a saved one. */
type Draft = null | 'new' | OrgUser;

/** The org users modal (docs/product/organisations.md, width 1250): the organisation's admins; add, edit, delete. */
export function OrgUsersModal({ organisationId }: { organisationId: number }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(null);
  const users = useOrgUsers(organisationId, open);
  const write = useMutation();
  const toast = useToast();
  const notifySave = useNotifySave();
  const saveFailed = useFailureToast();
  const editing = draft !== null && draft !== 'new' ? draft : undefined;

  const save = async (values: OrgUserFormValues) => {
    const saved = await notifySave(async () => {
      await write(
        saveOrgUserMutation({
          ...values,
          role_id: Number(values.role_id),
          organization_id: organisationId,
          id: editing?.id,
          user_role_id: editing?.id,
        }),
      );
    });
    if (saved) setDraft(null);
  };
  const remove = async (user: OrgUser) => {
    try {
      await write(deleteOrgUserMutation(organisationId, user.id));
      toast.show({ variant: 'success', title: 'Success', message: 'Deleted!' });
    } catch (failure) {
      saveFailed(failure);
      throw failure;
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setDraft(null);
      }}
      size="org-users"
      title="Org users"
      trigger={<Button variant="secondary">Org users</Button>}
    >
      {draft === null ? (
        <Button onClick={() => setDraft('new')}>Add user</Button>
      ) : (
        <OrgUserForm
          key={editing?.id ?? 'new'}
          editing={editing !== undefined}
          defaultValues={editing ? orgUserFormValuesOf(editing) : undefined}
          onSubmit={save}
          onCancel={() => setDraft(null)}
        />
      )}
      <OrgUsersTable
        users={users.data?.users ?? []}
        loading={users.isLoading}
        {...loadErrorProps(users.error, 'The org users could not be loaded.')}
        onRetry={() => void users.refresh()}
        onEdit={setDraft}
        onDelete={remove}
      />
    </Modal>
  );
}
