import { engagementQuery, homeDataQuery, schoolYearsQuery } from '@stride/api';
import { yearOptionSchoolIds, type FilterSelection, type Role } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** Travel-plan stats for the filter; equal filters share one cache entry across panes. */
export function useStats(filter: FilterSelection) {
  return useQuery(homeDataQuery(filter), { keepPreviousData: true });
}

/** Engagement per month (super admin only, so only asked for when `enabled`). */
export function useEngagement(filter: FilterSelection, enabled: boolean) {
  return useQuery(enabled ? engagementQuery(filter) : null, {
    keepPreviousData: true,
  });
}

/** The year options of the filter's schools, from the role's year endpoint (only asked for when `enabled`). */
export function useSchoolYears(role: Role, filter: FilterSelection, enabled: boolean) {
  const schoolIds = yearOptionSchoolIds(filter.schoolIds);
  return useQuery(enabled ? schoolYearsQuery(role, schoolIds) : null);
}
