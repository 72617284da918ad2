import { councilSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const councilsPath = 'api/admin/councils';

/** Answer of GET api/admin/councils: `{ councils: Council[] }`. */
const councilsAnswerSchema = z.object({ councils: z.array(councilSchema) });
export type CouncilsAnswer = z.infer<typeof councilsAnswerSchema>;

/** All councils (super admin's Councils screen). */
export function getCouncils(client: ApiClient): Promise<CouncilsAnswer> {
  return client.request({ path: councilsPath, schema: councilsAnswerSchema });
}

/** Query descriptor of `getCouncils`. */
export const councilsQuery = () => query('councils', [councilsPath], (client) => getCouncils(client));

export const councilsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCouncils',
  method: 'GET',
  path: councilsPath,
  summary: 'The councils',
  answer: councilsAnswerSchema,
});
