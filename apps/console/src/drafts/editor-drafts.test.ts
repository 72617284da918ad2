import type { AdminUser } from '@stride/domain';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '../session/session-atoms';
import {
  clearDraftsAtom,
  discardOthersDraftsAtom,
  draftAtomOf,
  draftNotKeptAtom,
  draftStorageKey,
} from './editor-drafts';

// Local storage as a browser has it, there before the session atoms read it when their module loads.
const localStorageItems = vi.hoisted(() => {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.assign(globalThis, { localStorage: storage });
  return () => Object.fromEntries(items);
});

const admin = (id: number, email: string) =>
  ({ id, email, first_name: 'A', last_name: 'B', admin_roles: [{ slug: 'SUPERADMIN' }] }) as AdminUser;
const alice = admin(11, 'alice@demo.test');
const bob = admin(12, 'bob@demo.test');
const draft = { key: '42', form: { name: 'Half renamed' } };

/** A page load: a new jotai store over the same local storage, `user` signed in (or nobody). */
function pageLoad(user: AdminUser | null) {
  const store = createStore();
  store.set(userAtom, user);
  return store;
}

beforeEach(() => {
  localStorage.clear();
});

describe('a kept draft belongs to the admin who wrote it (ADR 0101)', () => {
  it('comes back to its writer after a reload or a new sign-in', () => {
    pageLoad(alice).set(draftAtomOf('organisation'), draft);
    expect(JSON.parse(localStorage.getItem(draftStorageKey('organisation'))!)).toEqual({
      ...draft,
      owner: alice.id,
    });
    expect(pageLoad(alice).get(draftAtomOf('organisation'))).toEqual(draft);
  });

  it('is never offered to another admin, and their sign-in discards it', () => {
    pageLoad(alice).set(draftAtomOf('organisation'), draft);
    // Signed out (the session expired): nobody sees it, and it stays for its writer.
    const signedOut = pageLoad(null);
    expect(signedOut.get(draftAtomOf('organisation'))).toBeNull();
    signedOut.set(discardOthersDraftsAtom);
    expect(localStorage.getItem(draftStorageKey('organisation'))).not.toBeNull();
    // Bob signs in in the same tab: not his, and it is gone for Alice too.
    signedOut.set(userAtom, bob);
    expect(signedOut.get(draftAtomOf('organisation'))).toBeNull();
    signedOut.set(discardOthersDraftsAtom);
    expect(localStorage.getItem(draftStorageKey('organisation'))).toBeNull();
    expect(pageLoad(alice).get(draftAtomOf('organisation'))).toBeNull();
  });

  it('keeps the signed-in admin\u2019s own draft when they sign in again', () => {
    pageLoad(alice).set(draftAtomOf('council'), draft);
    pageLoad(alice).set(discardOthersDraftsAtom);
    expect(pageLoad(alice).get(draftAtomOf('council'))).toEqual(draft);
  });

  it('is not written while nobody is signed in', () => {
    pageLoad(null).set(draftAtomOf('post'), draft);
    expect(localStorage.getItem(draftStorageKey('post'))).toBeNull();
  });

  it('kept without a writer (before ADR 0101) is offered to nobody', () => {
    localStorage.setItem(draftStorageKey('organisation'), JSON.stringify(draft));
    expect(pageLoad(alice).get(draftAtomOf('organisation'))).toBeNull();
  });

  it('goes, with every other draft, on logout', () => {
    const store = pageLoad(alice);
    store.set(draftAtomOf('post'), draft);
    store.set(draftAtomOf('account'), draft);
    store.set(clearDraftsAtom);
    expect([
      localStorage.getItem(draftStorageKey('post')),
      localStorage.getItem(draftStorageKey('account')),
    ]).toEqual([null, null]);
  });
});

describe('the automations page\u2019s modal editors share one draft (ADR 0101)', () => {
  it('keeps only the one last typed in, so one dialog reopens', () => {
    const tab = pageLoad(alice);
    tab.set(draftAtomOf('automation'), { key: 'open', form: { name: 'Weekly nudge' } });
    tab.set(draftAtomOf('ml-model'), { key: 'open', form: { name: 'Mode predictor' } });
    const reload = pageLoad(alice);
    expect(reload.get(draftAtomOf('automation'))).toBeNull();
    expect(reload.get(draftAtomOf('ml-model'))).toEqual({ key: 'open', form: { name: 'Mode predictor' } });
  });

  it('leaves the other editors\u2019 drafts alone', () => {
    const tab = pageLoad(alice);
    tab.set(draftAtomOf('post'), draft);
    tab.set(draftAtomOf('automation'), { key: 'open', form: {} });
    expect(pageLoad(alice).get(draftAtomOf('post'))).toEqual(draft);
  });
});

/**
 * Local storage as a browser over its quota has it: it refuses any value that would take the stored
 * characters past `limit` (`room` characters more than what is stored now).
 */
function quotaWithRoom(room: number) {
  const setItem = localStorage.setItem.bind(localStorage);
  const stored = () => {
    let total = 0;
    for (const key of Object.keys(localStorageItems()))
      total += key.length + localStorageItems()[key]!.length;
    return total;
  };
  const limit = stored() + room;
  return vi.spyOn(localStorage, 'setItem').mockImplementation((key, value) => {
    const previous = localStorage.getItem(key);
    const after =
      stored() - (previous === null ? 0 : key.length + previous.length) + key.length + value.length;
    if (after > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem(key, value);
  });
}

// Rules: session.storage.draft-too-large
describe('a draft larger than the room left in storage (ADR 0106)', () => {
  it('is kept in memory, says it is too large, and drops the older copy', () => {
    const page = pageLoad(alice);
    const refusing = quotaWithRoom(5000);
    page.set(draftAtomOf('post'), { key: 'new', form: { title: 'Short' } });
    expect(page.get(draftNotKeptAtom)).toBeNull();
    const huge = { key: 'new', form: { title: 'x'.repeat(600_000) } };
    expect(() => page.set(draftAtomOf('post'), huge)).not.toThrow();
    expect(page.get(draftNotKeptAtom)).toBe('too-large');
    expect(page.get(draftAtomOf('post'))).toEqual(huge);
    expect(localStorage.getItem(draftStorageKey('post'))).toBeNull();
    // Back under the quota: kept again, and the message goes.
    page.set(draftAtomOf('post'), { key: 'new', form: { title: 'Shorter' } });
    expect(page.get(draftNotKeptAtom)).toBeNull();
    expect(pageLoad(alice).get(draftAtomOf('post'))).toEqual({ key: 'new', form: { title: 'Shorter' } });
    refusing.mockRestore();
  });

  it('says nothing more once the draft is saved (cleared)', () => {
    const page = pageLoad(alice);
    const refusing = quotaWithRoom(10);
    page.set(draftAtomOf('account'), {
      key: '42',
      form: { name: 'A name long enough for more than the room' },
    });
    expect(page.get(draftNotKeptAtom)).not.toBeNull();
    page.set(draftAtomOf('account'), null);
    expect(page.get(draftNotKeptAtom)).toBeNull();
    refusing.mockRestore();
  });
});

// Rules: session.storage.draft-storage-full
describe('a small draft in a storage already full (other data took the room)', () => {
  it('says the storage is full, never that the draft is too large', () => {
    const page = pageLoad(alice);
    localStorage.setItem('other.data', 'x'.repeat(5_000));
    const refusing = quotaWithRoom(0);
    const title = 'A notice title of sixty characters, which is nothing at all';
    expect(() => page.set(draftAtomOf('post'), { key: 'new', form: { title } })).not.toThrow();
    expect(page.get(draftNotKeptAtom)).toBe('storage-full');
    expect(page.get(draftAtomOf('post'))).toEqual({ key: 'new', form: { title } });
    refusing.mockRestore();
  });

  it('says storage is refused when the browser blocks it (not a quota)', () => {
    const page = pageLoad(alice);
    const refusing = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    page.set(draftAtomOf('post'), { key: 'new', form: { title: 'Frost warning' } });
    expect(page.get(draftNotKeptAtom)).toBe('refused');
    refusing.mockRestore();
  });
});
