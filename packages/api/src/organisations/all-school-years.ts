import { schoolYearOptionSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** The trailing slash is part of the documented path. */
export const allSchoolYearsPath = 'api/admin/administration/allSchoolYears/';

/** Answer of GET api/admin/administration/allSchoolYears/: `{ years: SchoolYearOption[] }`. */
export const allSchoolYearsAnswerSchema = z.object({ years: z.array(schoolYearOptionSchema) });
export type AllSchoolYearsAnswer = z.infer<typeof allSchoolYearsAnswerSchema>;

/** Every school year level the platform knows (EY1 to Year 11). */
export function getAllSchoolYears(client: ApiClient): Promise<AllSchoolYearsAnswer> {
  return client.request({ path: allSchoolYearsPath, schema: allSchoolYearsAnswerSchema });
}

/** Query descriptor of `getAllSchoolYears`. */
export const allSchoolYearsQuery = () =>
  query('allSchoolYears', [allSchoolYearsPath], (client) => getAllSchoolYears(client));

export const allSchoolYearsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAllSchoolYears',
  method: 'GET',
  path: allSchoolYearsPath,
  summary: 'Every school year (level and name)',
  answer: allSchoolYearsAnswerSchema,
});
