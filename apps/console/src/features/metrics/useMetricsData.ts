import {
  engagementKey,
  filterOrganisationsKey,
  getEngagement,
  getFilterOrganisations,
  getHomeData,
  getOrganisationAddresses,
  getSchoolYears,
  getTerms,
  homeDataKey,
  organisationAddressesKey,
  schoolYearsKey,
  termsKey,
} from '@stride/api';
import { schoolSelectorVisible, yearOptionSchoolIds, type FilterSelection, type Role } from '@stride/domain';
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

/** The year options of the filter's schools, from the role's year endpoint (only asked for when `enabled`). */
export function useSchoolYears(role: Role, filter: FilterSelection, enabled: boolean) {
  const client = useApiClient();
  const schoolIds = yearOptionSchoolIds(filter.schoolIds);
  return useSWR(enabled ? schoolYearsKey(role, schoolIds) : null, () => getSchoolYears(client, role, schoolIds));
}
