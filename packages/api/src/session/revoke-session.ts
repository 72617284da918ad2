import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

/**
 * Not in the spec, which shows no logout call: the path the demo backend revokes a token at. A
 * deployment names its own revoke endpoint (the console's `VITE_LOGOUT_PATH`; ADR 0106).
 */
export const demoRevokeSessionPath = 'api/admin/logout';

const revokeSessionAnswerSchema = z.unknown();

/**
 * Asks the server to revoke the bearer token (logout), at `path` relative to the API host; the
 * answer's body is not read. Never triggers a token refresh.
 */
export async function revokeSession(client: ApiClient, path: string): Promise<void> {
  await client.request({ method: 'POST', path, schema: revokeSessionAnswerSchema, refresh: false });
}

export const revokeSessionEndpoint = /* @__PURE__ */ endpoint({
  name: 'revokeSession',
  method: 'POST',
  path: demoRevokeSessionPath,
  summary:
    "Revokes the bearer token (logout); the demo's path, a deployment names its own; the answer is not read",
  answer: revokeSessionAnswerSchema,
});
