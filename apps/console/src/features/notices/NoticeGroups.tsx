import { schoolGroupsQuery, saveGroupMutation, deleteGroupMutation } from '@stride/api';
import { noticeMessages } from '@stride/domain';
import { Button, GroupsModal, useToast } from '@stride/ui';
import { useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { inHumanWords } from '../../app/in-human-words';
import { loadErrorProps } from '../../app/load-error';
import { useMutation } from '../../app/useMutation';

/** The notice board's Groups button and modal: school groups are created, edited and deleted here. */
export function NoticeGroups() {
  const write = useMutation();
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
        {...loadErrorProps(groups.error, 'The groups could not be loaded.')}
        onRetry={() => void groups.refresh()}
        onSave={inHumanWords('The group could not be saved.', async (group) => {
          await write(saveGroupMutation(group));
          toast.show({ title: 'Success', message: 'Saved', variant: 'success' });
        })}
        onDelete={async (group) => {
          await write(deleteGroupMutation(group.id));
          toast.show({ title: 'Success', message: noticeMessages.itemDeleted, variant: 'success' });
        }}
      />
    </>
  );
}
