import { numericSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** The spec shows `GET unreadAdminMessagesCount`; the prefix is its siblings' (endpoints.md row 11). */
export const unreadCountPath = 'api/admin/administration/unreadAdminMessagesCount';

/** Answer: `{ unread }`, a count (shape not shown, ADR 0039). */
const unreadCountAnswerSchema = z.object({ unread: numericSchema });
export type UnreadCountAnswer = z.input<typeof unreadCountAnswerSchema>;

/** How many inbox messages are unread (the menu's badge). */
export async function getUnreadCount(client: ApiClient) {
  return (await client.request({ path: unreadCountPath, schema: unreadCountAnswerSchema })).unread;
}

/** Query descriptor of `getUnreadCount`. */
export const unreadCountQuery = () =>
  query('unreadCount', [unreadCountPath], (client) => getUnreadCount(client));

export const unreadCountEndpoint = /* @__PURE__ */ endpoint({
  name: 'getUnreadCount',
  method: 'GET',
  path: unreadCountPath,
  summary: "How many of the admin's messages are unread (the menu's badge)",
  answer: unreadCountAnswerSchema,
});
