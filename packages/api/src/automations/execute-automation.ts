import type { AutomationBody, ExecuteResult } from '@stride/domain';
import { executeResultSchema } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';

/** POST api/admin/automations/executeManualAutomation (executeAutomation). */
export const executeAutomationPath = automationsPathOf('executeManualAutomation');

/** Launches an automation now, on at most `limit_rows` rows when given. */
export function executeAutomation(
  client: ApiClient,
  body: AutomationBody & { limit_rows?: number | null },
): Promise<ExecuteResult> {
  return client.request({ method: 'POST', path: executeAutomationPath, body, schema: executeResultSchema });
}
