import { yearStructureLevelSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** The group type the console asks for (docs/endpoints.md): an organisation's year structure. */
export const studentYearGroupType = 'STUDENT_YEAR';

/**
 * GET api/admin/organization/groups/{a}/{b}. The spec names the segments only `{a}/{b}` with
 * "type STUDENT_YEAR"; read here as group type, then organisation id.
 */
export const organisationGroupsPath = (groupType: string, organisationId: number | string) =>
  `api/admin/organization/groups/${encodeURIComponent(groupType)}/${encodeURIComponent(String(organisationId))}`;

/** Answer: `{ groups: YearStructureLevel[] }` (id, value, name, status, organization_address_id). */
const organisationGroupsAnswerSchema = z.object({ groups: z.array(yearStructureLevelSchema) });
export type OrganisationGroupsAnswer = z.infer<typeof organisationGroupsAnswerSchema>;

/** Groups of one type of an organisation, e.g. its year structure levels. */
export function getOrganisationGroups(
  client: ApiClient,
  groupType: string,
  organisationId: number | string,
): Promise<OrganisationGroupsAnswer> {
  return client.request({
    path: organisationGroupsPath(groupType, organisationId),
    schema: organisationGroupsAnswerSchema,
  });
}

/** Query descriptor of `getOrganisationGroups`. */
export const organisationGroupsQuery = (groupType: string, organisationId: number | string) =>
  query('organisationGroups', [organisationGroupsPath(groupType, organisationId)], (client) =>
    getOrganisationGroups(client, groupType, organisationId),
  );

export const organisationGroupsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrganisationGroups',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(organisationGroupsPath, 'group_type', 'organisation_id'),
  summary: "An organisation's groups of a type (STUDENT_YEAR: its year structure)",
  answer: organisationGroupsAnswerSchema,
});
