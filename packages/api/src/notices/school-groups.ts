import { schoolGroupSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { anyAnswerSchema } from './notices';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint } from '../contract/endpoint';

/** GET api/admin/administration/getSchoolGroups (docs/endpoints.md): `{ groups }`. */
export const schoolGroupsPath = 'api/admin/administration/getSchoolGroups';
const schoolGroupsAnswerSchema = z.object({ groups: z.array(schoolGroupSchema) });

export async function getSchoolGroups(client: ApiClient) {
  return (await client.request({ path: schoolGroupsPath, schema: schoolGroupsAnswerSchema })).groups;
}
export const schoolGroupsQuery = () =>
  query('schoolGroups', [schoolGroupsPath], (client) => getSchoolGroups(client));

/** POST api/admin/administration/saveGroup with name, description, and id when editing. */
export const saveGroupPath = 'api/admin/administration/saveGroup';
export type SaveGroupBody = { name: string; description: string; id?: number };
export function saveGroup(client: ApiClient, body: SaveGroupBody) {
  return client.request({ method: 'POST', path: saveGroupPath, body, schema: anyAnswerSchema });
}

/** POST api/admin/administration/deleteGroup with id. */
export const deleteGroupPath = 'api/admin/administration/deleteGroup';
export function deleteGroup(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: deleteGroupPath, body: { id }, schema: anyAnswerSchema });
}

/** Saving a group: the groups are read again. */
export const saveGroupMutation = (body: SaveGroupBody) =>
  mutation('saveGroup', (client) => saveGroup(client, body), { refreshes: [schoolGroupsQuery()] });

/** Deleting a group: the groups are read again. */
export const deleteGroupMutation = (id: number) =>
  mutation('deleteGroup', (client) => deleteGroup(client, id), { refreshes: [schoolGroupsQuery()] });

export const schoolGroupsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolGroups',
  method: 'GET',
  path: schoolGroupsPath,
  summary: 'The school groups',
  answer: schoolGroupsAnswerSchema,
});

export const saveGroupEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveGroup',
  method: 'POST',
  path: saveGroupPath,
  summary: 'Saves a school group ({ name, description, id? })',
  answer: anyAnswerSchema,
});

export const deleteGroupEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteGroup',
  method: 'POST',
  path: deleteGroupPath,
  summary: 'Deletes a school group ({ id })',
  answer: anyAnswerSchema,
});
