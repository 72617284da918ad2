import type { ApiClient } from '../client/create-api-client';
import { allSchoolYearsAnswerSchema, type AllSchoolYearsAnswer } from './all-school-years';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** GET api/admin/organization/groups/defaultStudentYears (docs/endpoints.md). */
export const defaultStudentYearsPath = 'api/admin/organization/groups/defaultStudentYears';

/** The year levels a school starts with before it saves a structure; answered as `{ years }` (ADR 0064). */
export function getDefaultStudentYears(client: ApiClient): Promise<AllSchoolYearsAnswer> {
  return client.request({ path: defaultStudentYearsPath, schema: allSchoolYearsAnswerSchema });
}

/** Query descriptor of `getDefaultStudentYears`. */
export const defaultStudentYearsQuery = () =>
  query('defaultStudentYears', [defaultStudentYearsPath], (client) => getDefaultStudentYears(client));

export const defaultStudentYearsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getDefaultStudentYears',
  method: 'GET',
  path: defaultStudentYearsPath,
  summary: 'The default student years a new school starts with',
  answer: allSchoolYearsAnswerSchema,
});
