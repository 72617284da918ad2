const expiredMessages = ['Token has expired', 'TokenInvalidException'];

/**
 * A body with the message 'Token has expired' or 'TokenInvalidException', or the error 'token_expired',
 * means the session is over, whatever the HTTP status (docs/product/session.md). Some servers prefix the
 * exception with its namespace, so a message ending in 'TokenInvalidException' counts as well.
 */
export function isTokenExpiredBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (error === 'token_expired') return true;
  return (
    typeof message === 'string' &&
    expiredMessages.some((text) => message === text || message.endsWith(`\\${text}`))
  );
}
