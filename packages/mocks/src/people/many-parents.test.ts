import { afterEach, describe, expect, it } from 'vitest';
import { parentCountFromPage } from '../scenarios';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { addDemoParents, largeParentCount } from './many-parents';

afterEach(() => resetDemoDb());

describe('the 100 000-parent scenario', () => {
  it('is asked for with ?people=large and remembered until ?people=default', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(parentCountFromPage('', storage)).toBeNull();
    expect(parentCountFromPage('?people=large', storage)).toBe(largeParentCount);
    expect(parentCountFromPage('', storage)).toBe(largeParentCount);
    expect(parentCountFromPage('?people=default', storage)).toBeNull();
  });

  it('tops the parents up to the count with unique ids and no new pupils', () => {
    const pupils = demoDb.pupils.length;
    const before = demoDb.parents;
    addDemoParents(largeParentCount);
    expect(demoDb.parents).toBe(before);
    expect(demoDb.parents).toHaveLength(largeParentCount);
    expect(new Set(demoDb.parents.map((row) => row.id)).size).toBe(largeParentCount);
    expect(demoDb.pupils).toHaveLength(pupils);
  });
});
