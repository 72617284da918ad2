import { orgRelationshipsSchema, type OrgRelationships } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation, setQueryData } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET and POST api/admin/organization/relationships/{id}. */
export const orgRelationshipsPath = (organisationId: number | string) =>
  `api/admin/organization/relationships/${encodeURIComponent(String(organisationId))}`;

/** The organisation's relationship flags. */
export function getOrgRelationships(client: ApiClient, organisationId: number): Promise<OrgRelationships> {
  return client.request({ path: orgRelationshipsPath(organisationId), schema: orgRelationshipsSchema });
}

/** Query descriptor of `getOrgRelationships`. */
export const orgRelationshipsQuery = (organisationId: number) =>
  query('orgRelationships', [orgRelationshipsPath(organisationId)], (client) =>
    getOrgRelationships(client, organisationId),
  );

/** Saves the flags; the body names them `sub_orgs` and `multi_schools` (docs/endpoints.md); answers the stored flags. */
export function saveOrgRelationships(
  client: ApiClient,
  organisationId: number,
  { has_sub_orgs, has_multi_schools }: OrgRelationships,
): Promise<OrgRelationships> {
  return client.request({
    method: 'POST',
    path: orgRelationshipsPath(organisationId),
    body: { sub_orgs: has_sub_orgs, multi_schools: has_multi_schools },
    schema: orgRelationshipsSchema,
  });
}

/** Saving the relationship flags: the answer is the flags as saved, shown without asking again. */
export const saveOrgRelationshipsMutation = (organisationId: number, flags: OrgRelationships) =>
  mutation('saveOrgRelationships', (client) => saveOrgRelationships(client, organisationId, flags), {
    updates: (saved) => [setQueryData(orgRelationshipsQuery(organisationId), () => saved)],
  });

export const orgRelationshipsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrgRelationships',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(orgRelationshipsPath, 'organisation_id'),
  summary: "An organisation's relationship flags (sub-organisations, multiple schools)",
  answer: orgRelationshipsSchema,
});

export const saveOrgRelationshipsEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveOrgRelationships',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(orgRelationshipsPath, 'organisation_id'),
  summary: "Saves an organisation's relationship flags ({ sub_orgs, multi_schools })",
  answer: orgRelationshipsSchema,
});
