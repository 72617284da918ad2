import { organisationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** The query is part of the documented path: the server answers the second version of the list. */
export const schoolsPath = 'api/admin/schools?v2=yes';

/** Answer of GET api/admin/schools?v2=yes: `{ schools: Organisation[] }`. */
const schoolsAnswerSchema = z.object({ schools: z.array(organisationSchema) });
export type SchoolsAnswer = z.infer<typeof schoolsAnswerSchema>;

/** The schools the admin can see. */
export function getSchools(client: ApiClient): Promise<SchoolsAnswer> {
  return client.request({ path: schoolsPath, schema: schoolsAnswerSchema });
}

/** Query descriptor of `getSchools`. */
export const schoolsQuery = () => query('schools', [schoolsPath], (client) => getSchools(client));

export const schoolsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchools',
  method: 'GET',
  path: schoolsPath,
  summary: 'The schools the admin may see (query v2=yes)',
  query: z.object({ v2: z.literal('yes') }),
  answer: schoolsAnswerSchema,
});
