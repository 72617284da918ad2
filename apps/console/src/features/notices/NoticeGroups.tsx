import { deleteGroup, saveGroup, schoolGroupsQuery } from '@stride/api';
import { Button, GroupsModal, useToast } from '@stride/ui';
import { useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';

/** The notice board's Groups button and modal: school groups are created, edited and deleted here. */
export function NoticeGroups() {
  const client = useApiClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const groups = useQuery(open ? schoolGroupsQuery() : null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Groups
      </Button>
      <GroupsModal
        open={open}
        onOpenChange={setOpen}
        groups={groups.data ?? []}
        loading={groups.isLoading}
        error={groups.error ? loadErrorMessage(groups.error, 'The groups could not be loaded.') : undefined}
        onRetry={() => void groups.mutate()}
        onSave={async (group) => {
          await saveGroup(client, group);
          toast.show({ title: 'Success', message: 'Saved', variant: 'success' });
          await groups.mutate();
        }}
        onDelete={async (group) => {
          await deleteGroup(client, group.id);
          toast.show({ title: 'Success', message: 'Deleted!', variant: 'success' });
          await groups.mutate();
        }}
      />
    </>
  );
}
