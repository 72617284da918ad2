/**
 * Where the client keeps the session between calls. The console backs it with local storage so a
 * reload keeps the admin signed in; tests use `createMemorySessionStore`.
 */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** Epoch milliseconds of the last token refresh, or null when unknown. */
  getLastRefresh(): number | null;
  setLastRefresh(ms: number | null): void;
  /** Forget the token and the refresh time (logout, expiry). */
  clear(): void;
}

/** A session store that lives in memory only, optionally starting with a token and refresh time. */
export function createMemorySessionStore(
  initial: { token?: string | null; lastRefresh?: number | null } = {},
): SessionStore {
  let token = initial.token ?? null;
  let lastRefresh = initial.lastRefresh ?? null;
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    getLastRefresh: () => lastRefresh,
    setLastRefresh: (ms) => {
      lastRefresh = ms;
    },
    clear: () => {
      token = null;
      lastRefresh = null;
    },
  };
}
