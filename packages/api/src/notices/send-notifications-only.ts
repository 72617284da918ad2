import { formActionPath } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** POST api/admin/notification/sendNotificationsOnly/{notice_id}: Actions: send_notifications (ADR 0109). */
export const sendNotificationsOnlyPath = (noticeId: number | string) =>
  `${formActionPath('send_notifications')}/${encodeURIComponent(String(noticeId))}`;

/** Answer: `{ sent }`, how many parents and staff were notified. */
export const sendNotificationsOnlyAnswerSchema = z.object({ sent: z.number() });
export type SendNotificationsOnlyAnswer = z.infer<typeof sendNotificationsOnlyAnswerSchema>;

/** Sends a notice's mobile notifications again, without changing the notice ('Sent'). */
export function sendNotificationsOnly(
  client: ApiClient,
  noticeId: number,
): Promise<SendNotificationsOnlyAnswer> {
  return client.request({
    method: 'POST',
    path: sendNotificationsOnlyPath(noticeId),
    schema: sendNotificationsOnlyAnswerSchema,
  });
}

export const sendNotificationsOnlyEndpoint = /* @__PURE__ */ endpoint({
  name: 'sendNotificationsOnly',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(sendNotificationsOnlyPath, 'notice_id'),
  summary: "Sends a notice's notifications again; answers how many were sent",
  answer: sendNotificationsOnlyAnswerSchema,
});
