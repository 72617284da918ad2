import {
  engagementKey,
  filterOrganisationsKey,
  getEngagement,
  getFilterOrganisations,
  getHomeData,
  getOrganisationAddresses,
  getTerms,
  homeDataKey,
  organisationAddressesKey,
  termsKey,
} from '@stride/api';
import { schoolSelectorVisible, type FilterSelection, type Role } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** Travel-plan stats for the filter; equal filters share one cache entry across panes. */
export function useStats(filter: FilterSelection) {
  const client = useApiClient();
  return useSWR(homeDataKey(filter), () => getHomeData(client, filter), { keepPreviousData: true });
}

/** Engagement per month (super admin only, so only asked for when `enabled`). */
export function useEngagement(filter: FilterSelection, enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? engagementKey(filter) : null, () => getEngagement(client, filter), { keepPreviousData: true });
}

/** What the filter bar offers: schools/groups/councils for the selector, named terms, addresses. */
export function useFilterOptions(role: Role, addressSchoolId: number | null) {
  const client = useApiClient();
  const organisations = useSWR(schoolSelectorVisible(role) ? filterOrganisationsKey() : null, () => getFilterOrganisations(client));
  const terms = useSWR(termsKey(), () => getTerms(client));
  const addresses = useSWR(addressSchoolId === null ? null : organisationAddressesKey(addressSchoolId), () =>
    getOrganisationAddresses(client, addressSchoolId ?? 0),
  );
  return { organisations, terms, addresses };
}
