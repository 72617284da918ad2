/**
 * Opaque bearer tokens of the demo backend: `demo.<userId>.<counter>`. They carry the user id so a
 * handler knows who is calling without a token table; the counter makes every login and refresh
 * hand out a new string, as a real server does.
 */
let issued = 0;

export function issueDemoToken(userId: number): string {
  issued += 1;
  return `demo.${userId}.${issued}`;
}

/** Tokens revoked by logout: the demo refuses them from then on (until the page reloads). */
const revoked = new Set<string>();

/** Logout: `token` is refused from now on. */
export function revokeDemoToken(token: string): void {
  revoked.add(token);
}

/** The user id inside a demo token, or null for anything that is not one, or was revoked. */
export function userIdFromDemoToken(token: string): number | null {
  const match = /^demo\.(\d+)\.\d+$/.exec(token);
  return match && !revoked.has(token) ? Number(match[1]) : null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}
