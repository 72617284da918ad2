import { sessionFromLogin, type AdminUser } from '@stride/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Local-storage keys of the session; "clear all local data" removes exactly these. */
export const sessionStorageKeys = {
  token: 'stride.token',
  user: 'stride.user',
  lastRefresh: 'stride.lastRefresh',
} as const;

const local = <Value>() => createJSONStorage<Value>(() => localStorage);
const getOnInit = { getOnInit: true };

/** The bearer token, kept locally so a reload keeps the admin signed in (docs/product/session.md). */
export const tokenAtom = atomWithStorage<string | null>(
  sessionStorageKeys.token,
  null,
  local<string | null>(),
  getOnInit,
);

/** Epoch ms of the last token refresh (docs/product/session.md). */
export const lastRefreshAtom = atomWithStorage<number | null>(
  sessionStorageKeys.lastRefresh,
  null,
  local<number | null>(),
  getOnInit,
);

/**
 * The logged-in admin. What is stored was parsed when it came (login, refresh); a stored admin
 * that no longer parses is removed at start-up, before the first render (`stored-session.ts`).
 */
export const userAtom = atomWithStorage<AdminUser | null>(
  sessionStorageKeys.user,
  null,
  local<AdminUser | null>(),
  getOnInit,
);

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
  for (const key of Object.values(sessionStorageKeys)) localStorage.removeItem(key);
});
