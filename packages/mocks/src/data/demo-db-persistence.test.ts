import { afterEach, describe, expect, it } from 'vitest';
import { type DemoDbStore, keepDemoDb } from './demo-db-persistence';
import { demoDb, resetDemoDb } from './demo-db';

/** IndexedDB in memory: values are stored as structured clones, as the browser stores them. */
function memoryStore(): DemoDbStore & { keys: () => string[] } {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

/** What a reload does to the demo backend: its memory starts again from the seed. */
const reload = () => resetDemoDb();

describe('the demo dataset across reloads', () => {
  afterEach(() => resetDemoDb());

  it('comes back after a reload with what was written', async () => {
    const store = memoryStore();
    const kept = keepDemoDb(store, { delayMs: 1 });
    const message = demoDb.adminMessages[0]!;
    const readFlag = message.is_read === 1 ? 0 : 1;
    // A write, then a read that makes a table.
    message.is_read = readFlag;
    kept.saveNow();
    demoDb.noticeBoards.set(1, []);
    kept.saveSoon();
    await kept.flush();

    reload();
    expect(demoDb.adminMessages[0]!.is_read).not.toBe(readFlag);
    await expect(keepDemoDb(store).restore()).resolves.toBe(true);
    expect(demoDb.adminMessages[0]!.is_read).toBe(readFlag);
    expect(demoDb.noticeBoards.get(1)).toEqual([]);
  });

  it('is not restored when it was saved from another seed or shape', async () => {
    const store = memoryStore();
    await store.set('stride-demo-db', { fingerprint: 'an older build', db: { schools: [] } });
    await expect(keepDemoDb(store).restore()).resolves.toBe(false);
    expect(demoDb.schools.length).toBeGreaterThan(0);
  });

  it('starts again from the seed after a reset, and stays so after a reload', async () => {
    const store = memoryStore();
    const kept = keepDemoDb(store, { delayMs: 1 });
    const seededTitle = demoDb.schools[0]!.name;
    demoDb.schools[0]!.name = 'Renamed in the demo';
    kept.saveNow();
    await kept.flush();
    expect(store.keys()).toEqual(['stride-demo-db']);

    await kept.reset();
    expect(demoDb.schools[0]!.name).toBe(seededTitle);
    expect(store.keys()).toEqual([]);
    reload();
    await expect(keepDemoDb(store).restore()).resolves.toBe(false);
    expect(demoDb.schools[0]!.name).toBe(seededTitle);
  });

  /** A store that counts its saves. */
  function countingStore() {
    const store = memoryStore();
    const counted = { saves: 0 };
    const counting: DemoDbStore = {
      ...store,
      set: async (key, value) => void (counted.saves++, await store.set(key, value)),
    };
    return { store, counting, counted };
  }

  it('saves a burst of reads that made tables once', async () => {
    const { counting, counted } = countingStore();
    const kept = keepDemoDb(counting, { delayMs: 5 });
    for (let read = 1; read <= 5; read++) {
      demoDb.noticeBoards.set(read, []);
      kept.saveSoon();
    }
    await kept.flush();
    expect(counted.saves).toBe(1);
  });

  it('does not copy the dataset after reads that changed no table, seeded or restored', async () => {
    const { store, counting, counted } = countingStore();
    const seeded = keepDemoDb(counting, { delayMs: 1 });
    for (let read = 0; read < 5; read++) seeded.saveSoon();
    await seeded.flush();
    expect(counted.saves).toBe(0);
    expect(store.keys()).toEqual([]);

    demoDb.schools[0]!.name = 'Renamed in the demo';
    seeded.saveNow();
    await seeded.flush();
    expect(counted.saves).toBe(1);

    reload();
    const restored = keepDemoDb(counting, { delayMs: 1 });
    await expect(restored.restore()).resolves.toBe(true);
    restored.saveSoon();
    await restored.flush();
    expect(counted.saves).toBe(1);
    expect(demoDb.schools[0]!.name).toBe('Renamed in the demo');
  });

  it('saves a write at once, not after the delay', async () => {
    const store = memoryStore();
    const kept = keepDemoDb(store, { delayMs: 60_000 });
    kept.saveNow();
    await kept.flush();
    expect(store.keys()).toEqual(['stride-demo-db']);
  });
});
