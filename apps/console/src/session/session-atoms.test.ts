import type { AdminUser } from '@stride/domain';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptServerUserAtom,
  clearSessionAtom,
  confirmedSessionAtom,
  lastRefreshAtom,
  roleAtom,
  sessionAtom,
  sessionNotKeptAtom,
  tokenAtom,
  userAtom,
} from './session-atoms';

// Local storage as a browser has it, there before the session atoms read it when their module loads.
vi.hoisted(() => {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.assign(globalThis, { localStorage: storage });
});

const schoolAdmin = {
  id: 7,
  first_name: 'Sam',
  last_name: 'Admin',
  email: 'school@demo.test',
  admin_roles: [{ slug: 'SCHOOL_ADMIN', admin_organization_id: 10 }],
  admin_roles_with_settings: [{ slug: 'SCHOOL_ADMIN', admin_organization_id: 10, settings: null }],
} as AdminUser;

function signedInAs(user: AdminUser) {
  const store = createStore();
  store.set(tokenAtom, 'jwt');
  store.set(userAtom, user);
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the stored admin follows the server (ADR 0106)', () => {
  it('replaces a stored admin whose role was edited, and the role follows', () => {
    const tampered = {
      ...schoolAdmin,
      admin_roles: [{ slug: 'SUPERADMIN' }],
      admin_roles_with_settings: [{ slug: 'SUPERADMIN', admin_organization_id: null, settings: null }],
    } as AdminUser;
    const store = signedInAs(tampered);
    expect(store.get(roleAtom)).toBe('SUPERADMIN');
    store.set(adoptServerUserAtom, schoolAdmin);
    expect(store.get(roleAtom)).toBe('SCHOOL_ADMIN');
    expect(store.get(sessionAtom)?.organisationId).toBe(10);
    expect(JSON.parse(localStorage.getItem('stride.user')!)).toEqual(schoolAdmin);
  });

  it('keeps a stored admin that agrees, whatever its key order and extra fields', () => {
    const reordered = Object.fromEntries(Object.entries(schoolAdmin).reverse());
    const stored = { extra: 'kept', ...reordered } as unknown as AdminUser;
    const store = signedInAs(stored);
    const session = store.get(sessionAtom);
    store.set(adoptServerUserAtom, schoolAdmin);
    expect(store.get(userAtom)).toBe(stored);
    expect(store.get(sessionAtom)).toBe(session);
  });
});

// Rules: session.user-info.confirmed-first
describe('no role before the server has confirmed the admin', () => {
  const tampered = {
    ...schoolAdmin,
    admin_roles: [{ slug: 'SUPERADMIN' }],
    admin_roles_with_settings: [{ slug: 'SUPERADMIN', admin_organization_id: null, settings: null }],
  } as AdminUser;

  it('has no confirmed session from a stored admin alone, edited or not', () => {
    expect(signedInAs(tampered).get(confirmedSessionAtom)).toBeNull();
    expect(signedInAs(schoolAdmin).get(confirmedSessionAtom)).toBeNull();
  });

  it("has the server's role once it answers, never the stored one", () => {
    const store = signedInAs(tampered);
    store.set(adoptServerUserAtom, schoolAdmin);
    expect(store.get(confirmedSessionAtom)?.role).toBe('SCHOOL_ADMIN');
  });

  it('is unconfirmed again when the stored admin is edited after the answer, and after a logout', () => {
    const store = signedInAs(schoolAdmin);
    store.set(adoptServerUserAtom, schoolAdmin);
    store.set(userAtom, tampered);
    expect(store.get(confirmedSessionAtom)).toBeNull();
    store.set(adoptServerUserAtom, schoolAdmin);
    expect(store.get(confirmedSessionAtom)?.role).toBe('SCHOOL_ADMIN');
    store.set(clearSessionAtom);
    store.set(tokenAtom, 'jwt');
    store.set(userAtom, schoolAdmin);
    expect(store.get(confirmedSessionAtom)).toBeNull();
  });
});

// Rules: session.storage.full-at-login
describe('a browser whose storage is full at login', () => {
  const full = () =>
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

  it('signs in all the same, for this page only, and says the session is not kept', () => {
    const refusing = full();
    const store = createStore();
    expect(() => {
      store.set(tokenAtom, 'jwt');
      store.set(lastRefreshAtom, 1_000);
      store.set(adoptServerUserAtom, schoolAdmin);
    }).not.toThrow();
    expect(store.get(confirmedSessionAtom)?.role).toBe('SCHOOL_ADMIN');
    expect(store.get(sessionNotKeptAtom)).toBe('storage-full');
    // A page that starts watching the session later (the layout after Login) still sees it.
    const unwatch = store.sub(confirmedSessionAtom, () => undefined);
    expect(store.get(confirmedSessionAtom)?.role).toBe('SCHOOL_ADMIN');
    expect(store.get(tokenAtom)).toBe('jwt');
    unwatch();
    refusing.mockRestore();
  });

  it('leaves no half session in storage when only some of it could be written', () => {
    const setItem = localStorage.setItem.bind(localStorage);
    const refusing = vi.spyOn(localStorage, 'setItem').mockImplementation((key, value) => {
      if (key === 'stride.user') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem(key, value);
    });
    const store = createStore();
    store.set(tokenAtom, 'jwt');
    store.set(adoptServerUserAtom, schoolAdmin);
    expect(localStorage.getItem('stride.token')).toBeNull();
    expect(localStorage.getItem('stride.user')).toBeNull();
    expect(store.get(tokenAtom)).toBe('jwt');
    refusing.mockRestore();
  });

  it('says nothing more after a logout', () => {
    const refusing = full();
    const store = createStore();
    store.set(tokenAtom, 'jwt');
    refusing.mockRestore();
    store.set(clearSessionAtom);
    expect(store.get(sessionNotKeptAtom)).toBeNull();
  });
});
