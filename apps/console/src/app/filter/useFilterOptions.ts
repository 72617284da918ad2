import { filterOrganisationsQuery, organisationAddressesQuery, termsQuery } from '@stride/api';
import { schoolSelectorVisible, type Role } from '@stride/domain';
import { useQuery } from '../useQuery';

/** What the filter bar offers: schools/groups/councils for the selector, named terms, addresses. */
export function useFilterOptions(role: Role, addressSchoolId: number | null) {
  const organisations = useQuery(schoolSelectorVisible(role) ? filterOrganisationsQuery() : null);
  const terms = useQuery(termsQuery());
  const addresses = useQuery(addressSchoolId === null ? null : organisationAddressesQuery(addressSchoolId));
  return { organisations, terms, addresses };
}
