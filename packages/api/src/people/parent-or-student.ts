import { profileStudentSchema, profileUserSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const parentOrStudentPath = 'api/admin/actions/getParentOrStudent';

/** Who to open: a user (parents, staff) by user_id or a pupil by student_id. */
export type PersonRef = { user_id: number } | { student_id: number };

const parentOrStudentAnswerSchema = z.union([
  z.object({ user: profileUserSchema }),
  z.object({ student: profileStudentSchema }),
]);
export type ParentOrStudentAnswer = z.infer<typeof parentOrStudentAnswerSchema>;

/** The profile of a user or a pupil (docs/endpoints.md): answers `{ user }` or `{ student }`. */
export function getParentOrStudent(client: ApiClient, person: PersonRef): Promise<ParentOrStudentAnswer> {
  return client.request({
    method: 'POST',
    path: parentOrStudentPath,
    body: person,
    schema: parentOrStudentAnswerSchema,
  });
}

/** Query descriptor of `getParentOrStudent`. */
export const parentOrStudentQuery = (person: PersonRef) =>
  query(
    'parentOrStudent',
    'user_id' in person
      ? [parentOrStudentPath, 'user', person.user_id]
      : [parentOrStudentPath, 'student', person.student_id],
    (client) => getParentOrStudent(client, person),
  );

export const parentOrStudentEndpoint = /* @__PURE__ */ endpoint({
  name: 'getParentOrStudent',
  method: 'POST',
  path: parentOrStudentPath,
  summary: 'A user ({ user_id }) or a student ({ student_id }) with their profile tables',
  answer: parentOrStudentAnswerSchema,
});
