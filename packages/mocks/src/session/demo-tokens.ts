import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Bearer tokens of the demo backend: `demo.<userId>.<nonce>.<signature>`, the signature an HMAC-SHA256
 * of the rest under a random secret of this backend. They carry the user id so a handler knows who is
 * calling without a token table; the nonce makes every login and refresh hand out a new string; the
 * signature makes a token nobody issued (`demo.1.1`, or another user id under a real signature) a 401,
 * as a real API's is (docs/product/session.md, `session.demo.signed-tokens`).
 *
 * The HMAC is computed synchronously (a page story signs in while it renders; Web Crypto only signs
 * asynchronously), the same in the browser (the demo in the page) and in Node (the reference API).
 */

const secretKey = 'stride-demo.token-secret';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The backend's secret: random per Node process; in the browser kept beside the demo's data (local
 * storage, readable by the page as the whole demo backend is) so a reload keeps the session, as a
 * real server's secret outlives a page load. Storage that refuses it keeps it for this page only.
 */
function backendSecret(): string {
  const storage = browserStorage();
  try {
    const kept = storage?.getItem(secretKey);
    if (kept && kept.length >= 43) return kept;
  } catch {
    // Unreadable storage: a secret of this page's own.
  }
  const secret = base64url(randomBytes(32));
  try {
    storage?.setItem(secretKey, secret);
  } catch {
    // Full or blocked: the tokens hold until the page reloads.
  }
  return secret;
}

let secret: Uint8Array | undefined;
const encoder = new TextEncoder();
const signatureOf = (payload: string) =>
  base64url(hmac(sha256, (secret ??= encoder.encode(backendSecret())), encoder.encode(payload)));

/** A new token for `userId`, signed by this backend. */
export function issueDemoToken(userId: number): string {
  const payload = `demo.${userId}.${base64url(randomBytes(12))}`;
  return `${payload}.${signatureOf(payload)}`;
}

/** Tokens revoked by logout: the demo refuses them from then on (until the page reloads). */
const revoked = new Set<string>();

/** Logout: `token` is refused from now on. */
export function revokeDemoToken(token: string): void {
  revoked.add(token);
}

/** Compares two strings in time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The user id inside a token this backend issued, or null for any other string, or a revoked token. */
export function userIdFromDemoToken(token: string): number | null {
  const match = /^(demo\.(\d+)\.[\w-]+)\.([\w-]+)$/.exec(token);
  if (!match || revoked.has(token) || !sameString(match[3]!, signatureOf(match[1]!))) return null;
  return Number(match[2]);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}
