import { saveOrganisationAddress } from '@stride/api';
import { addressFormValuesOf, addressOfForm, type OrganisationAddress } from '@stride/domain';
import { AddressForm, AddressList, Modal } from '@stride/ui';
import { useState } from 'react';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { mapTiles } from '../../app/map-tiles';
import { useNotifySave } from './useNotifySave';
import { useOrganisationAddresses } from './useOrganisationData';

/** The Add address tab: a saved address switches to the current addresses (spec 3 §2). */
export function AddAddressTab({ organisationId, onAdded }: { organisationId: number; onAdded: () => void }) {
  const client = useApiClient();
  const addresses = useOrganisationAddresses(organisationId);
  const notifySave = useNotifySave();
  const add = async (values: Parameters<typeof addressOfForm>[0]) => {
    const saved = await notifySave(async () => {
      await saveOrganisationAddress(client, addressOfForm(values, organisationId));
      await addresses.mutate();
    });
    if (saved) onAdded();
  };
  return <AddressForm onSubmit={add} mapTiles={mapTiles} />;
}

/** The Current addresses tab: the list, and the locations modal to edit one. */
export function CurrentAddressesTab({ organisationId }: { organisationId: number }) {
  const client = useApiClient();
  const addresses = useOrganisationAddresses(organisationId);
  const notifySave = useNotifySave();
  const [editing, setEditing] = useState<OrganisationAddress | null>(null);
  const save = async (values: Parameters<typeof addressOfForm>[0]) => {
    if (!editing) return;
    const saved = await notifySave(async () => {
      await saveOrganisationAddress(client, addressOfForm(values, organisationId, editing.id));
      await addresses.mutate();
    });
    if (saved) setEditing(null);
  };
  return (
    <>
      <AddressList
        addresses={addresses.data?.addresses ?? []}
        loading={addresses.isLoading}
        error={
          addresses.error
            ? loadErrorMessage(addresses.error, 'The addresses could not be loaded.')
            : undefined
        }
        onRetry={() => void addresses.mutate()}
        onEdit={setEditing}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="user-detail"
        title="Location"
      >
        {editing && (
          <AddressForm
            aria-label="Edit address"
            defaultValues={addressFormValuesOf(editing)}
            onSubmit={save}
            mapTiles={mapTiles}
          />
        )}
      </Modal>
    </>
  );
}
