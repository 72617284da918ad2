import type { AutomationBody } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import type { AutomationIdAnswer } from './automations-path';
import { automationIdAnswerSchema, automationsPath } from './automations-path';
import { mutation } from '../query/mutation';
import { automationsQuery } from './automations';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/automations (saveAutomation): the form's body, with id when editing. */
export function saveAutomation(client: ApiClient, body: AutomationBody): Promise<AutomationIdAnswer> {
  return client.request({ method: 'POST', path: automationsPath, body, schema: automationIdAnswerSchema });
}

/** Saving an automation: the list is read again. */
export const saveAutomationMutation = (body: AutomationBody) =>
  mutation('saveAutomation', (client) => saveAutomation(client, body), { refreshes: [automationsQuery()] });

export const saveAutomationEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveAutomation',
  method: 'POST',
  path: automationsPath,
  summary: 'Saves an automation; answers its id',
  answer: automationIdAnswerSchema,
});
