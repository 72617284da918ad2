import type { ApiClient } from '../client/create-api-client';
import type { AutomationIdAnswer } from './automations-path';
import { automationIdAnswerSchema, automationsPathOf } from './automations-path';

/** POST api/admin/automations/duplicate/{a}/{b} (duplicateItem): {a} the kind, {b} the id (ADR 0067). */
export const duplicateItemPath = (kind: string, id: number | string) => automationsPathOf('duplicate', kind, id);

/** Copies an automation ('Duplicated!'); answers the copy's id. */
export function duplicateAutomation(client: ApiClient, id: number): Promise<AutomationIdAnswer> {
  return client.request({ method: 'POST', path: duplicateItemPath('automation', id), schema: automationIdAnswerSchema });
}
