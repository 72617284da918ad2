import type { AutomationBody } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import type { AutomationIdAnswer } from './automations-path';
import { automationIdAnswerSchema, automationsPath } from './automations-path';

/** POST api/admin/automations (saveAutomation): the form's body, with id when editing. */
export function saveAutomation(client: ApiClient, body: AutomationBody): Promise<AutomationIdAnswer> {
  return client.request({ method: 'POST', path: automationsPath, body, schema: automationIdAnswerSchema });
}
