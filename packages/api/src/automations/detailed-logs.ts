import { detailedLogSchema } from '@stride/domain';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { logPageSchema } from './automation-logs';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/detailedLogs/{a}/{b} (getDetailedLogs): {a} the automation id, {b} the page from 0. */
export const detailedLogsPath = (automationId: number | string, page: number | string) =>
  automationsPathOf('detailedLogs', automationId, page);

const detailedLogsAnswerSchema = logPageSchema(detailedLogSchema);
export type DetailedLogsAnswer = z.infer<typeof detailedLogsAnswerSchema>;

export function getDetailedLogs(
  client: ApiClient,
  automationId: number,
  page: number,
): Promise<DetailedLogsAnswer> {
  return client.request({ path: detailedLogsPath(automationId, page), schema: detailedLogsAnswerSchema });
}

/** Query descriptor of `getDetailedLogs`. */
export const detailedLogsQuery = (automationId: number, page: number) =>
  query('detailedLogs', [detailedLogsPath(automationId, page)], (client) =>
    getDetailedLogs(client, automationId, page),
  );

export const detailedLogsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getDetailedLogs',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(detailedLogsPath, 'automation_id', 'page'),
  summary: "A page of an automation's detailed logs",
  answer: detailedLogsAnswerSchema,
});
