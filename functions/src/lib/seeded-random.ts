/**
 * A small seeded pseudo-random generator for the demo data: the same seed gives the same numbers
 * on every machine and Node version (Math.random cannot be seeded). The demo catalogue's generator
 * (local/src/seed) and the demo market (domain/prices/demo-market) both draw from it, so a
 * product's catalogue and its market days are reproducible alike. mulberry32 is a 32-bit
 * generator with a full 2^32 period, plenty for 25,000 products, and needs no package.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a random order (all of them if there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Mixes several integers into one 32-bit seed (a murmur3-style finalizer per step), so that
 * product n of seed s gets a stream of its own: neighbouring indexes give unrelated streams.
 */
export const mixSeed = (...parts: readonly number[]): number => {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
};

/**
 * A 32-bit hash of a text (FNV-1a over its UTF-16 code units), to mix names (a product id, a
 * store) into a seed: stable across machines, unlike any hash a Map or Set uses inside.
 */
export const hashText = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
};
