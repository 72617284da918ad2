import type { AdminMessageBody } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';

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
