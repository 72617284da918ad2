import { automationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/id/{id} (getSingleAutomation). */
export const automationPath = (id: number | string) => automationsPathOf('id', id);

/** Answer: `{ automation }` (ADR 0067). */
const automationAnswerSchema = z.object({ automation: automationSchema });
export type AutomationAnswer = z.infer<typeof automationAnswerSchema>;

/** One automation, for the editor. */
export function getAutomation(client: ApiClient, id: number): Promise<AutomationAnswer> {
  return client.request({ path: automationPath(id), schema: automationAnswerSchema });
}

/**
 * Query descriptor of `getAutomation`.
 * @public the query registry test reaches it through the barrel
 */
export const automationQuery = (id: number) =>
  query('automation', [automationPath(id)], (client) => getAutomation(client, id));

export const automationEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomation',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(automationPath, 'id'),
  summary: 'One automation',
  answer: automationAnswerSchema,
});
