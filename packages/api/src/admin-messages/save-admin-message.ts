import type { AdminMessageBody } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { family, mutation } from '../query/mutation';
import { sentAdminMessagesQuery } from './sent-admin-messages';
import { endpoint } from '../contract/endpoint';

/** Assumed path (endpoints.md row 67, ADR 0090). */
export const saveAdminMessagePath = 'api/admin/actions/saveAdminMessage';

/** Answer not shown: any JSON object, or nothing. */
const saveAdminMessageAnswerSchema = z.looseObject({}).optional();

/** Sends an admin message to the picked schools and councils (docs/product/admin-messages.md). */
export function saveAdminMessage(client: ApiClient, body: AdminMessageBody) {
  return client.request({
    method: 'POST',
    path: saveAdminMessagePath,
    body,
    schema: saveAdminMessageAnswerSchema,
  });
}

/** Sending an admin message: the sent messages are read again. */
export const saveAdminMessageMutation = (body: AdminMessageBody) =>
  mutation('saveAdminMessage', (client) => saveAdminMessage(client, body), {
    refreshes: [sentAdminMessagesQuery(), family('actionsHistory')],
  });

export const saveAdminMessageEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveAdminMessage',
  method: 'POST',
  path: saveAdminMessagePath,
  summary: 'Sends an administration message to its targets',
  answer: saveAdminMessageAnswerSchema,
});
