import type { DemoDb } from './db-shape';
import { demoDb, resetDemoDb } from './demo-db';

/** Where the demo console keeps its dataset between reloads: IndexedDB in the browser (idb-keyval). */
export type DemoDbStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
};

const storeKey = 'stride-demo-db';

type SavedDemoDb = { fingerprint: string; db: DemoDb };

/**
 * The dataset's tables by name, each with its size (an array's rows, a map's entries, a
 * counter's value) and, with `fields`, the fields of its first row.
 */
const describeTables = (db: DemoDb, { fields }: { fields: boolean }): string =>
  Object.keys(db)
    .sort()
    .map((table) => {
      const rows: unknown = db[table as keyof DemoDb];
      if (rows instanceof Map) return `${table}{${rows.size}}`;
      if (!Array.isArray(rows)) return `${table}=${typeof rows === 'object' ? '' : String(rows)}`;
      if (!fields) return `${table}[${rows.length}]`;
      const [first] = rows as unknown[];
      const shape = first && typeof first === 'object' ? Object.keys(first).sort().join(',') : '';
      return `${table}[${rows.length}]{${shape}}`;
    })
    .join(';');

/**
 * What the seeded dataset looks like (its seed, tables, their sizes and their rows' fields): a dataset
 * saved by a console whose seed or shape differs is not restored, so a new build never reads old rows.
 */
const demoDbFingerprint = (db: DemoDb): string => describeTables(db, { fields: true });

/**
 * How big each table is now: the cheap sign that a read made a table or added rows, without copying the
 * dataset.
 */
const tableSizes = (db: DemoDb): string => describeTables(db, { fields: false });

const isSaved = (value: unknown): value is SavedDemoDb =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedDemoDb).fingerprint === 'string' &&
  typeof (value as SavedDemoDb).db === 'object';

/**
 * Keeps the demo dataset across reloads of the demo console: `restore` before the first answer puts
 * back what this browser wrote before (when it was saved from the same seed and shape), `saveNow`
 * after a write and `saveSoon` after any other answer keep the dataset, `reset` forgets it and starts
 * again from the seed.
 *
 * Saving copies the whole dataset (IndexedDB stores a structured clone): a quarter of the page's work on a
 * move between screens when every read saved it. A read changes the dataset only by making a table or
 * adding rows (a read that writes says so: `demoDbWritten`), so after reads it is saved only when a
 * table's size changed since it was last restored or saved; a dataset nobody changed is the seed again
 * on the next load.
 */
export function keepDemoDb(store: DemoDbStore, { delayMs = 200 } = {}) {
  // The seeded dataset's fingerprint, taken before anything is restored into it.
  const fingerprint = demoDbFingerprint(demoDb);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  // The table sizes of the dataset as this browser keeps it (the seed's until something is saved).
  let keptSizes = tableSizes(demoDb);
  const save = () => {
    timer = undefined;
    keptSizes = tableSizes(demoDb);
    saving = store.set(storeKey, { fingerprint, db: demoDb } satisfies SavedDemoDb).catch(() => {
      // A browser that refuses storage (private mode, quota) keeps the demo in memory only.
    });
    return saving;
  };
  const saveIfGrown = () => {
    timer = undefined;
    return tableSizes(demoDb) === keptSizes ? saving : save();
  };
  return {
    async restore(): Promise<boolean> {
      const saved = await store.get(storeKey).catch(() => undefined);
      if (!isSaved(saved) || saved.fingerprint !== fingerprint) return false;
      Object.assign(demoDb, saved.db);
      keptSizes = tableSizes(demoDb);
      return true;
    },
    /** After a read (which may have made a table): once for a burst, and only if a table's size changed. */
    saveSoon(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(saveIfGrown, delayMs);
    },
    /** After a write: saved at once, so a reload right after it finds it. */
    saveNow(): void {
      if (timer !== undefined) clearTimeout(timer);
      void save();
    },
    /** Saves a pending write now (a test, or a page about to go away). */
    async flush(): Promise<void> {
      if (timer !== undefined) {
        clearTimeout(timer);
        await saveIfGrown();
      }
      await saving;
    },
    async reset(): Promise<void> {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await saving;
      await store.del(storeKey).catch(() => undefined);
      resetDemoDb();
      keptSizes = tableSizes(demoDb);
    },
  };
}

const writeListeners = new Set<() => void>();

/** Called by a handler that writes on a GET (the legacy API marks a message read with one). */
export function demoDbWritten(): void {
  for (const listener of writeListeners) listener();
}

/** Hears `demoDbWritten`; answers the function that stops hearing it. */
export function onDemoDbWritten(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}
