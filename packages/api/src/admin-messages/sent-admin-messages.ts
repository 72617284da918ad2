import { sentAdminMessageSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** Assumed path (endpoints.md row 68, ADR 0090). */
export const sentAdminMessagesPath = 'api/admin/actions/getAllAdminMessages';

/** Answer: `{ messages }`, or the bare list; both read as the list. */
const sentAdminMessagesAnswerSchema = z
  .union([z.array(sentAdminMessageSchema), z.object({ messages: z.array(sentAdminMessageSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.messages));

/** Every admin message sent so far (send_admin_messages' table). */
export function getSentAdminMessages(client: ApiClient) {
  return client.request({
    method: 'GET',
    path: sentAdminMessagesPath,
    schema: sentAdminMessagesAnswerSchema,
  });
}

export const sentAdminMessagesQuery = () =>
  query('sentAdminMessages', [sentAdminMessagesPath], (client) => getSentAdminMessages(client));

export const sentAdminMessagesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSentAdminMessages',
  method: 'GET',
  path: sentAdminMessagesPath,
  summary: 'The administration messages sent so far (a list, or { messages })',
  answer: sentAdminMessagesAnswerSchema,
});
