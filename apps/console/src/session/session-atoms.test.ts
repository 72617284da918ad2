import type { AdminUser } from '@stride/domain';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptServerUserAtom, roleAtom, sessionAtom, tokenAtom, userAtom } from './session-atoms';

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
