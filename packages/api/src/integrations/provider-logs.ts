import { providerLogRowSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { providerLogsPath } from './integration-paths';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** Answer of `getMiLogs`: `{ logs }` (ADR 0062). */
const providerLogsAnswerSchema = z.object({ logs: z.array(providerLogRowSchema) });
export type ProviderLogsAnswer = z.infer<typeof providerLogsAnswerSchema>;

/** The provider log (Logs modal). */
export function getProviderLogs(client: ApiClient): Promise<ProviderLogsAnswer> {
  return client.request({ path: providerLogsPath, schema: providerLogsAnswerSchema });
}

export const providerLogsQuery = () =>
  query('providerLogs', [providerLogsPath], (client) => getProviderLogs(client));

export const providerLogsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getProviderLogs',
  method: 'GET',
  path: providerLogsPath,
  summary: "The MIS provider's sync logs",
  answer: providerLogsAnswerSchema,
});
