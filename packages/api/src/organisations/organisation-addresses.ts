import { organisationAddressSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/organization/addresses/{id}. */
export const organisationAddressesPath = (organisationId: number | string) =>
  `api/admin/organization/addresses/${encodeURIComponent(String(organisationId))}`;

/** Answer: `{ addresses: OrganisationAddress[] }`. */
const organisationAddressesAnswerSchema = z.object({ addresses: z.array(organisationAddressSchema) });
export type OrganisationAddressesAnswer = z.infer<typeof organisationAddressesAnswerSchema>;

/** Addresses of one organisation (maps' address filter, address editor). */
export function getOrganisationAddresses(
  client: ApiClient,
  organisationId: number | string,
): Promise<OrganisationAddressesAnswer> {
  return client.request({
    path: organisationAddressesPath(organisationId),
    schema: organisationAddressesAnswerSchema,
  });
}

/** Query descriptor of `getOrganisationAddresses`. */
export const organisationAddressesQuery = (organisationId: number | string) =>
  query('organisationAddresses', [organisationAddressesPath(organisationId)], (client) =>
    getOrganisationAddresses(client, organisationId),
  );

export const organisationAddressesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrganisationAddresses',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(organisationAddressesPath, 'organisation_id'),
  summary: "An organisation's addresses",
  answer: organisationAddressesAnswerSchema,
});
