import type { ApiClient } from '../client/create-api-client';
import type { AutomationWriteAnswer } from './automations-path';
import { automationWriteAnswerSchema, automationsPathOf } from './automations-path';
import { mutation } from '../query/mutation';
import { automationsQuery } from './automations';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** POST api/admin/automations/updateField/{x} (updateField): {x} is the automation id (ADR 0067). */
export const updateFieldPath = (id: number | string) => automationsPathOf('updateField', id);

/** Turns an automation on (1) or off (0): body `{ field: 'status', id, value }`. */
export function updateAutomationStatus(
  client: ApiClient,
  id: number,
  active: boolean,
): Promise<AutomationWriteAnswer> {
  return client.request({
    method: 'POST',
    path: updateFieldPath(id),
    body: { field: 'status', id, value: active ? 1 : 0 },
    schema: automationWriteAnswerSchema,
  });
}

/** Turning an automation on or off: the list is read again. */
export const updateAutomationStatusMutation = (id: number, active: boolean) =>
  mutation('updateAutomationStatus', (client) => updateAutomationStatus(client, id, active), {
    refreshes: [automationsQuery()],
  });

export const updateFieldEndpoint = /* @__PURE__ */ endpoint({
  name: 'updateAutomationStatus',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(updateFieldPath, 'id'),
  summary: "Switches an automation on or off ({ field: 'status', id, value })",
  answer: automationWriteAnswerSchema,
});
