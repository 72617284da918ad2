import { integrationSchoolsQuery, providerLogsQuery, providerStatsQuery, schoolsQuery } from '@stride/api';
import { useQuery } from '../../app/useQuery';

/** The schools linked to the provider (the table). */
export function useIntegrationSchools() {
  return useQuery(integrationSchoolsQuery());
}

/** Every school, for the organisation choices of the add forms (asked for while one is open). */
export function useSchoolChoices(enabled: boolean) {
  const schools = useQuery(enabled ? schoolsQuery() : null);
  return (schools.data?.schools ?? []).map((school) => ({ value: String(school.id), label: school.name }));
}

/** Live provider stats of one school (while its stats modal is open). */
export function useProviderStats(organisationId: number | null) {
  return useQuery(organisationId === null ? null : providerStatsQuery(organisationId), {
    revalidateOnFocus: false,
  });
}

/** The provider log (while the Logs modal is open). */
export function useProviderLogs(enabled: boolean) {
  return useQuery(enabled ? providerLogsQuery() : null);
}
