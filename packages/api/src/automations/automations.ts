import { automationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPath } from './automations-path';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** Answer of GET api/admin/automations (getAutomations): `{ automations }` (ADR 0067). */
const automationsAnswerSchema = z.object({ automations: z.array(automationSchema) });
export type AutomationsAnswer = z.infer<typeof automationsAnswerSchema>;

/** Every automation, for the automation list. */
export function getAutomations(client: ApiClient): Promise<AutomationsAnswer> {
  return client.request({ path: automationsPath, schema: automationsAnswerSchema });
}

/** Query descriptor of `getAutomations`. */
export const automationsQuery = () =>
  query('automations', [automationsPath], (client) => getAutomations(client));

export const automationsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomations',
  method: 'GET',
  path: automationsPath,
  summary: 'The automations',
  answer: automationsAnswerSchema,
});
