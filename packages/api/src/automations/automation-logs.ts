import { automationLogSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/logs/{a}/{page} (getLogs): {a} the automation filter, 'all' for none; pages from 0. */
export const automationLogsPath = (automationId: number | 'all' | string, page: number | string) =>
  automationsPathOf('logs', automationId, page);

/** A page of rows and the total (ADR 0067); shared by the logs and the detailed logs. */
export const logPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ logs: z.array(row), total: z.number(), per_page: z.number() });

const automationLogsAnswerSchema = logPageSchema(automationLogSchema);
export type AutomationLogsAnswer = z.infer<typeof automationLogsAnswerSchema>;

export function getAutomationLogs(
  client: ApiClient,
  automationId: number | null,
  page: number,
): Promise<AutomationLogsAnswer> {
  return client.request({
    path: automationLogsPath(automationId ?? 'all', page),
    schema: automationLogsAnswerSchema,
  });
}

/** Query descriptor of `getAutomationLogs`. */
export const automationLogsQuery = (automationId: number | null, page: number) =>
  query('automationLogs', [automationLogsPath(automationId ?? 'all', page)], (client) =>
    getAutomationLogs(client, automationId, page),
  );

export const automationLogsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomationLogs',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(automationLogsPath, 'automation_id', 'page'),
  summary: "A page of an automation's logs (automation_id 'all' for every automation)",
  answer: automationLogsAnswerSchema,
});
