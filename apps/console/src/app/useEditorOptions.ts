import { filterOrganisationsQuery, schoolGroupsQuery, schoolYearsQuery } from '@stride/api';
import type { Role } from '@stride/domain';
import { useQuery } from './useQuery';

/** What the post editor offers: schools (not for a school admin), school years and groups. */
export function useEditorOptions(role: Role) {
  const schools = useQuery(role === 'SCHOOL_ADMIN' ? null : filterOrganisationsQuery());
  const years = useQuery(schoolYearsQuery(role));
  const groups = useQuery(schoolGroupsQuery());
  return {
    schools: (schools.data?.schools ?? []).map(({ id, name }) => ({ id, name })),
    years: years.data?.years ?? [],
    groups: (groups.data ?? []).map(({ id, name }) => ({ id, name })),
  };
}
