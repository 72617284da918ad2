import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

export const refreshTokenPath = 'api/admin/refresh-token';

/** Answer of POST api/admin/refresh-token: `{ new_token: string }`. */
const refreshTokenAnswerSchema = z.object({ new_token: z.string().min(1) });
export type RefreshTokenAnswer = z.infer<typeof refreshTokenAnswerSchema>;

/**
 * Asks for a new token without storing it. The client calls this by itself after 13600 s and keeps
 * the token (`client.refreshSession()`); this call never triggers another refresh.
 */
export function refreshToken(client: ApiClient): Promise<RefreshTokenAnswer> {
  return client.request({
    method: 'POST',
    path: refreshTokenPath,
    schema: refreshTokenAnswerSchema,
    refresh: false,
  });
}

export const refreshTokenEndpoint = /* @__PURE__ */ endpoint({
  name: 'refreshToken',
  method: 'POST',
  path: refreshTokenPath,
  summary: 'A new token for the session (called once more than 13600 s passed since the last refresh)',
  answer: refreshTokenAnswerSchema,
});
