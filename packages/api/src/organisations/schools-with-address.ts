import { organisationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const schoolsWithAddressPath = 'api/admin/organization/orgs_with_address';

/** Answer of GET api/admin/organization/orgs_with_address: `{ schools: Organisation[] }`, each with `addresses` and `school_addresses`. */
const schoolsWithAddressAnswerSchema = z.object({ schools: z.array(organisationSchema) });
export type SchoolsWithAddressAnswer = z.infer<typeof schoolsWithAddressAnswerSchema>;

/** Schools with their locations (maps draw school icons from them). */
export function getSchoolsWithAddress(client: ApiClient): Promise<SchoolsWithAddressAnswer> {
  return client.request({ path: schoolsWithAddressPath, schema: schoolsWithAddressAnswerSchema });
}

/** Query descriptor of `getSchoolsWithAddress`. */
export const schoolsWithAddressQuery = () =>
  query('schoolsWithAddress', [schoolsWithAddressPath], (client) => getSchoolsWithAddress(client));

export const schoolsWithAddressEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolsWithAddress',
  method: 'GET',
  path: schoolsWithAddressPath,
  summary: 'The schools with their addresses',
  answer: schoolsWithAddressAnswerSchema,
});
