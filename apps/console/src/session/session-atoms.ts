import { sessionFromLogin, type AdminUser } from '@stride/domain';
import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isQuotaExceeded } from '../app/browser-storage';

/** Local-storage keys of the session; "clear all local data" removes exactly these. */
export const sessionStorageKeys = {
  token: 'stride.token',
  user: 'stride.user',
  lastRefresh: 'stride.lastRefresh',
} as const;

/** Removes the session's keys from local storage (never throws). */
function forgetStoredSession() {
  for (const key of Object.values(sessionStorageKeys)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage that refuses even this holds nothing of ours.
    }
  }
}

const storedString = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Session values the browser refused to store (full, or blocked): kept for this page instead. */
const keptInMemory = new Map<string, string>();

/**
 * Local storage for the session's keys. When the browser refuses a value, the whole session moves to
 * memory for this page (nothing is left half stored, which a reload would read as another session)
 * and the refusal is thrown on to the write (`keptLocally`).
 */
const sessionStrings = {
  getItem: (key: string) => keptInMemory.get(key) ?? storedString(key),
  setItem: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
      keptInMemory.delete(key);
    } catch (error) {
      for (const other of Object.values(sessionStorageKeys)) {
        const stored = storedString(other);
        if (other !== key && stored !== null && !keptInMemory.has(other)) keptInMemory.set(other, stored);
      }
      keptInMemory.set(key, value);
      forgetStoredSession();
      throw error;
    }
  },
  removeItem: (key: string) => {
    keptInMemory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing of ours is stored where storage is blocked.
    }
  },
};

/** JSON in `sessionStrings`, following what other tabs store (the `storage` event), as jotai's local storage does. */
const local = <Value>() => ({
  ...createJSONStorage<Value>(() => sessionStrings),
  subscribe: (key: string, callback: (value: Value) => void, initialValue: Value) => {
    if (typeof window === 'undefined') return () => undefined;
    const listener = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || event.key !== key) return;
      try {
        callback(event.newValue === null ? initialValue : (JSON.parse(event.newValue) as Value));
      } catch {
        callback(initialValue);
      }
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
});
const getOnInit = { getOnInit: true };

/**
 * Why the session could not be kept in local storage (the storage full, or storage refused), null while
 * it is: the admin stays signed in on this page, but a reload or another tab shows Login, and the
 * layout says so (docs/product/session.md, `session.storage.full-at-login`).
 */
export const sessionNotKeptAtom = atom<'storage-full' | 'refused' | null>(null);

/**
 * A session value kept in local storage; when the browser refuses to store it, the value still
 * changes (for this page) and `sessionNotKeptAtom` says why, instead of an error thrown at the caller.
 */
function keptLocally<Value>(key: string, initial: Value): WritableAtom<Value, [Value], void> {
  const stored = atomWithStorage<Value>(key, initial, local<Value>(), getOnInit);
  return atom(
    (get) => get(stored),
    (_get, set, value: Value) => {
      try {
        set(stored, value);
      } catch (error) {
        set(sessionNotKeptAtom, isQuotaExceeded(error) ? 'storage-full' : 'refused');
      }
    },
  );
}

/** The bearer token, kept locally so a reload keeps the admin signed in (docs/product/session.md). */
export const tokenAtom = keptLocally<string | null>(sessionStorageKeys.token, null);

/** Epoch ms of the last token refresh (docs/product/session.md). */
export const lastRefreshAtom = keptLocally<number | null>(sessionStorageKeys.lastRefresh, null);

/**
 * The logged-in admin. What is stored was parsed when it came (login, refresh); a stored admin
 * that no longer parses is removed at start-up, before the first render (`stored-session.ts`).
 */
export const userAtom = keptLocally<AdminUser | null>(sessionStorageKeys.user, null);

/**
 * The admin the server vouched for in this visit (the login answer, or refreshAdmin at start-up); in
 * memory only, so a reload starts unconfirmed. Nothing that depends on the role renders before it
 * (docs/product/session.md, `session.user-info.confirmed-first`).
 */
const confirmedUserAtom = atom<AdminUser | null>(null);

/**
 * The admin as the server answered refreshAdmin (or the login): a stored admin that disagrees (edited
 * in local storage, or changed on the server since login) is replaced, so role, organisation and
 * settings, and with them the menu and the route guards, follow the server (ADR 0106).
 */
export const adoptServerUserAtom = atom(null, (get, set, user: AdminUser) => {
  set(confirmedUserAtom, user);
  const stored = get(userAtom);
  if (!stored || !agreesWith(stored, user)) set(userAtom, user);
});

/** JSON with every object's keys in order, so two values compare equal whatever their key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );

/** Whether `stored` has every field of the server's answer as the server says it. */
const agreesWith = (stored: AdminUser, server: AdminUser) =>
  Object.entries(server).every(
    ([key, value]) => canonical(stored[key as keyof AdminUser]) === canonical(value),
  );

/** Role, organisation id and settings from the first admin role; null when signed out. */
export const sessionAtom = atom((get) => {
  const user = get(userAtom);
  return user && get(tokenAtom) ? sessionFromLogin(user) : null;
});

export const roleAtom = atom((get) => get(sessionAtom)?.role ?? null);

/**
 * The session once the server has confirmed the admin in this visit and the stored admin agrees with
 * it; null before, and null again while a stored admin edited since is being replaced. The layout
 * shows its menu, brand and pages only under it (`session.user-info.confirmed-first`).
 */
export const confirmedSessionAtom = atom((get) => {
  const confirmed = get(confirmedUserAtom);
  const stored = get(userAtom);
  return confirmed && stored && agreesWith(stored, confirmed) ? get(sessionAtom) : null;
});

/** Clears all local data of the session (logout, expired token). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(lastRefreshAtom, null);
  set(userAtom, null);
  set(confirmedUserAtom, null);
  set(sessionNotKeptAtom, null);
  for (const key of Object.values(sessionStorageKeys)) sessionStrings.removeItem(key);
});
