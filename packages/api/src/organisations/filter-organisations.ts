import { councilSchema, organisationSchema, schoolGroupSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** GET api/admin/organization/orgs_groups_filtering: what the school selector offers. */
export const filterOrganisationsPath = 'api/admin/organization/orgs_groups_filtering';

/**
 * A group's schools: `school_ids` (document 1), or `organization_ids` (document 2 names the same list so);
 * either way the selector offers them as the group's schools.
 */
function withSchoolIds(group: unknown) {
  if (typeof group !== 'object' || group === null) return group;
  const { organization_ids: organizationIds, ...rest } = group as Record<string, unknown>;
  return 'school_ids' in rest || organizationIds === undefined
    ? group
    : { ...rest, school_ids: organizationIds };
}

/**
 * Answer: `{ schools: Organisation[], groups: SchoolGroup[], councils: Council[] }`. Schools carry
 * id, name, council_id and council_name (to group them by council or Independent); groups carry school_ids.
 */
const filterOrganisationsAnswerSchema = z.object({
  schools: z.array(organisationSchema),
  groups: z.array(z.preprocess(withSchoolIds, schoolGroupSchema)),
  councils: z.array(councilSchema),
});
export type FilterOrganisationsAnswer = z.infer<typeof filterOrganisationsAnswerSchema>;

/** Schools, groups and councils for the school selector of the filter bar. */
export function getFilterOrganisations(client: ApiClient): Promise<FilterOrganisationsAnswer> {
  return client.request({ path: filterOrganisationsPath, schema: filterOrganisationsAnswerSchema });
}

/** Query descriptor of `getFilterOrganisations`. */
export const filterOrganisationsQuery = () =>
  query('filterOrganisations', [filterOrganisationsPath], (client) => getFilterOrganisations(client));

export const filterOrganisationsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getFilterOrganisations',
  method: 'GET',
  path: filterOrganisationsPath,
  summary: "The school selector's schools, groups and councils",
  answer: filterOrganisationsAnswerSchema,
});
