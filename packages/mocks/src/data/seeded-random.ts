/**
 * A small seeded pseudo-random source (mulberry32). The demo dataset must be identical on every
 * machine and every reload, so nothing in `data/` may call Math.random or read the clock.
 */
export type SeededRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` returns 'a' three times as often. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** A new array with the items in random order (Fisher-Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs at least one item');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [never, number])[0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
