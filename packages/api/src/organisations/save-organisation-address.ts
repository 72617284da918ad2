import type { OrganisationAddress } from '@stride/domain';
import { organisationAddressSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mutation } from '../query/mutation';
import { organisationAddressesQuery } from './organisation-addresses';
import { schoolAddressesQuery } from './school-creation';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/organization/addresses/store. */
export const saveOrganisationAddressPath = 'api/admin/organization/addresses/store';

/** Body: the address (docs/product/organisations.md); `id` when editing a saved one. */
export type SaveOrganisationAddressBody = Omit<OrganisationAddress, 'id'> & { id?: number };

/** Answer: `{ address }`, the stored address with its id (the spec does not show it; ADR 0052). */
const saveOrganisationAddressAnswerSchema = z.object({ address: organisationAddressSchema });
export type SaveOrganisationAddressAnswer = z.infer<typeof saveOrganisationAddressAnswerSchema>;

/** Adds an address to an organisation or, with `id`, changes one. */
export function saveOrganisationAddress(
  client: ApiClient,
  body: SaveOrganisationAddressBody,
): Promise<SaveOrganisationAddressAnswer> {
  return client.request({
    method: 'POST',
    path: saveOrganisationAddressPath,
    body,
    schema: saveOrganisationAddressAnswerSchema,
  });
}

/** Saving an address: both address lists of the school (the tabs' and the year structure's) are read again. */
export const saveOrganisationAddressMutation = (organisationId: number, body: SaveOrganisationAddressBody) =>
  mutation('saveOrganisationAddress', (client) => saveOrganisationAddress(client, body), {
    refreshes: [organisationAddressesQuery(organisationId), schoolAddressesQuery(organisationId)],
  });

export const saveOrganisationAddressEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveOrganisationAddress',
  method: 'POST',
  path: saveOrganisationAddressPath,
  summary: "Saves an organisation's address",
  answer: saveOrganisationAddressAnswerSchema,
});
