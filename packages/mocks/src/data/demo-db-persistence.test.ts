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
    message.is_read = readFlag;
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
    kept.saveSoon();
    await kept.flush();

    await kept.reset();
    expect(demoDb.schools[0]!.name).toBe(seededTitle);
    expect(store.keys()).toEqual([]);
    reload();
    await expect(keepDemoDb(store).restore()).resolves.toBe(false);
    expect(demoDb.schools[0]!.name).toBe(seededTitle);
  });

  it('saves a burst of writes once', async () => {
    const store = memoryStore();
    let saves = 0;
    const counting: DemoDbStore = {
      ...store,
      set: async (key, value) => void (saves++, await store.set(key, value)),
    };
    const kept = keepDemoDb(counting, { delayMs: 5 });
    for (let write = 0; write < 5; write++) kept.saveSoon();
    await kept.flush();
    expect(saves).toBe(1);
  });

  it('saves a write at once, not after the delay', async () => {
    const store = memoryStore();
    const kept = keepDemoDb(store, { delayMs: 60_000 });
    kept.saveNow();
    await kept.flush();
    expect(store.keys()).toEqual(['stride-demo-db']);
  });
});
