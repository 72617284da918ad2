import { noticeTemplateSchema, type PostPayload } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { anyAnswerSchema } from './notices';
import { query } from '../query/query';
import { family, mutation } from '../query/mutation';
import { noticeTemplatesQuery } from '../automations/automation-items';
import { endpoint, pathTemplate } from '../contract/endpoint';

/**
 * POST api/admin/notification/sendNotifications (docs/endpoints.md): the post; `?send=1` when sending; the
 * same path with `save` and `isTemplate` stores a template (both as query flags, ADR 0055).
 */
export const sendNotificationsPath = 'api/admin/notification/sendNotifications';

/** The flags `sendNotice` sends as its query string. */
const sendNoticeQuerySchema = z.object({
  send: z.literal(1).optional(),
  save: z.literal(1).optional(),
  isTemplate: z.literal(1).optional(),
});

export function sendNotice(client: ApiClient, post: PostPayload) {
  const flags: z.input<typeof sendNoticeQuerySchema> = post.isTemplate
    ? { save: 1, isTemplate: 1 }
    : { send: 1 };
  return client.request({
    method: 'POST',
    path: sendNotificationsPath,
    query: flags,
    body: post,
    schema: anyAnswerSchema,
  });
}

/** GET api/admin/notification/viewNoticeTemplate/{id}: the template with its post fields (ADR 0055). */
export const viewNoticeTemplatePath = (id: number | string) =>
  `api/admin/notification/viewNoticeTemplate/${encodeURIComponent(String(id))}`;
const viewNoticeTemplateAnswerSchema = z.object({
  template: z.looseObject(noticeTemplateSchema.shape),
});

export async function viewNoticeTemplate(client: ApiClient, id: number) {
  return (await client.request({ path: viewNoticeTemplatePath(id), schema: viewNoticeTemplateAnswerSchema }))
    .template;
}
export const viewNoticeTemplateQuery = (id: number) =>
  query('viewNoticeTemplate', [viewNoticeTemplatePath(id)], (client) => viewNoticeTemplate(client, id));

/** Sending a post or saving a template: the board's pages, the templates and the stored ones are read again. */
export const sendNoticeMutation = (post: PostPayload) =>
  mutation('sendNotice', (client) => sendNotice(client, post), {
    refreshes: [family('notices'), noticeTemplatesQuery()],
  });

export const sendNotificationsEndpoint = /* @__PURE__ */ endpoint({
  name: 'sendNotice',
  method: 'POST',
  path: sendNotificationsPath,
  summary: 'Sends a post (query send=1), or stores it as a template (save=1&isTemplate=1)',
  query: sendNoticeQuerySchema,
  answer: anyAnswerSchema,
});

export const viewNoticeTemplateEndpoint = /* @__PURE__ */ endpoint({
  name: 'viewNoticeTemplate',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(viewNoticeTemplatePath, 'id'),
  summary: 'One notice template',
  answer: viewNoticeTemplateAnswerSchema,
});
