import { chatMessageSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

// The spec names a chat modal but no chat call: these paths and answers are ADR 0074's.

/** GET api/admin/notification/chat/{user_id}: the admin's conversation with one user, oldest first. */
export const chatPath = (userId: number | string) =>
  `api/admin/notification/chat/${encodeURIComponent(String(userId))}`;
const chatAnswerSchema = z.object({ messages: z.array(chatMessageSchema) });

export async function getChat(client: ApiClient, userId: number) {
  return (await client.request({ path: chatPath(userId), schema: chatAnswerSchema })).messages;
}
export const chatQuery = (userId: number) =>
  query('chat', [chatPath(userId)], (client) => getChat(client, userId));

/** POST api/admin/notification/chat/send with user_id, notice_id (the card it started from) and message. */
export const sendChatMessagePath = 'api/admin/notification/chat/send';
const sendChatMessageAnswerSchema = z.object({ message: chatMessageSchema });
export type ChatMessageBody = { user_id: number; notice_id: number; message: string };

export async function sendChatMessage(client: ApiClient, body: ChatMessageBody) {
  return (
    await client.request({
      method: 'POST',
      path: sendChatMessagePath,
      body,
      schema: sendChatMessageAnswerSchema,
    })
  ).message;
}

/** Sending a chat message: the chat is read again. */
export const sendChatMessageMutation = (body: ChatMessageBody) =>
  mutation('sendChatMessage', (client) => sendChatMessage(client, body), {
    refreshes: [chatQuery(body.user_id)],
  });

export const chatEndpoint = /* @__PURE__ */ endpoint({
  name: 'getChat',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(chatPath, 'user_id'),
  summary: 'The chat with a user about their posts',
  answer: chatAnswerSchema,
});

export const sendChatMessageEndpoint = /* @__PURE__ */ endpoint({
  name: 'sendChatMessage',
  method: 'POST',
  path: sendChatMessagePath,
  summary: 'Sends a chat message',
  answer: sendChatMessageAnswerSchema,
});
