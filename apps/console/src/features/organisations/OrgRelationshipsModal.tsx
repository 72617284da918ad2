import { saveOrgRelationshipsMutation } from '@stride/api';
import type { OrgRelationships } from '@stride/domain';
import { Button, ErrorState, Modal, OrgRelationshipsForm, Skeleton } from '@stride/ui';
import { useState } from 'react';
import { loadError } from '../../app/load-error';
import { useNotifySave } from './useNotifySave';
import { useOrgRelationships } from './useOrganisationData';
import { useMutation } from '../../app/useMutation';

/** Manage Org Relationships (docs/product/organisations.md, super admin): the organisation's relationship flags. */
export function OrgRelationshipsModal({ organisationId }: { organisationId: number }) {
  const [open, setOpen] = useState(false);
  const relationships = useOrgRelationships(organisationId, open);
  const write = useMutation();
  const notifySave = useNotifySave();

  const save = async (values: OrgRelationships) => {
    const saved = await notifySave(async () => {
      await write(saveOrgRelationshipsMutation(organisationId, values));
    });
    if (saved) setOpen(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="pupil"
      title="Org relationships"
      trigger={<Button variant="secondary">Manage Org Relationships</Button>}
    >
      {relationships.error ? (
        <ErrorState
          {...loadError(relationships.error, 'The relationships could not be loaded.')}
          onRetry={() => void relationships.refresh()}
        />
      ) : relationships.data ? (
        <OrgRelationshipsForm defaultValues={relationships.data} onSubmit={save} />
      ) : (
        <Skeleton lines={2} label="Loading relationships" />
      )}
    </Modal>
  );
}
