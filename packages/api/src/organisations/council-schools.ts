import { organisationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/council-admin/council/{id}/schools. */
export const councilSchoolsPath = (councilId: number | string) =>
  `api/council-admin/council/${encodeURIComponent(String(councilId))}/schools`;

/** Answer: `{ schools: Organisation[] }`. */
const councilSchoolsAnswerSchema = z.object({ schools: z.array(organisationSchema) });
export type CouncilSchoolsAnswer = z.infer<typeof councilSchoolsAnswerSchema>;

/** The schools of one council (council list's expandable rows, council admin's selector). */
export function getCouncilSchools(
  client: ApiClient,
  councilId: number | string,
): Promise<CouncilSchoolsAnswer> {
  return client.request({ path: councilSchoolsPath(councilId), schema: councilSchoolsAnswerSchema });
}

/** Query descriptor of `getCouncilSchools`. */
export const councilSchoolsQuery = (councilId: number | string) =>
  query('councilSchools', [councilSchoolsPath(councilId)], (client) => getCouncilSchools(client, councilId));

export const councilSchoolsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCouncilSchools',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(councilSchoolsPath, 'council_id'),
  summary: "A council's schools",
  answer: councilSchoolsAnswerSchema,
});
