import { personSearchRowSchema, profileStudentSchema, type PersonSearchBody } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { parentOrStudentPath } from './parent-or-student';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/**
 * The search's answer (docs/endpoints.md): a list (bare or as `{ data }`); a search by student id may be
 * answered with the student itself (`{ student }`), read as its one row, without an email.
 */
const personSearchAnswerSchema = z
  .union([
    z.array(personSearchRowSchema),
    z.object({ data: z.array(personSearchRowSchema) }),
    z.object({ student: profileStudentSchema }),
  ])
  .transform((answer) => {
    if (Array.isArray(answer)) return answer;
    if ('data' in answer) return answer.data;
    const { id, first_name, last_name, created_at_formatted } = answer.student;
    return [{ id, first_name, last_name, email: '', verified: null, created_at: created_at_formatted }];
  });

/** Actions: user_info's search (POST api/admin/actions/getParentOrStudent with every search field, ADR 0089). */
export function searchParentOrStudent(client: ApiClient, body: PersonSearchBody) {
  return client.request({
    method: 'POST',
    path: parentOrStudentPath,
    body,
    schema: personSearchAnswerSchema,
  });
}

/** Query descriptor of `searchParentOrStudent`. */
export const personSearchQuery = (body: PersonSearchBody) =>
  query('personSearch', [parentOrStudentPath, 'search', JSON.stringify(body)], (client) =>
    searchParentOrStudent(client, body),
  );

export const personSearchEndpoint = /* @__PURE__ */ endpoint({
  name: 'searchParentOrStudent',
  method: 'POST',
  path: parentOrStudentPath,
  summary: 'The user info search: matching people (a list, { data }, or { student })',
  answer: personSearchAnswerSchema,
});
