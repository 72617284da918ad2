import type { ApiClient } from '../client/create-api-client';
import type { AutomationWriteAnswer } from './automations-path';
import { automationWriteAnswerSchema, automationsPathOf } from './automations-path';

/** DELETE api/admin/automations/remove/{a}/{b} (deleteItem): {a} the kind, {b} the id (ADR 0067). */
export const removeItemPath = (kind: string, id: number | string) => automationsPathOf('remove', kind, id);

/** Deletes an automation ('Deleted!'). */
export function deleteAutomation(client: ApiClient, id: number): Promise<AutomationWriteAnswer> {
  return client.request({ method: 'DELETE', path: removeItemPath('automation', id), schema: automationWriteAnswerSchema });
}
