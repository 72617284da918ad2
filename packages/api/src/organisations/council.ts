import { councilSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { councilsPath } from './councils';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/councils/{id}: "get council by id" in docs/endpoints.md; the path is assumed (ADR 0030). */
export const councilPath = (id: number | string) => `${councilsPath}/${encodeURIComponent(String(id))}`;

/** Answer: `{ council: Council }` (ADR 0050). */
const councilAnswerSchema = z.object({ council: councilSchema });
export type CouncilAnswer = z.infer<typeof councilAnswerSchema>;

/** One council, for its edit screen. */
export function getCouncil(client: ApiClient, id: number | string): Promise<CouncilAnswer> {
  return client.request({ path: councilPath(id), schema: councilAnswerSchema });
}

/** Query descriptor of `getCouncil`. */
export const councilQuery = (id: number | string) =>
  query('council', [councilPath(id)], (client) => getCouncil(client, id));

export const councilEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCouncil',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(councilPath, 'id'),
  summary: 'One council',
  answer: councilAnswerSchema,
});
