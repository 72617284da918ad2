import {
  getFilterOrganisations,
  filterOrganisationsKey,
  getSchoolGroups,
  getSchoolYears,
  schoolGroupsKey,
  schoolYearsKey,
} from '@stride/api';
import type { Role } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from './useApiClient';

/** What the post editor offers: schools (not for a school admin), school years and groups. */
export function useEditorOptions(role: Role) {
  const client = useApiClient();
  const schools = useSWR(role === 'SCHOOL_ADMIN' ? null : filterOrganisationsKey(), () =>
    getFilterOrganisations(client),
  );
  const years = useSWR(schoolYearsKey(role), () => getSchoolYears(client, role));
  const groups = useSWR(schoolGroupsKey(), () => getSchoolGroups(client));
  return {
    schools: (schools.data?.schools ?? []).map(({ id, name }) => ({ id, name })),
    years: years.data?.years ?? [],
    groups: (groups.data ?? []).map(({ id, name }) => ({ id, name })),
  };
}
