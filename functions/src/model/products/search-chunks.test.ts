/**
 * The chunking rule (runs of equal values never split unless longer than a chunk, unknown values
 * apart), the reading order a descending search needs (runs forwards, unknown last), and where a
 * key falls among the chunks.
 */
import { describe, expect, it } from 'vitest';
import { chunkSorted, locate, readingOrder, rowOf, type ChunkRow } from './search-chunks';
import type { IndexEntry } from './search-entry';

const value = (v: number | null) => v;

describe('chunkSorted', () => {
  it('keeps a run of equal values in one chunk when it fits one', () => {
    const chunks = chunkSorted([1, 2, 2, 2, 3, 4], value, 4);

    expect(chunks).toEqual([
      [1, 2, 2, 2],
      [3, 4],
    ]);
  });

  it('starts a new chunk rather than split a run that does not fit the current one', () => {
    expect(chunkSorted([1, 2, 3, 3, 3], value, 4)).toEqual([
      [1, 2],
      [3, 3, 3],
    ]);
  });

  it('gives a run longer than a chunk chunks of its own, its rest included', () => {
    expect(chunkSorted([1, 5, 5, 5, 5, 5, 6], value, 2)).toEqual([[1], [5, 5], [5, 5], [5], [6]]);
  });

  it('never puts unknown values with known ones', () => {
    expect(chunkSorted([1, 2, null, null], value, 8)).toEqual([
      [1, 2],
      [null, null],
    ]);
  });
});

const row = (lo: [number | null, string], hi: [number | null, string]): ChunkRow => ({
  lo: { value: lo[0], id: lo[1] },
  hi: { value: hi[0], id: hi[1] },
  cells: [1, 0, 0, 0],
});

/** Chunks: [1..3], a run of 5 over two chunks, [6..9], unknown values. */
const rows = [
  row([1, 'a'], [3, 'b']),
  row([5, 'a'], [5, 'k']),
  row([5, 'm'], [5, 'z']),
  row([6, 'c'], [9, 'a']),
  row([null, 'a'], [null, 'q']),
];

describe('readingOrder', () => {
  it('reads ascending as stored', () => {
    expect(readingOrder(rows, 'asc')).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads descending backwards, a run forwards (ties by id ascending), unknown values last', () => {
    expect(readingOrder(rows, 'desc')).toEqual([3, 1, 2, 0, 4]);
  });
});

describe('locate', () => {
  const at = (direction: 'asc' | 'desc', v: number | null, id: string) =>
    locate(rows, readingOrder(rows, direction), direction, { value: v, id });

  it('finds a key inside a chunk of several values by its value', () => {
    expect(at('asc', 2, 'zz')).toEqual({ at: 0, inside: true });
    expect(at('desc', 7, 'a')).toEqual({ at: 0, inside: true });
  });

  it('finds a key between chunks in the gap, in either direction', () => {
    expect(at('asc', 4, 'a')).toEqual({ at: 1, inside: false });
    expect(at('desc', 4, 'a')).toEqual({ at: 3, inside: false });
  });

  it('places a key of a run by its id, the same way in both directions', () => {
    expect(at('asc', 5, 'l')).toEqual({ at: 2, inside: false });
    expect(at('desc', 5, 'l')).toEqual({ at: 2, inside: false });
    expect(at('desc', 5, 'n')).toEqual({ at: 2, inside: true });
  });

  it('puts an unknown value among the unknown, last in both directions', () => {
    expect(at('asc', null, 'b')).toEqual({ at: 4, inside: true });
    expect(at('desc', null, 'zz')).toEqual({ at: 5, inside: false });
    expect(at('desc', 12, 'a')).toEqual({ at: 0, inside: false });
  });
});

describe('rowOf', () => {
  it('counts the entries of each stock/verified cell', () => {
    const entry = (id: string, inStockStores: number, verified: boolean): IndexEntry => ({
      id,
      category: 'Books',
      averagePrice: 1,
      inStockStores,
      verified,
      authenticityScore: 50,
      createdMs: 0,
      rank: 0,
    });

    const r = rowOf(
      [entry('a', 0, false), entry('b', 2, false), entry('c', 1, true), entry('d', 3, true)],
      (e) => ({ value: e.averagePrice, id: e.id }),
    );

    expect(r).toEqual({
      lo: { value: 1, id: 'a' },
      hi: { value: 1, id: 'd' },
      cells: [1, 1, 0, 2],
    });
  });
});
