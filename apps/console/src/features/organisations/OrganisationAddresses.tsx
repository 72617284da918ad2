import { saveOrganisationAddressMutation } from '@stride/api';
import { addressFormValuesOf, addressOfForm, type OrganisationAddress } from '@stride/domain';
import { AddressForm, AddressList, Modal } from '@stride/ui';
import { useState } from 'react';
import { loadErrorProps } from '../../app/load-error';
import { useMutation } from '../../app/useMutation';
import { mapTiles } from '../../app/map-tiles';
import { addressSearch } from '../../app/places';
import { useNotifySave } from './useNotifySave';
import { useOrganisationAddresses } from './useOrganisationData';

/** The Add address tab: a saved address switches to the current addresses (docs/product/organisations.md). */
export function AddAddressTab({ organisationId, onAdded }: { organisationId: number; onAdded: () => void }) {
  const write = useMutation();
  const notifySave = useNotifySave();
  const add = async (values: Parameters<typeof addressOfForm>[0]) => {
    const saved = await notifySave(async () => {
      await write(saveOrganisationAddressMutation(organisationId, addressOfForm(values, organisationId)));
    });
    if (saved) onAdded();
  };
  return <AddressForm onSubmit={add} mapTiles={mapTiles} searchPlaces={addressSearch} />;
}

/** The Current addresses tab: the list, and the locations modal to edit one. */
export function CurrentAddressesTab({ organisationId }: { organisationId: number }) {
  const write = useMutation();
  const addresses = useOrganisationAddresses(organisationId);
  const notifySave = useNotifySave();
  const [editing, setEditing] = useState<OrganisationAddress | null>(null);
  const save = async (values: Parameters<typeof addressOfForm>[0]) => {
    if (!editing) return;
    const saved = await notifySave(async () => {
      await write(
        saveOrganisationAddressMutation(organisationId, addressOfForm(values, organisationId, editing.id)),
      );
    });
    if (saved) setEditing(null);
  };
  return (
    <>
      <AddressList
        addresses={addresses.data?.addresses ?? []}
        loading={addresses.isLoading}
        {...loadErrorProps(addresses.error, 'The addresses could not be loaded.')}
        onRetry={() => void addresses.refresh()}
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
            searchPlaces={addressSearch}
          />
        )}
      </Modal>
    </>
  );
}
