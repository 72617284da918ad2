import { organisationsByTypeKey, saveOrganisation, saveOrganisationBodyOf } from '@stride/api';
import { organisationFormValuesOf, type OrganisationFormOutput } from '@stride/domain';
import { ErrorState, OrganisationForm, Skeleton, Tabs } from '@stride/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { AddAddressTab, CurrentAddressesTab } from './OrganisationAddresses';
import { YearStructureTab } from './OrganisationYearStructure';
import { useCouncils, useOrganisation } from './useOrganisationData';
import { useSaveWithId } from './useSaveWithId';

/**
 * /members/organization/:org_id? (spec 3 §2): the organisation form; once saved, also its
 * addresses and year structure as tabs.
 */
export function OrganisationEditPage() {
  const { org_id: orgId = null } = useParams();
  const organisation = useOrganisation(orgId);
  const councils = useCouncils();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState('details');
  const editingId = organisation.data?.organization.id;
  const { error, submit } = useSaveWithId<OrganisationFormOutput>({
    save: (values) => saveOrganisation(client, saveOrganisationBodyOf(values, editingId)),
    isNew: editingId === undefined,
    editPath: (id) => `/members/organization/${id}`,
    refresh: () => Promise.all([mutate(organisationsByTypeKey('school')), editingId === undefined ? null : organisation.mutate()]),
  });

  const failed = organisation.error ?? councils.error;
  if (failed) {
    const retry = () => void Promise.all([organisation.mutate(), councils.mutate()]);
    return <ErrorState message={loadErrorMessage(failed, 'The organisation could not be loaded.')} onRetry={retry} />;
  }
  if ((orgId !== null && !organisation.data) || !councils.data) return <Skeleton lines={8} label="Loading organisation" />;

  const form = (
    <OrganisationForm
      key={orgId ?? 'new'}
      aria-label={editingId === undefined ? 'New organisation' : 'Edit organisation'}
      councils={councils.data.councils}
      defaultValues={organisation.data ? organisationFormValuesOf(organisation.data.organization) : undefined}
      error={error}
      onSubmit={submit}
    />
  );
  if (editingId === undefined) return form;
  return (
    <Tabs
      label="Organisation"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'details', label: 'Organisation', content: form },
        { value: 'add_address', label: 'Add address', content: <AddAddressTab organisationId={editingId} onAdded={() => setTab('addresses')} /> },
        { value: 'addresses', label: 'Current addresses', content: <CurrentAddressesTab organisationId={editingId} /> },
        { value: 'structure', label: 'Year structure', content: <YearStructureTab organisationId={editingId} /> },
      ]}
    />
  );
}
