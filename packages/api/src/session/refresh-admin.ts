import { adminUserSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const refreshAdminPath = 'api/admin/administration/refreshAdmin';

/** Answer of POST api/admin/administration/refreshAdmin (the "user info" call): `{ user: AdminUser }`. */
const refreshAdminAnswerSchema = z.object({ user: adminUserSchema });
export type RefreshAdminAnswer = z.infer<typeof refreshAdminAnswerSchema>;

/**
 * Reloads the signed-in admin (branding: `user.domain.logo_url`, organisation name and logo).
 * A 401 here means the session is gone: check with `isUnauthorised(error)` and go to Login.
 */
export function refreshAdmin(client: ApiClient): Promise<RefreshAdminAnswer> {
  return client.request({ method: 'POST', path: refreshAdminPath, schema: refreshAdminAnswerSchema });
}

/** Query descriptor of `refreshAdmin`: the signed-in admin (the layout's user info). */
export const refreshAdminQuery = () =>
  query('refreshAdmin', [refreshAdminPath], (client) => refreshAdmin(client));

export const refreshAdminEndpoint = /* @__PURE__ */ endpoint({
  name: 'refreshAdmin',
  method: 'POST',
  path: refreshAdminPath,
  summary: 'The signed-in admin (user info); a 401 sends the console to Login',
  answer: refreshAdminAnswerSchema,
});
