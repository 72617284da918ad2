import type { SessionStore } from '@stride/api';
import type { createStore } from 'jotai';
import { clearSessionAtom, lastRefreshAtom, tokenAtom } from './session-atoms';

type Store = ReturnType<typeof createStore>;

/** The api client's session store, backed by the session atoms (and so by local storage). */
export function jotaiSessionStore(store: Store): SessionStore {
  return {
    getToken: () => store.get(tokenAtom),
    setToken: (token) => store.set(tokenAtom, token),
    getLastRefresh: () => store.get(lastRefreshAtom),
    setLastRefresh: (ms) => store.set(lastRefreshAtom, ms),
    clear: () => store.set(clearSessionAtom),
  };
}
