/**
 * A sorted list of the search index: entries in ascending order of one sort field (ties by id,
 * unknown values last), cut into chunks of about LIST_CHUNK_SIZE, and a row per chunk (its first
 * and last key, its entries counted per stock/verified cell) that a search reads first: the rows
 * tell which chunks hold a page, and add up to an exact total, without reading the entries.
 *
 * A search may ask for the other direction, whose ties are still by id ascending, so a list is not
 * simply read backwards. Chunks therefore never split a run of equal values, except a run longer
 * than a chunk, which gets chunks of its own; and unknown values never share a chunk with known
 * ones. Reading descending is then: the chunks backwards, but a run's own chunks forwards, and the
 * unknown values last; inside a chunk of several values the entries are sorted on reading.
 */
import type { SortDirection } from '@shop-scanner/shared/products';
import {
  CELLS,
  cellOf,
  compareIds,
  compareValues,
  type IndexEntry,
  type OrderKey,
} from './search-entry';

/** Entries per chunk: a chunk of compact entries is about 8 KB, two read units. */
export const LIST_CHUNK_SIZE = 256;

export interface ChunkRow {
  /** The first and last entries' keys, in ascending storage order. */
  readonly lo: OrderKey;
  readonly hi: OrderKey;
  /** How many entries of each cell (search-entry.ts cellOf) the chunk holds. */
  readonly cells: readonly number[];
}

const sameValue = (a: OrderKey['value'], b: OrderKey['value']) => a === b;

/**
 * Cuts entries sorted ascending (by `valueOf`, then id) into chunks of at most `size`: a run of
 * equal values stays in one chunk when it fits one; a longer run is cut into chunks of its own;
 * the unknown values (null) start a chunk of their own.
 */
export const chunkSorted = <T>(
  sorted: readonly T[],
  valueOf: (item: T) => OrderKey['value'],
  size: number,
): T[][] => {
  const chunks: T[][] = [];
  let current: T[] = [];
  const close = () => {
    if (current.length > 0) chunks.push(current);
    current = [];
  };
  for (let start = 0; start < sorted.length;) {
    const value = valueOf(sorted[start]!);
    let end = start + 1;
    while (end < sorted.length && sameValue(valueOf(sorted[end]!), value)) end += 1;
    const run = sorted.slice(start, end);
    if (run.length > size) {
      close();
      for (let i = 0; i < run.length; i += size) chunks.push(run.slice(i, i + size));
    } else {
      const startsUnknown = value === null && current.length > 0;
      if (current.length + run.length > size || startsUnknown) close();
      current.push(...run);
    }
    start = end;
  }
  close();
  return chunks;
};

export const rowOf = (
  chunk: readonly IndexEntry[],
  keyOf: (e: IndexEntry) => OrderKey,
): ChunkRow => {
  const cells = new Array<number>(CELLS).fill(0);
  for (const entry of chunk) cells[cellOf(entry)]! += 1;
  return { lo: keyOf(chunk[0]!), hi: keyOf(chunk[chunk.length - 1]!), cells };
};

/** A chunk of one value only (a run, or part of a run longer than a chunk). */
const isSingleValue = (row: ChunkRow) => sameValue(row.lo.value, row.hi.value);

/**
 * The chunks in the order a search in `direction` reads them. Ascending: as stored. Descending:
 * blocks backwards, where a block is a chunk of several values or the consecutive chunks of one
 * value (read forwards: ties by id ascending); the unknown values stay last.
 */
export const readingOrder = (rows: readonly ChunkRow[], direction: SortDirection): number[] => {
  const indexes = rows.map((_, i) => i);
  if (direction === 'asc') return indexes;
  const blocks: number[][] = [];
  for (const i of indexes) {
    const last = blocks[blocks.length - 1];
    const previous = last === undefined ? undefined : rows[last[last.length - 1]!]!;
    const row = rows[i]!;
    const continuesRun =
      previous !== undefined &&
      isSingleValue(previous) &&
      isSingleValue(row) &&
      sameValue(previous.lo.value, row.lo.value);
    if (continuesRun) last!.push(i);
    else blocks.push([i]);
  }
  const unknown = blocks.filter((b) => rows[b[0]!]!.lo.value === null);
  const known = blocks.filter((b) => rows[b[0]!]!.lo.value !== null);
  return [...known.reverse(), ...unknown].flat();
};

type Relation = 'before' | 'inside' | 'after';

/** Where a key falls against one chunk, in the reading direction. */
const relationTo = (key: OrderKey, row: ChunkRow, direction: SortDirection): Relation => {
  if (isSingleValue(row)) {
    const byValue = compareValues(key.value, row.lo.value, direction);
    if (byValue !== 0) return byValue < 0 ? 'before' : 'after';
    if (compareIds(key.id, row.lo.id) < 0) return 'before';
    return compareIds(key.id, row.hi.id) > 0 ? 'after' : 'inside';
  }
  // Several values, each run whole in this chunk: a key of a value in its range lies among them.
  const [first, last] = direction === 'asc' ? [row.lo, row.hi] : [row.hi, row.lo];
  if (compareValues(key.value, first.value, direction) < 0) return 'before';
  return compareValues(key.value, last.value, direction) > 0 ? 'after' : 'inside';
};

export interface Location {
  /** Position in the reading order of the chunk the key falls before or inside. */
  readonly at: number;
  /** Inside that chunk (placed exactly only once it is read), or in the gap before it. */
  readonly inside: boolean;
}

/** Where a key falls among the chunks read in `order` (at === order.length: after them all). */
export const locate = (
  rows: readonly ChunkRow[],
  order: readonly number[],
  direction: SortDirection,
  key: OrderKey,
): Location => {
  for (let at = 0; at < order.length; at += 1) {
    const relation = relationTo(key, rows[order[at]!]!, direction);
    if (relation !== 'after') return { at, inside: relation === 'inside' };
  }
  return { at: order.length, inside: false };
};
