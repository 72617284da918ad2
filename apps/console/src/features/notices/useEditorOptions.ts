import { filterOrganisationsQuery, schoolGroupsQuery, schoolYearsQuery } from '@stride/api';
import { picksTargetSchools, type Role } from '@stride/domain';
import { loadError } from '../../app/load-error';
import { useQuery } from '../../app/useQuery';

const noSchoolOptions = { schools: [], groups: [], councils: [] };

/**
 * What the post editor offers: schools with the groups and councils of the school selector (not
 * for a school admin), school years and school groups. When one of them fails to load, the editor
 * is told why (`audienceError`, shown with Retry in the audience; the post is not sent meanwhile).
 */
export function useEditorOptions(role: Role) {
  const schools = useQuery(picksTargetSchools(role) ? filterOrganisationsQuery() : null);
  const years = useQuery(schoolYearsQuery(role));
  const groups = useQuery(schoolGroupsQuery());
  const reads = [schools, years, groups];
  const failed = reads.find((read) => read.error)?.error as unknown;
  const failure = failed ? loadError(failed, 'The audience could not be loaded.') : null;
  return {
    schoolOptions: schools.data ?? noSchoolOptions,
    years: years.data?.years ?? [],
    groups: (groups.data ?? []).map(({ id, name }) => ({ id, name })),
    audienceError: failure?.message,
    audienceErrorDetail: failure?.detail,
    onAudienceRetry: () => {
      for (const read of reads) if (read.error) void read.refresh();
    },
  };
}
