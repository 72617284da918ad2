import { automationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';

/** GET api/admin/automations/id/{id} (getSingleAutomation). */
export const automationPath = (id: number | string) => automationsPathOf('id', id);

/** Answer: `{ automation }` (ADR 0067). */
export const automationAnswerSchema = z.object({ automation: automationSchema });
export type AutomationAnswer = z.infer<typeof automationAnswerSchema>;

/** One automation, for the editor. */
export function getAutomation(client: ApiClient, id: number): Promise<AutomationAnswer> {
  return client.request({ path: automationPath(id), schema: automationAnswerSchema });
}

/** SWR key of `getAutomation`. */
export const automationKey = (id: number) => [automationPath(id)] as const;
