import { organisationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/organization/view/{id}. */
export const organisationPath = (id: number | string) =>
  `api/admin/organization/view/${encodeURIComponent(String(id))}`;

/** Answer: `{ organization: Organisation }`. */
const organisationAnswerSchema = z.object({ organization: organisationSchema });
export type OrganisationAnswer = z.infer<typeof organisationAnswerSchema>;

/** One organisation, for its detail modal and edit screen. */
export function getOrganisation(client: ApiClient, id: number | string): Promise<OrganisationAnswer> {
  return client.request({ path: organisationPath(id), schema: organisationAnswerSchema });
}

/** Query descriptor of `getOrganisation`. */
export const organisationQuery = (id: number | string) =>
  query('organisation', [organisationPath(id)], (client) => getOrganisation(client, id));

export const organisationEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrganisation',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(organisationPath, 'id'),
  summary: 'One organisation',
  answer: organisationAnswerSchema,
});
