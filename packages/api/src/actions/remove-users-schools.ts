import { formActionPath } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** POST api/admin/actions/removeUsersSchools/{school_id} (Actions: remove_user_schools, ADR 0086). */
export const removeUsersSchoolsPath = (schoolId: number | string) =>
  `${formActionPath('remove_user_schools')}/${encodeURIComponent(String(schoolId))}`;

/** Answer: `{ removed }`, how many users lost the link to the school (ADR 0109). */
export const removeUsersSchoolsAnswerSchema = z.object({ removed: z.number() });
export type RemoveUsersSchoolsAnswer = z.infer<typeof removeUsersSchoolsAnswerSchema>;

/** Every user of the school loses the link to it ('Removed user schools'). */
export function removeUsersSchools(client: ApiClient, schoolId: number): Promise<RemoveUsersSchoolsAnswer> {
  return client.request({
    method: 'POST',
    path: removeUsersSchoolsPath(schoolId),
    schema: removeUsersSchoolsAnswerSchema,
  });
}

export const removeUsersSchoolsEndpoint = /* @__PURE__ */ endpoint({
  name: 'removeUsersSchools',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(removeUsersSchoolsPath, 'school_id'),
  summary: "Removes every user's link to a school; answers how many were removed",
  answer: removeUsersSchoolsAnswerSchema,
});
