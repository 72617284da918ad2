import { scheduleEntrySchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/upcomingSchedule/{x} (getAutomationSchedule): {x} the id. */
export const automationSchedulePath = (id: number | string) => automationsPathOf('upcomingSchedule', id);

/** Answer: `{ schedule }` (ADR 0067). */
const automationScheduleAnswerSchema = z.object({ schedule: z.array(scheduleEntrySchema) });
export type AutomationScheduleAnswer = z.infer<typeof automationScheduleAnswerSchema>;

export function getAutomationSchedule(client: ApiClient, id: number): Promise<AutomationScheduleAnswer> {
  return client.request({ path: automationSchedulePath(id), schema: automationScheduleAnswerSchema });
}

/** Query descriptor of `getAutomationSchedule`. */
export const automationScheduleQuery = (id: number) =>
  query('automationSchedule', [automationSchedulePath(id)], (client) => getAutomationSchedule(client, id));

export const automationScheduleEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomationSchedule',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(automationSchedulePath, 'id'),
  summary: "An automation's upcoming runs",
  answer: automationScheduleAnswerSchema,
});
