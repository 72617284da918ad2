import {
  engagementKey,
  getEngagement,
  getHomeData,
  getSchoolYears,
  homeDataKey,
  schoolYearsKey,
} from '@stride/api';
import { yearOptionSchoolIds, type FilterSelection, type Role } from '@stride/domain';
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
  return useSWR(enabled ? engagementKey(filter) : null, () => getEngagement(client, filter), {
    keepPreviousData: true,
  });
}

/** The year options of the filter's schools, from the role's year endpoint (only asked for when `enabled`). */
export function useSchoolYears(role: Role, filter: FilterSelection, enabled: boolean) {
  const client = useApiClient();
  const schoolIds = yearOptionSchoolIds(filter.schoolIds);
  return useSWR(enabled ? schoolYearsKey(role, schoolIds) : null, () =>
    getSchoolYears(client, role, schoolIds),
  );
}
