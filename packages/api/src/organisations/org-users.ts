import { orgUserSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET and POST api/admin/organization/users/{id}. */
export const orgUsersPath = (organisationId: number | string) =>
  `api/admin/organization/users/${encodeURIComponent(String(organisationId))}`;

/** DELETE api/admin/organization/users/{a}/{b}: read as organisation id, then org user record id (ADR 0053). */
export const orgUserPath = (organisationId: number | string, recordId: number | string) =>
  `${orgUsersPath(organisationId)}/${encodeURIComponent(String(recordId))}`;

/** Answer of the GET: `{ users: OrgUser[] }`. */
const orgUsersAnswerSchema = z.object({ users: z.array(orgUserSchema) });
export type OrgUsersAnswer = z.infer<typeof orgUsersAnswerSchema>;

/** The admins of an organisation (org users modal). */
export function getOrgUsers(client: ApiClient, organisationId: number): Promise<OrgUsersAnswer> {
  return client.request({ path: orgUsersPath(organisationId), schema: orgUsersAnswerSchema });
}

/** Query descriptor of `getOrgUsers`. */
export const orgUsersQuery = (organisationId: number) =>
  query('orgUsers', [orgUsersPath(organisationId)], (client) => getOrgUsers(client, organisationId));

/**
 * Body of the POST (docs/endpoints.md): `id` and `user_role_id` are the record's when editing; a blank
 * password keeps the old one.
 */
export type SaveOrgUserBody = {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  role_id: number;
  organization_id: number;
  id?: number;
  user_role_id?: number;
};

/** Answer of the POST: the saved record (ADR 0053). */
const saveOrgUserAnswerSchema = z.object({ user: orgUserSchema });
export type SaveOrgUserAnswer = z.infer<typeof saveOrgUserAnswerSchema>;

/** Adds an admin to an organisation or changes one. */
export function saveOrgUser(client: ApiClient, body: SaveOrgUserBody): Promise<SaveOrgUserAnswer> {
  return client.request({
    method: 'POST',
    path: orgUsersPath(body.organization_id),
    body,
    schema: saveOrgUserAnswerSchema,
  });
}

/** Answer of the DELETE: `{ success }` (ADR 0053). */
export const deleteOrgUserAnswerSchema = z.object({ success: z.boolean() });

/** Removes an admin from an organisation. */
export function deleteOrgUser(
  client: ApiClient,
  organisationId: number,
  recordId: number,
): Promise<z.infer<typeof deleteOrgUserAnswerSchema>> {
  return client.request({
    method: 'DELETE',
    path: orgUserPath(organisationId, recordId),
    schema: deleteOrgUserAnswerSchema,
  });
}

/** Saving an organisation's user: its users are read again. */
export const saveOrgUserMutation = (body: SaveOrgUserBody) =>
  mutation('saveOrgUser', (client) => saveOrgUser(client, body), {
    refreshes: [orgUsersQuery(body.organization_id)],
  });

/** Deleting an organisation's user: its users are read again. */
export const deleteOrgUserMutation = (organisationId: number, recordId: number) =>
  mutation('deleteOrgUser', (client) => deleteOrgUser(client, organisationId, recordId), {
    refreshes: [orgUsersQuery(organisationId)],
  });

export const orgUsersEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrgUsers',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(orgUsersPath, 'organisation_id'),
  summary: "An organisation's admin users",
  answer: orgUsersAnswerSchema,
});

export const saveOrgUserEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveOrgUser',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(orgUsersPath, 'organisation_id'),
  summary: "Saves an organisation's admin user",
  answer: saveOrgUserAnswerSchema,
});

export const deleteOrgUserEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteOrgUser',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(orgUserPath, 'organisation_id', 'id'),
  summary: "Removes an organisation's admin user",
  answer: deleteOrgUserAnswerSchema,
});
