import {
  filterOrganisationsKey,
  getFilterOrganisations,
  getOrganisationAddresses,
  getTerms,
  organisationAddressesKey,
  termsKey,
} from '@stride/api';
import { schoolSelectorVisible, type Role } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../useApiClient';

/** What the filter bar offers: schools/groups/councils for the selector, named terms, addresses. */
export function useFilterOptions(role: Role, addressSchoolId: number | null) {
  const client = useApiClient();
  const organisations = useSWR(schoolSelectorVisible(role) ? filterOrganisationsKey() : null, () =>
    getFilterOrganisations(client),
  );
  const terms = useSWR(termsKey(), () => getTerms(client));
  const addresses = useSWR(addressSchoolId === null ? null : organisationAddressesKey(addressSchoolId), () =>
    getOrganisationAddresses(client, addressSchoolId ?? 0),
  );
  return { organisations, terms, addresses };
}
