import { adminUserSchema, sessionFromLogin } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { initialRefreshOffsetMs } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

export const loginPath = 'api/admin/login';

/** What the login form sends. */
const loginBodySchema = z.object({ email: z.string(), password: z.string() });
export type LoginPayload = z.infer<typeof loginBodySchema>;

/**
 * Answer of POST api/admin/login: `{ user: AdminUser, token: string, ...other session data }`.
 * Other session fields (token type, lifetime) are tolerated and dropped. A refused login answers
 * `{ error: 'invalid_credentials' | 'school_disabled' | ..., message? }`, usually with a 4xx status.
 */
const loginAnswerSchema = z.object({
  user: adminUserSchema,
  token: z.string().min(1),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * Logs in. When the user has an admin role, the token is stored and the refresh time set 20 s in the
 * past (docs/product/session.md); a user without admin roles gets the answer back but no session, so the
 * console can refuse with 'Wrong account. Use your admin credentials to login'.
 * @throws ApiError kind 'http' with `code` from the body's `error` (e.g. 'school_disabled').
 */
export async function login(client: ApiClient, payload: LoginPayload): Promise<LoginAnswer> {
  const answer = await client.request({
    method: 'POST',
    path: loginPath,
    body: payload,
    schema: loginAnswerSchema,
    refresh: false,
  });
  if (sessionFromLogin(answer.user)) {
    client.session.setToken(answer.token);
    client.session.setLastRefresh(client.now() - initialRefreshOffsetMs);
  }
  return answer;
}

/** The login call's declaration in the contract (docs/api/openapi.json). */
export const loginEndpoint = /* @__PURE__ */ endpoint({
  name: 'login',
  method: 'POST',
  path: loginPath,
  summary:
    'Signs an admin in: the user and a bearer token; a refusal may answer { error } (e.g. school_disabled)',
  body: loginBodySchema,
  public: true,
  answer: loginAnswerSchema,
});
