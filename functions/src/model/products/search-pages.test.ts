/**
 * The page planner against the plain rule it must equal: filter every entry, sort with ties by
 * id, cut the page. Lists are built the way the index builds them (chunkSorted, rowOf) from
 * seeded random entries rich in ties and unknown values; stale entries and an overlay are mixed
 * in; every sort, both directions, pages up to past the end, with and without price ranges (cent
 * boundaries that fall on prices and between them) and the stock and verified filters.
 */
import { describe, expect, it } from 'vitest';
import { searchSortFields, type SearchSortField } from '@shop-scanner/shared/products';
import { createRandom, type Random } from '../../lib/seeded-random';
import { chunkSorted, rowOf } from './search-chunks';
import { compareEntries, keyOf, orderValue, type IndexEntry } from './search-entry';
import {
  pageStep,
  planList,
  priceRangeStrategy,
  rangeStep,
  totalStep,
  chunkSize,
  type ChunksRead,
  type MergeContext,
  type PageWindow,
  type SortedList,
  type Step,
} from './search-pages';
import { matchesFilters, type SearchFilters } from './search-results';

const CHUNK = 8;

const anEntry = (random: Random, id: string): IndexEntry => ({
  id,
  category: 'Books',
  // Few distinct prices, so runs of equal prices cross chunk boundaries.
  averagePrice: random.chance(0.15) ? null : random.int(100, 130) / 10,
  inStockStores: random.int(0, 2),
  verified: random.chance(0.5),
  authenticityScore: random.chance(0.1) ? null : random.pick([40, 60, 60, 60, 80]),
  createdMs: Date.UTC(2025, 0, random.int(1, 40)),
  rank: random.int(0, 30),
});

const listOf = (entries: readonly IndexEntry[], field: SearchSortField) => {
  const sorted = [...entries].sort(compareEntries(field, 'asc'));
  const chunks = chunkSorted(sorted, (e) => orderValue(field, e), CHUNK);
  const list: SortedList = { field, rows: chunks.map((c) => rowOf(c, (e) => keyOf(field, e))) };
  return { list, chunks };
};

/** Runs a step to its answer, reading from the chunks in memory; counts the chunk reads. */
const run = <T>(step: (read: ChunksRead) => Step<T>, chunks: readonly IndexEntry[][]) => {
  const read = new Map<number, IndexEntry[]>();
  for (let rounds = 0; rounds < 1000; rounds += 1) {
    const next = step(read);
    if ('done' in next) return { answer: next.done, reads: read.size };
    for (const n of next.read) read.set(n, chunks[n]!);
  }
  throw new Error('The step never answered');
};

const expected = (
  entries: readonly IndexEntry[],
  ctx: MergeContext,
  field: SearchSortField,
  window: PageWindow,
) => {
  const all = [
    ...entries.filter((e) => !ctx.excluded.has(e.id) && matchesFilters(e, ctx.filters)),
    ...ctx.overlay,
  ].sort(compareEntries(field, window.direction));
  return { page: all.slice(window.offset, window.offset + window.limit), total: all.length };
};

const ids = (entries: readonly IndexEntry[]) => entries.map((e) => e.id);

/** A catalogue of 150 entries, 6 of them stale, and 5 overlay products (two edited demo ones). */
const world = (seed: number) => {
  const random = createRandom(seed);
  const entries = Array.from({ length: 150 }, (_, i) =>
    anEntry(random, `p${String(i).padStart(3, '0')}`),
  );
  const stale = [3, 17, 40, 41, 99, 140].map((i) => entries[i]!);
  const excluded = new Map<string, IndexEntry | null>([
    ...stale.map((e) => [e.id, e] as const),
    ['never-indexed', null],
  ]);
  const overlay = [
    anEntry(random, 'p017'),
    anEntry(random, 'p099'),
    ...['u1', 'u2', 'u3'].map((id) => anEntry(random, id)),
  ];
  return { random, entries, excluded, overlay };
};

const filterCases: readonly SearchFilters[] = [
  {},
  { inStock: true },
  { verified: true, inStock: true },
  { minPrice: 11, maxPrice: 12 },
  { minPrice: 11.05, maxPrice: 11.95 },
  { minPrice: 12.7 },
  { maxPrice: 10.3, verified: true },
  { minPrice: 11.5, maxPrice: 11.5 },
];

describe('pageStep and totalStep (no price range, or the price list)', () => {
  for (const field of searchSortFields) {
    it(`answer every page sorted by ${field}, both directions, as the plain rule does`, () => {
      const { entries, excluded, overlay } = world(field.length * 7919);
      const { list, chunks } = listOf(entries, field);

      for (const filters of filterCases.filter(
        (f) => field === 'price' || (f.minPrice === undefined && f.maxPrice === undefined),
      )) {
        const ctx: MergeContext = {
          filters,
          excluded,
          overlay: overlay.filter((e) => matchesFilters(e, filters)),
        };
        for (const direction of ['asc', 'desc'] as const) {
          const plan = planList(list, ctx, direction);
          for (const [offset, limit] of [
            [0, 12],
            [5, 7],
            [40, 25],
            [95, 50],
            [400, 10],
          ] as const) {
            const window = { direction, offset, limit };

            const total = run((read) => totalStep(plan, read), chunks).answer;
            const page = run(
              (read) => pageStep(plan, read, window, (c) => chunkSize(list.rows[c]!)),
              chunks,
            ).answer;

            const want = expected(entries, ctx, field, window);
            expect({ total, page: ids(page) }, JSON.stringify({ filters, window })).toEqual({
              total: want.total,
              page: ids(want.page),
            });
          }
        }
      }
    });
  }

  it('counts a total without reading any chunk when no price range applies', () => {
    const { entries, excluded, overlay } = world(1);
    const { list, chunks } = listOf(entries, 'name');
    const plan = planList(list, { filters: { inStock: true }, excluded, overlay }, 'asc');

    const { reads } = run((read) => totalStep(plan, read), chunks);

    expect(reads).toBe(0);
  });

  it('reads only the chunks a first page lies in', () => {
    const { entries } = world(2);
    const { list, chunks } = listOf(entries, 'createdAt');
    const plan = planList(list, { filters: {}, excluded: new Map(), overlay: [] }, 'desc');

    const { reads } = run(
      (read) => pageStep(plan, read, { direction: 'desc', offset: 0, limit: 5 }, () => CHUNK),
      chunks,
    );

    expect(reads).toBeLessThanOrEqual(2);
  });

  it('answers a page past the end with the true total and no products', () => {
    const { entries, excluded, overlay } = world(3);
    const { list, chunks } = listOf(entries, 'price');
    const plan = planList(list, { filters: {}, excluded, overlay }, 'asc');
    const window = { direction: 'asc' as const, offset: 1000, limit: 12 };

    const page = run((read) => pageStep(plan, read, window, () => CHUNK), chunks);

    expect(page.answer).toEqual([]);
    expect(page.reads).toBe(0);
  });
});

describe('a price range under another sort', () => {
  for (const field of searchSortFields.filter((f) => f !== 'price')) {
    it(`scans the ${field} list or sorts the range, and both answer as the plain rule`, () => {
      const { entries, excluded, overlay } = world(field.length * 104_729);
      const sorted = listOf(entries, field);
      const byPrice = listOf(entries, 'price');

      for (const filters of filterCases.filter(
        (f) => f.minPrice !== undefined || f.maxPrice !== undefined,
      )) {
        const ctx: MergeContext = {
          filters,
          excluded,
          overlay: overlay.filter((e) => matchesFilters(e, filters)),
        };
        for (const direction of ['asc', 'desc'] as const) {
          const sortPlan = planList(sorted.list, ctx, direction);
          const pricePlan = planList(byPrice.list, ctx, 'asc');
          for (const [offset, limit] of [
            [0, 12],
            [7, 5],
            [300, 12],
          ] as const) {
            const window = { direction, offset, limit };
            const want = expected(entries, ctx, field, window);

            const { share } = priceRangeStrategy(sortPlan, pricePlan, window);
            const scanned = run(
              (read) =>
                pageStep(sortPlan, read, window, (c) =>
                  Math.max(1, Math.floor(chunkSize(sorted.list.rows[c]!) * share)),
                ),
              sorted.chunks,
            ).answer;
            const total = run((read) => totalStep(pricePlan, read), byPrice.chunks).answer;
            const ranged = run(
              (read) => rangeStep(pricePlan, read, field, window),
              byPrice.chunks,
            ).answer;

            const label = JSON.stringify({ filters, window });
            expect({ total, page: ids(scanned) }, label).toEqual({
              total: want.total,
              page: ids(want.page),
            });
            expect({ total: ranged.total, page: ids(ranged.page) }, label).toEqual({
              total: want.total,
              page: ids(want.page),
            });
          }
        }
      }
    });
  }

  it('sorts the range when few products are in it, and scans when many are', () => {
    const { entries } = world(5);
    const sorted = listOf(entries, 'name');
    const byPrice = listOf(entries, 'price');
    const strategy = (filters: SearchFilters) => {
      const ctx = { filters, excluded: new Map(), overlay: [] };
      return priceRangeStrategy(
        planList(sorted.list, ctx, 'asc'),
        planList(byPrice.list, ctx, 'asc'),
        { direction: 'asc', offset: 0, limit: 12 },
      ).strategy;
    };

    expect(strategy({ minPrice: 11.5, maxPrice: 11.5 })).toBe('range');
    expect(strategy({ minPrice: 10, maxPrice: 13 })).toBe('scan');
  });
});
