import { z } from 'zod';
import { readMessageFlag } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { mutation, setQueryData } from '../query/mutation';
import { adminMessagesQuery, type AdminMessages } from './admin-messages';
import { unreadCountQuery } from './unread-count';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** The spec shows `GET setAdminMessageAsRead/{id}`; the prefix is its siblings' (endpoints.md row 12). */
export const markReadPath = (id: number | string) =>
  `api/admin/administration/setAdminMessageAsRead/${encodeURIComponent(String(id))}`;

/** Answer: not shown, so any JSON object (or nothing) is accepted. */
const markReadAnswerSchema = z.looseObject({}).optional();

/** Marks an inbox message read (opening it, docs/product/inbox.md). */
export function markAdminMessageRead(client: ApiClient, id: number) {
  return client.request({ path: markReadPath(id), schema: markReadAnswerSchema });
}

/** The inbox with one message read and the count one lower. */
function withRead(inbox: AdminMessages | undefined, id: number): AdminMessages {
  return {
    unread: Math.max(0, (inbox?.unread ?? 1) - 1),
    messages: (inbox?.messages ?? []).map((message) =>
      message.id === id ? { ...message, is_read: readMessageFlag } : message,
    ),
  };
}

/** Opening an unread message: the list and the menu's count change at once; the count is asked again. */
export const markAdminMessageReadMutation = (id: number) =>
  mutation('markAdminMessageRead', (client) => markAdminMessageRead(client, id), {
    optimistic: [
      setQueryData(adminMessagesQuery(), (inbox) => withRead(inbox, id)),
      setQueryData(unreadCountQuery(), (count) => Math.max(0, (count ?? 1) - 1)),
    ],
    refreshes: [unreadCountQuery()],
  });

export const markReadEndpoint = /* @__PURE__ */ endpoint({
  name: 'markAdminMessageRead',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(markReadPath, 'id'),
  summary: 'Marks an administration message read',
  answer: markReadAnswerSchema,
});
