import { pendingNoticeSchema, type PendingNoticeStatus } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { anyAnswerSchema } from './notices';
import { query } from '../query/query';
import { family, mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/notification/showPendingNotices (method and prefix assumed, row 59). */
export const pendingNoticesPath = 'api/admin/notification/showPendingNotices';
const pendingNoticesAnswerSchema = z.object({ notices: z.array(pendingNoticeSchema) });

export async function getPendingNotices(client: ApiClient) {
  return (await client.request({ path: pendingNoticesPath, schema: pendingNoticesAnswerSchema })).notices;
}
export const pendingNoticesQuery = () =>
  query('pendingNotices', [pendingNoticesPath], (client) => getPendingNotices(client));

/** POST api/admin/notification/verifyNotice/{notice_id}/{status}: 1 verify, 5 without notification, 0 remove. */
export const verifyNoticePath = (id: number | string, status: PendingNoticeStatus | string) =>
  `api/admin/notification/verifyNotice/${id}/${status}`;
export function verifyNotice(client: ApiClient, id: number, status: PendingNoticeStatus) {
  return client.request({ method: 'POST', path: verifyNoticePath(id, status), schema: anyAnswerSchema });
}

/** Verifying a notice: the pending notices and the actions' history are read again. */
export const verifyNoticeMutation = (id: number, status: PendingNoticeStatus) =>
  mutation('verifyNotice', (client) => verifyNotice(client, id, status), {
    refreshes: [pendingNoticesQuery(), family('actionsHistory')],
  });

export const pendingNoticesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getPendingNotices',
  method: 'GET',
  path: pendingNoticesPath,
  summary: 'The notices waiting to be verified',
  answer: pendingNoticesAnswerSchema,
});

export const verifyNoticeEndpoint = /* @__PURE__ */ endpoint({
  name: 'verifyNotice',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(verifyNoticePath, 'id', 'status'),
  summary: 'Verifies or rejects a pending notice',
  answer: anyAnswerSchema,
});
