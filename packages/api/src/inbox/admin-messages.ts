import { adminMessageSchema, numericSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const adminMessagesPath = 'api/admin/administration/getAdminMessages';

/** Answer of GET …/getAdminMessages: `{ messages, unread }` (docs/product/inbox.md). */
const adminMessagesAnswerSchema = z.object({
  messages: z.array(adminMessageSchema),
  unread: numericSchema,
});
export type AdminMessagesAnswer = z.input<typeof adminMessagesAnswerSchema>;
/** The parsed inbox: messages with numeric `is_read`, and the unread count. */
export type AdminMessages = z.output<typeof adminMessagesAnswerSchema>;

/** The admin's inbox, newest first as the server sends it. */
export function getAdminMessages(client: ApiClient) {
  return client.request({ path: adminMessagesPath, schema: adminMessagesAnswerSchema });
}

/** Query descriptor of `getAdminMessages`. */
export const adminMessagesQuery = () =>
  query('adminMessages', [adminMessagesPath], (client) => getAdminMessages(client));

export const adminMessagesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAdminMessages',
  method: 'GET',
  path: adminMessagesPath,
  summary: "The admin's own administration messages and how many are unread",
  answer: adminMessagesAnswerSchema,
});
