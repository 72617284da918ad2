import { createContext, useContext, useState } from 'react';
import { noPreferences, readPreferences, type ListPreferences } from './list-preferences';

/**
 * Where lists keep what a person chose for them in this browser: the columns they hid and their saved
 * views, as text under the list's name. Without a provider: the browser's localStorage.
 */
export type ListPreferencesStore = {
  /** The text kept for the list `name`, or null. */
  read: (name: string) => string | null;
  /** Keeps `text` for the list `name`. */
  write: (name: string, text: string) => void;
};

const storageKey = (name: string) => `stride.list.${name}`;

/** The browser's localStorage; a browser that refuses it (private mode, full) keeps nothing. */
const localStore: ListPreferencesStore = {
  read: (name) => {
    try {
      return globalThis.localStorage?.getItem(storageKey(name)) ?? null;
    } catch {
      return null;
    }
  },
  write: (name, text) => {
    try {
      globalThis.localStorage?.setItem(storageKey(name), text);
    } catch {
      // Nothing kept: the choice lasts until the page is left.
    }
  },
};

/** A store in memory, forgotten with the page: for stories and tests, which must not share a browser's. */
export function memoryListPreferences(initial: Record<string, ListPreferences> = {}): ListPreferencesStore {
  const kept = new Map(Object.entries(initial).map(([name, prefs]) => [name, JSON.stringify(prefs)]));
  return { read: (name) => kept.get(name) ?? null, write: (name, text) => kept.set(name, text) };
}

const ListPreferencesContext = createContext<ListPreferencesStore>(localStore);

/** Gives the lists below another store for their hidden columns and saved views (default: localStorage). */
export const ListPreferencesProvider = ListPreferencesContext.Provider;

/**
 * A list's kept preferences and the call that changes them; a list without a name keeps them only while
 * it shows.
 */
export function useListPreferences(name: string | undefined) {
  const store = useContext(ListPreferencesContext);
  const [kept, setKept] = useState(() => ({
    name,
    store,
    prefs: name ? readPreferences(store.read(name)) : noPreferences,
  }));
  // Another list (or store) in the same place reads its own.
  let current = kept;
  if (kept.name !== name || kept.store !== store) {
    current = { name, store, prefs: name ? readPreferences(store.read(name)) : noPreferences };
    setKept(current);
  }
  const update = (change: (prefs: ListPreferences) => ListPreferences) => {
    const prefs = change(current.prefs);
    setKept({ name, store, prefs });
    if (name) store.write(name, JSON.stringify(prefs));
  };
  return [current.prefs, update] as const;
}
