/**
 * Which chunks of a sorted list (search-chunks.ts) a page and its total need, and the page once
 * they are read. Pure: the caller reads what a step asks for and calls the step again, each call
 * with everything read so far, until it answers.
 *
 * The merged order a page is cut from is: the list's entries that pass the filters, less the
 * products the index holds stale (`excluded`: edited since it was built, found as their current
 * selves among `overlay`), plus the overlay (products indexed by items of their own, current,
 * already filtered and ranked). In reading order it is a sequence of segments: the overlay that
 * falls in the gap before chunk 0, chunk 0 with the overlay inside its range, the gap before chunk
 * 1, and so on. A chunk's count is known without reading it when no price range applies (the sum
 * of its matching cells) or when the list is the price list and the chunk lies wholly inside or
 * outside the range; otherwise it must be read. The segments before the page must have known
 * sizes; the chunks under the page must be read.
 */
import type { SearchSortField, SortDirection } from '@shop-scanner/shared/products';
import { locate, readingOrder, type ChunkRow, type Location } from './search-chunks';
import { cellsMatching, compareEntries, keyOf, type IndexEntry } from './search-entry';
import { matchesFilters, type SearchFilters } from './search-results';

/** One sorted list of a scope: its sort field and its chunks' rows, in storage order. */
export interface SortedList {
  readonly field: SearchSortField;
  readonly rows: readonly ChunkRow[];
}

/** What is known apart from the list: the index's stale entries and the current overlay. */
export interface MergeContext {
  /** Filters of the scope's list (its category is the scope, so it is no filter here). */
  readonly filters: SearchFilters;
  /** Stale entries by product id (null: not in this index at all, nothing to take away). */
  readonly excluded: ReadonlyMap<string, IndexEntry | null>;
  /** Current entries of products indexed by items of their own, that pass the filters. */
  readonly overlay: readonly IndexEntry[];
}

export interface PageWindow {
  readonly direction: SortDirection;
  readonly offset: number;
  readonly limit: number;
}

/** Chunks read so far, by their index in the list's storage order. */
export type ChunksRead = ReadonlyMap<number, readonly IndexEntry[]>;

export type Step<T> = { readonly read: readonly number[] } | { readonly done: T };

const hasPriceRange = (f: SearchFilters) => f.minPrice !== undefined || f.maxPrice !== undefined;

/** How the chunk's values stand against the price range: no need to read it if not 'partly'. */
const priceCover = (row: ChunkRow, f: SearchFilters): 'inside' | 'outside' | 'partly' => {
  const [lo, hi] = [row.lo.value, row.hi.value];
  if (lo === null || hi === null) return 'outside';
  const above = (v: number) => f.minPrice === undefined || v >= f.minPrice;
  const below = (v: number) => f.maxPrice === undefined || v <= f.maxPrice;
  if (above(lo) && below(hi)) return 'inside';
  if (!above(hi) || !below(lo)) return 'outside';
  return 'partly';
};

/** The entries of a chunk that the merged order holds. */
const liveEntries = (entries: readonly IndexEntry[], ctx: MergeContext) =>
  entries.filter((e) => !ctx.excluded.has(e.id) && matchesFilters(e, ctx.filters));

/** A list prepared for one search: reading order, where the overlay and stale entries fall. */
export interface ListPlan {
  readonly list: SortedList;
  readonly ctx: MergeContext;
  readonly direction: SortDirection;
  readonly order: readonly number[];
  /** Overlay entries by reading position, in the gap before it or inside its chunk. */
  readonly gaps: readonly IndexEntry[][];
  readonly inside: readonly IndexEntry[][];
  /** Stale entries that pass the filters, by chunk (storage index): counted in its cells. */
  readonly staleIn: ReadonlyMap<number, number>;
}

export const planList = (
  list: SortedList,
  ctx: MergeContext,
  direction: SortDirection,
): ListPlan => {
  const order = readingOrder(list.rows, direction);
  const gaps = Array.from({ length: order.length + 1 }, (): IndexEntry[] => []);
  const inside = Array.from({ length: order.length }, (): IndexEntry[] => []);
  for (const entry of ctx.overlay) {
    const { at, inside: within }: Location = locate(
      list.rows,
      order,
      direction,
      keyOf(list.field, entry),
    );
    (within ? inside[at]! : gaps[at]!).push(entry);
  }
  const staleIn = new Map<number, number>();
  const ascending = list.rows.map((_, i) => i);
  for (const stale of ctx.excluded.values()) {
    if (stale === null || !matchesFilters(stale, ctx.filters)) continue;
    const { at, inside: within } = locate(list.rows, ascending, 'asc', keyOf(list.field, stale));
    if (within) staleIn.set(at, (staleIn.get(at) ?? 0) + 1);
  }
  return { list, ctx, direction, order, gaps, inside, staleIn };
};

/** The chunk's count in the merged order, if known without reading it (or once read). */
export const knownCount = (plan: ListPlan, chunk: number, read: ChunksRead): number | undefined => {
  const entries = read.get(chunk);
  if (entries) return liveEntries(entries, plan.ctx).length;
  const { filters } = plan.ctx;
  const row = plan.list.rows[chunk]!;
  if (hasPriceRange(filters)) {
    if (plan.list.field !== 'price') return undefined;
    const cover = priceCover(row, filters);
    if (cover === 'outside') return 0;
    if (cover === 'partly') return undefined;
  }
  const matching = cellsMatching(filters).reduce((sum, cell) => sum + row.cells[cell]!, 0);
  return matching - (plan.staleIn.get(chunk) ?? 0);
};

/** Entries a chunk holds, whatever the filters. */
export const chunkSize = (row: ChunkRow): number => row.cells.reduce((a, b) => a + b, 0);

/** The most the total can be before the chunks straddling a price range are read. */
export const totalUpperBound = (plan: ListPlan): number =>
  plan.order.reduce(
    (sum, chunk) => sum + (knownCount(plan, chunk, new Map()) ?? chunkSize(plan.list.rows[chunk]!)),
    plan.ctx.overlay.length,
  );

/**
 * The chunks a total needs read (the price list's chunks that straddle the range), then the total:
 * every chunk's count and the overlay.
 */
export const totalStep = (plan: ListPlan, read: ChunksRead): Step<number> => {
  const unknown: number[] = [];
  let total = plan.ctx.overlay.length;
  for (const chunk of plan.order) {
    const count = knownCount(plan, chunk, read);
    if (count === undefined) unknown.push(chunk);
    else total += count;
  }
  return unknown.length > 0 ? { read: unknown } : { done: total };
};

/**
 * The chunks the page needs next, or the page. `estimate` sizes a chunk whose count is unknown
 * (so that a step asks for all the chunks the page is likely to need at once); positions past an
 * unknown chunk are estimates, and the next step, with it read, corrects them.
 */
export const pageStep = (
  plan: ListPlan,
  read: ChunksRead,
  window: PageWindow,
  estimate: (chunk: number) => number,
): Step<IndexEntry[]> => {
  const end = window.offset + window.limit;
  const need = new Set<number>();
  let position = 0;
  for (let at = 0; at <= plan.order.length && position < end; at += 1) {
    position += plan.gaps[at]!.length;
    if (at === plan.order.length || position >= end) break;
    const chunk = plan.order[at]!;
    let count = knownCount(plan, chunk, read);
    if (count === undefined) {
      need.add(chunk);
      count = estimate(chunk);
    }
    const size = count + plan.inside[at]!.length;
    if (size > 0 && position + size > window.offset && !read.has(chunk)) need.add(chunk);
    position += size;
  }
  return need.size > 0 ? { read: [...need] } : { done: assemble(plan, read, window) };
};

/** Cuts the page out of the merged order; every chunk under it is read. */
const assemble = (plan: ListPlan, read: ChunksRead, window: PageWindow): IndexEntry[] => {
  const compare = compareEntries(plan.list.field, plan.direction);
  const end = window.offset + window.limit;
  const page: IndexEntry[] = [];
  let position = 0;
  const take = (segment: () => IndexEntry[], size: number) => {
    const [start, stop] = [Math.max(position, window.offset), Math.min(position + size, end)];
    if (start < stop) page.push(...segment().slice(start - position, stop - position));
    position += size;
  };
  for (let at = 0; at <= plan.order.length && position < end; at += 1) {
    const gap = plan.gaps[at]!;
    take(() => [...gap].sort(compare), gap.length);
    if (at === plan.order.length) break;
    const chunk = plan.order[at]!;
    const count = knownCount(plan, chunk, read) ?? 0;
    const within = plan.inside[at]!;
    take(
      () => [...liveEntries(read.get(chunk) ?? [], plan.ctx), ...within].sort(compare),
      count + within.length,
    );
  }
  return page;
};

/**
 * The other way to a page under a price range, when the sort is not by price and few products
 * fall in the range: read the price list's chunks over the range (all of them), and sort what
 * passes in memory. The page and the total together.
 */
export const rangeStep = (
  pricePlan: ListPlan,
  read: ChunksRead,
  field: SearchSortField,
  window: PageWindow,
): Step<{ page: IndexEntry[]; total: number }> => {
  const need = rangeChunks(pricePlan).filter((chunk) => !read.has(chunk));
  if (need.length > 0) return { read: need };
  const all = [
    ...rangeChunks(pricePlan).flatMap((chunk) => liveEntries(read.get(chunk)!, pricePlan.ctx)),
    ...pricePlan.ctx.overlay,
  ].sort(compareEntries(field, window.direction));
  return {
    done: {
      page: all.slice(window.offset, window.offset + window.limit),
      total: all.length,
    },
  };
};

/** The price list's chunks that may hold products in the range. */
export const rangeChunks = (pricePlan: ListPlan): number[] =>
  pricePlan.order.filter((chunk) => knownCount(pricePlan, chunk, new Map()) !== 0);

/**
 * How to page a sort other than price under a price range: 'scan' reads the sort's list from the
 * start, filtering (cheap when many products match: a page fills within a chunk or two); 'range'
 * reads every chunk of the range from the price list and sorts in memory (cheap when few match).
 * The estimate counts chunk reads: the scan's, at the share of products in the range, and the
 * range's plus the two that straddle it, which the scan reads as well for the exact total.
 */
export const priceRangeStrategy = (
  sortPlan: ListPlan,
  pricePlan: ListPlan,
  window: PageWindow,
): { strategy: 'scan' | 'range'; share: number } => {
  const rows = pricePlan.list.rows;
  const everything = rows.reduce((sum, row) => sum + chunkSize(row), 0);
  const inRange = pricePlan.order.reduce((sum, chunk) => {
    const known = knownCount(pricePlan, chunk, new Map());
    return sum + (known ?? chunkSize(rows[chunk]!) / 2);
  }, 0);
  const share = everything === 0 ? 0 : inRange / everything;
  if (share === 0) return { strategy: 'range', share };
  const scan = pageStep(sortPlan, new Map(), window, (c) =>
    Math.floor(chunkSize(sortPlan.list.rows[c]!) * share),
  );
  const scanReads = 'read' in scan ? scan.read.length : 0;
  const straddling = pricePlan.order.filter(
    (c) => knownCount(pricePlan, c, new Map()) === undefined,
  ).length;
  return {
    strategy: scanReads + straddling <= rangeChunks(pricePlan).length ? 'scan' : 'range',
    share,
  };
};
