import { type ApiClient, demoRevokeSessionPath, revokeSession } from '@stride/api';

/**
 * Where logout asks the server to revoke the token (ADR 0106): `VITE_LOGOUT_PATH` (relative to the
 * API host) when the deployment has such an endpoint; in demo mode the demo backend's; otherwise
 * none, and logout only clears the browser (the spec shows no logout call).
 */
export function revokePathFor(env: { VITE_API_URL?: string; VITE_LOGOUT_PATH?: string }): string | null {
  if (env.VITE_LOGOUT_PATH) return env.VITE_LOGOUT_PATH;
  return env.VITE_API_URL ? null : demoRevokeSessionPath;
}

/** How long logout waits for the revoke answer before it clears the browser anyway. */
export const revokeWaitMs = 3_000;

/**
 * Logout: asks the server at `path` to revoke the token (if a path is given), then `forget`s the
 * session, whatever the server answered, and after `revokeWaitMs` at the latest.
 */
export async function revokeThenForget(
  client: ApiClient,
  path: string | null,
  forget: () => void,
): Promise<void> {
  if (path) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      revokeSession(client, path).catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, revokeWaitMs))),
    ]);
    clearTimeout(timer);
  }
  forget();
}
