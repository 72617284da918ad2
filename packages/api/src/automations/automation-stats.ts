import type { StatsWindow } from '@stride/domain';
import { statsEntrySchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/tagStats/{a}/{b} (getAutomationStats): {a} the id, {b} the window 3m or 24h. */
export const automationStatsPath = (id: number | string, window: StatsWindow | string) =>
  automationsPathOf('tagStats', id, window);

/** Answer: `{ stats }`, one entry per month (3m) or per hour (24h) (ADR 0067). */
const automationStatsAnswerSchema = z.object({ stats: z.array(statsEntrySchema) });
export type AutomationStatsAnswer = z.infer<typeof automationStatsAnswerSchema>;

export function getAutomationStats(
  client: ApiClient,
  id: number,
  window: StatsWindow,
): Promise<AutomationStatsAnswer> {
  return client.request({ path: automationStatsPath(id, window), schema: automationStatsAnswerSchema });
}

/** Query descriptor of `getAutomationStats`. */
export const automationStatsQuery = (id: number, window: StatsWindow) =>
  query('automationStats', [automationStatsPath(id, window)], (client) =>
    getAutomationStats(client, id, window),
  );

export const automationStatsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomationStats',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(automationStatsPath, 'id', 'window'),
  summary: "An automation's email figures over a window (e.g. 24h, 3m)",
  answer: automationStatsAnswerSchema,
});
