import type { AutomationBody, ExecuteResult } from '@stride/domain';
import { executeResultSchema } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { family, mutation } from '../query/mutation';
import { automationsQuery } from './automations';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/automations/executeManualAutomation (executeAutomation). */
export const executeAutomationPath = automationsPathOf('executeManualAutomation');

/** Launches an automation now, on at most `limit_rows` rows when given. */
export function executeAutomation(
  client: ApiClient,
  body: AutomationBody & { limit_rows?: number | null },
): Promise<ExecuteResult> {
  return client.request({ method: 'POST', path: executeAutomationPath, body, schema: executeResultSchema });
}

/** Running an automation now: the list and its logs (its last run) are read again. */
export const executeAutomationMutation = (body: AutomationBody & { limit_rows?: number | null }) =>
  mutation('executeAutomation', (client) => executeAutomation(client, body), {
    refreshes: [automationsQuery(), family('automationLogs')],
  });

export const executeAutomationEndpoint = /* @__PURE__ */ endpoint({
  name: 'executeAutomation',
  method: 'POST',
  path: executeAutomationPath,
  summary: 'Runs an automation now',
  answer: executeResultSchema,
});
