import { filterOrganisationsQuery, schoolGroupsQuery, schoolYearsQuery } from '@stride/api';
import { picksTargetSchools, type Role } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

const noSchoolOptions = { schools: [], groups: [], councils: [] };

/**
 * What the post editor offers: schools with the groups and councils of the school selector (not
 * for a school admin), school years and school groups.
 */
export function useEditorOptions(role: Role) {
  const schools = useQuery(picksTargetSchools(role) ? filterOrganisationsQuery() : null);
  const years = useQuery(schoolYearsQuery(role));
  const groups = useQuery(schoolGroupsQuery());
  return {
    schoolOptions: schools.data ?? noSchoolOptions,
    years: years.data?.years ?? [],
    groups: (groups.data ?? []).map(({ id, name }) => ({ id, name })),
  };
}
