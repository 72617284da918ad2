import {
  getIntegrationSchools,
  getProviderLogs,
  getProviderStats,
  getSchools,
  integrationSchoolsKey,
  providerLogsKey,
  providerStatsKey,
  schoolsKey,
} from '@stride/api';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** The schools linked to the provider (the table). */
export function useIntegrationSchools() {
  const client = useApiClient();
  return useSWR(integrationSchoolsKey(), () => getIntegrationSchools(client));
}

/** Every school, for the organisation choices of the add forms (asked for while one is open). */
export function useSchoolChoices(enabled: boolean) {
  const client = useApiClient();
  const schools = useSWR(enabled ? schoolsKey() : null, () => getSchools(client));
  return (schools.data?.schools ?? []).map((school) => ({ value: String(school.id), label: school.name }));
}

/** Live provider stats of one school (while its stats modal is open). */
export function useProviderStats(organisationId: number | null) {
  const client = useApiClient();
  return useSWR(
    organisationId === null ? null : providerStatsKey(organisationId),
    () => getProviderStats(client, organisationId!),
    {
      revalidateOnFocus: false,
    },
  );
}

/** The provider log (while the Logs modal is open). */
export function useProviderLogs(enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? providerLogsKey() : null, () => getProviderLogs(client));
}
