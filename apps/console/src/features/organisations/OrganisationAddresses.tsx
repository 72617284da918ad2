import { saveOrganisationAddress, schoolAddressesQuery } from '@stride/api';
import { addressFormValuesOf, addressOfForm, type OrganisationAddress } from '@stride/domain';
import { AddressForm, AddressList, Modal } from '@stride/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { loadErrorProps } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { mapTiles } from '../../app/map-tiles';
import { useNotifySave } from './useNotifySave';
import { useOrganisationAddresses } from './useOrganisationData';

/** Refreshes both address lists of a school: the address tabs' and the year structure's (ADR 0109). */
function useRefreshAddresses(organisationId: number) {
  const addresses = useOrganisationAddresses(organisationId);
  const { mutate } = useSWRConfig();
  return () => Promise.all([addresses.refresh(), mutate(schoolAddressesQuery(organisationId).key)]);
}

/** The Add address tab: a saved address switches to the current addresses (docs/product/organisations.md). */
export function AddAddressTab({ organisationId, onAdded }: { organisationId: number; onAdded: () => void }) {
  const client = useApiClient();
  const refresh = useRefreshAddresses(organisationId);
  const notifySave = useNotifySave();
  const add = async (values: Parameters<typeof addressOfForm>[0]) => {
    const saved = await notifySave(async () => {
      await saveOrganisationAddress(client, addressOfForm(values, organisationId));
      await refresh();
    });
    if (saved) onAdded();
  };
  return <AddressForm onSubmit={add} mapTiles={mapTiles} />;
}

/** The Current addresses tab: the list, and the locations modal to edit one. */
export function CurrentAddressesTab({ organisationId }: { organisationId: number }) {
  const client = useApiClient();
  const addresses = useOrganisationAddresses(organisationId);
  const refresh = useRefreshAddresses(organisationId);
  const notifySave = useNotifySave();
  const [editing, setEditing] = useState<OrganisationAddress | null>(null);
  const save = async (values: Parameters<typeof addressOfForm>[0]) => {
    if (!editing) return;
    const saved = await notifySave(async () => {
      await saveOrganisationAddress(client, addressOfForm(values, organisationId, editing.id));
      await refresh();
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
          />
        )}
      </Modal>
    </>
  );
}
