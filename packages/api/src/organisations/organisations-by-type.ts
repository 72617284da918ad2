import { organisationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/organization/org_type/{type}; `type` is the list route's parameter ('school' or 'council'). */
export const organisationsByTypePath = (type: string) =>
  `api/admin/organization/org_type/${encodeURIComponent(type)}`;

/** Answer: `{ organizations: Organisation[] }`. */
const organisationsByTypeAnswerSchema = z.object({ organizations: z.array(organisationSchema) });
export type OrganisationsByTypeAnswer = z.infer<typeof organisationsByTypeAnswerSchema>;

/** Organisations of one type, for the organisations list screen. */
export function getOrganisationsByType(client: ApiClient, type: string): Promise<OrganisationsByTypeAnswer> {
  return client.request({ path: organisationsByTypePath(type), schema: organisationsByTypeAnswerSchema });
}

/** Query descriptor of `getOrganisationsByType`. */
export const organisationsByTypeQuery = (type: string) =>
  query('organisationsByType', [organisationsByTypePath(type)], (client) =>
    getOrganisationsByType(client, type),
  );

export const organisationsByTypeEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrganisationsByType',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(organisationsByTypePath, 'type'),
  summary: 'The organisations of a type (school, council, business)',
  answer: organisationsByTypeAnswerSchema,
});
