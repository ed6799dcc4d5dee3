/**
 * A search plan answered from the search index (data/search-index-items.ts), so that what a
 * search reads does not grow with the catalogue:
 *
 * - Without words: the scope's list (every category, or one) sorted by the field asked reads its
 *   chunk rows, which hold counts per stock/verified cell, and the one or two chunks the page
 *   falls in; the exact total is the rows' counts, with the chunks straddling a price range read
 *   (search-pages.ts). A price range under another sort either scans that sort's list from its
 *   start (many products in range: a page fills within a chunk or two) or sorts the range's
 *   entries from the price list (few in range), whichever reads less.
 * - With words: the posting entries of the word that finds the fewest products (by the index's
 *   counts, in the category asked when one is), checked against the other words' posting ids.
 *   This reads as many entries as that word finds: a total of a free combination of words is
 *   exact only by looking at each candidate. The entries are compact, so it stays small.
 * - Either way, the products indexed by items of their own (shoppers' products, and demo products
 *   edited since the index was built, which it skips) are read current and merged in memory, and
 *   only the page's cards are read (a BatchGet of the page's search cards).
 *
 * Without an index (no demo catalogue loaded), the items of their own are all there is.
 */
import type { ProductSummary, SearchResult, SearchSortField } from '@shop-scanner/shared/products';
import { getProductItem, summaryOf } from '../../data/products';
import { ownProductCards, tokenItemCards } from '../../data/products-search';
import { searchCardsOf } from '../../data/search-cards';
import { categoryCode } from '../../data/search-index-codec';
import { ALL_SCOPE, scopeOf, type PartitionCounts } from '../../data/search-index-items';
import {
  GenerationGone,
  readListChunks,
  readListRows,
  readPointer,
  readPostingEntries,
  readPostingIds,
  readTokenCounts,
  type ListRef,
  type SearchPointer,
} from '../../data/search-index-reads';
import type { CapacityMeter } from '../../lib/capacity-meter';
import { compareEntries, entryOf, type IndexEntry } from '../../model/products/search-entry';
import {
  chunkSize,
  pageStep,
  totalUpperBound,
  planList,
  priceRangeStrategy,
  rangeStep,
  totalStep,
  type MergeContext,
  type PageWindow,
  type Step,
} from '../../model/products/search-pages';
import {
  placementStep,
  type NameList,
  type RankedName,
} from '../../model/products/search-placement';
import type { SearchPlan } from './search-plan';
import {
  matchesFilters,
  searchResultPage,
  type SearchFilters,
} from '../../model/products/search-results';
import {
  leastFrequentTerm,
  matchesEveryTerm,
  mostSelectiveTerm,
  productTokens,
  tokenPartition,
} from '../../model/products/search-text';

/** A page of entries, the cards of those not in the index (the overlay) and the total. */
interface Found {
  readonly page: readonly IndexEntry[];
  readonly overlay: ReadonlyMap<string, ProductSummary>;
  readonly total: number;
}

/** A list's chunks, read as asked and kept. */
interface ChunkReader {
  readonly read: ReadonlyMap<number, readonly (IndexEntry & { name?: string })[]>;
  fetch(need: readonly number[]): Promise<void>;
}

const chunkReader = (gen: string, list: ListRef, meter?: CapacityMeter): ChunkReader => {
  const read = new Map<number, (IndexEntry & { name?: string })[]>();
  return {
    read,
    fetch: async (need) => {
      const fresh = [...new Set(need)].filter((n) => !read.has(n));
      for (const [n, entries] of await readListChunks(gen, list, fresh, meter))
        read.set(n, entries);
    },
  };
};

/** A step over one list's chunks and the reader that answers what it asks for. */
interface Stepper<T> {
  readonly step: () => Step<T>;
  readonly reader: ChunkReader;
}

/**
 * Runs steps until each has answered, reading what they ask for meanwhile, all of a round's
 * reads at once (per list, so two steps over one list read a chunk once).
 */
const untilDone = async <T extends unknown[]>(
  ...steppers: { [K in keyof T]: Stepper<T[K]> }
): Promise<T> => {
  for (;;) {
    const steps = steppers.map((s) => s.step());
    if (steps.every((s) => 'done' in s))
      return steps.map((s) => ('done' in s ? s.done : undefined)) as T;
    const needs = new Map<ChunkReader, number[]>();
    steps.forEach((s, i) => {
      if (!('read' in s)) return;
      const reader = steppers[i]!.reader;
      needs.set(reader, [...(needs.get(reader) ?? []), ...s.read]);
    });
    await Promise.all([...needs].map(([reader, need]) => reader.fetch(need)));
  }
};

const windowOf = ({ page, limit, direction }: SearchPlan['page']): PageWindow => ({
  direction,
  offset: (page - 1) * limit,
  limit,
});

const NAME_LIST: ListRef = { scope: ALL_SCOPE, field: 'name' };

/**
 * The overlay as entries: a name sort places each product among the index's ranks by its name,
 * from the catalogue-wide name list (its rows and first names, and the chunks they fall in).
 */
const overlayEntries = async (
  gen: string,
  cards: readonly ProductSummary[],
  field: SearchSortField,
  nameList: NameList | undefined,
  meter?: CapacityMeter,
): Promise<IndexEntry[]> => {
  if (field !== 'name' || cards.length === 0 || nameList === undefined)
    return cards.map((card) => entryOf(card, 0));
  const reader = chunkReader(gen, NAME_LIST, meter);
  // The catalogue-wide name list's chunks carry their names (readListChunks).
  const named = () =>
    new Map(
      [...reader.read].map(([n, entries]) => [
        n,
        entries.map((e): RankedName => ({ id: e.id, rank: e.rank, name: e.name ?? '' })),
      ]),
    );
  const [ranks] = await untilDone<[Map<string, number>]>({
    step: () => placementStep(cards, nameList, named()),
    reader,
  });
  return cards.map((card) => entryOf(card, ranks.get(card.id)!));
};

/** The pointer's stale entries that a scope's lists can hold. */
const staleIn = (pointer: SearchPointer, category: string | undefined) =>
  new Map(
    [...pointer.excluded].filter(
      ([, entry]) => entry === null || category === undefined || entry.category === category,
    ),
  );

const overlayMap = (cards: readonly ProductSummary[]) => new Map(cards.map((c) => [c.id, c]));

/** A search without words: the scope's sorted lists (module comment). */
const filterSearch = async (
  plan: SearchPlan,
  meter?: CapacityMeter,
): Promise<Found | SearchResult> => {
  const { filters, page } = plan;
  const [pointer, own] = await Promise.all([
    readPointer(meter),
    ownProductCards(filters.category, meter),
  ]);
  const cards = own.filter((card) => matchesFilters(card, filters));
  if (pointer.gen === undefined) return searchResultPage(cards, filters, page);
  const gen = pointer.gen;

  const scope = scopeOf(filters.category);
  const field = page.sort;
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const sortList: ListRef = { scope, field };
  const priceList: ListRef = { scope, field: 'price' };
  const placing = field === 'name' && cards.length > 0;
  const lists = [sortList, ...(priced ? [priceList] : []), ...(placing ? [NAME_LIST] : [])];
  const { rows, firsts } = await readListRows(gen, lists, { firsts: placing, meter });
  const overlay = await overlayEntries(gen, cards, field, { rows: rows(NAME_LIST), firsts }, meter);

  // The scope is the lists' own: within them the category is no filter.
  const listFilters: SearchFilters = { ...filters, category: undefined };
  const ctx: MergeContext = {
    filters: listFilters,
    excluded: staleIn(pointer, filters.category),
    overlay,
  };
  const window = windowOf(page);
  const sorted = planList({ field, rows: rows(sortList) }, ctx, window.direction);
  const sortChunks = chunkReader(gen, sortList, meter);
  const found = (entries: readonly IndexEntry[], total: number): Found => ({
    page: entries,
    overlay: overlayMap(cards),
    total,
  });

  if (!priced || field === 'price') {
    const [total, entries] = await untilDone<[number, IndexEntry[]]>(
      { step: () => totalStep(sorted, sortChunks.read), reader: sortChunks },
      {
        step: () =>
          pageStep(sorted, sortChunks.read, window, (c) => chunkSize(sorted.list.rows[c]!)),
        reader: sortChunks,
      },
    );
    return found(entries, total);
  }

  const byPrice = planList({ field: 'price', rows: rows(priceList) }, ctx, 'asc');
  const priceChunks = chunkReader(gen, priceList, meter);
  const { strategy, share } = priceRangeStrategy(sorted, byPrice, window);
  if (strategy === 'range') {
    const [{ page: entries, total }] = await untilDone<[{ page: IndexEntry[]; total: number }]>({
      step: () => rangeStep(byPrice, priceChunks.read, field, window),
      reader: priceChunks,
    });
    return found(entries, total);
  }
  // Scan: the total from the price list, the page from the sort's list, in the same rounds; a
  // page past the most the range can hold is empty without reading the sort's list.
  const estimate = (c: number) => Math.max(1, Math.floor(chunkSize(sorted.list.rows[c]!) * share));
  const most = totalUpperBound(byPrice);
  const [total, entries] = await untilDone<[number, IndexEntry[]]>(
    { step: () => totalStep(byPrice, priceChunks.read), reader: priceChunks },
    {
      step: () =>
        window.offset >= most ? { done: [] } : pageStep(sorted, sortChunks.read, window, estimate),
      reader: sortChunks,
    },
  );
  return found(entries, total);
};

/** Products per term by the index's counts, in the category asked (undefined: not counted). */
const productsFoundBy = (
  counts: ReadonlyMap<string, PartitionCounts>,
  gen: string,
  category: string | undefined,
) => {
  const countsOf = (term: string): PartitionCounts | undefined => {
    const partition = counts.get(tokenPartition(term));
    return partition?.gen === gen ? partition : undefined;
  };
  const code = category === undefined ? undefined : categoryCode(category);
  const found = (term: string): number | undefined => {
    const partition = countsOf(term);
    if (!partition) return undefined;
    let total = 0;
    for (const [token, byCategory] of partition.counts) {
      if (!token.startsWith(term)) continue;
      if (code !== undefined) total += byCategory.get(code) ?? 0;
      else for (const n of byCategory.values()) total += n;
    }
    return total;
  };
  return { countsOf, found };
};

/** A search with words: the rarest word's postings and the others' ids (module comment). */
const textSearch = async (
  plan: SearchPlan,
  meter?: CapacityMeter,
): Promise<Found | SearchResult> => {
  const { terms, filters, page } = plan;
  const [pointer, counts, tokenCards] = await Promise.all([
    readPointer(meter),
    readTokenCounts(terms, meter),
    // Any one word's token items find every product indexed by its own that has all the words.
    tokenItemCards(mostSelectiveTerm(terms), meter),
  ]);
  const cards = tokenCards.filter(
    (card) => matchesEveryTerm(productTokens(card), terms) && matchesFilters(card, filters),
  );
  if (pointer.gen === undefined) return searchResultPage(cards, filters, page);
  const gen = pointer.gen;

  const { countsOf, found } = productsFoundBy(counts, gen, filters.category);
  const rarest = leastFrequentTerm(terms, found);
  const others = terms.filter((term) => term !== rarest);
  const scopeOfTerm = (term: string) => ({ category: filters.category, counts: countsOf(term) });
  const placing = page.sort === 'name' && cards.length > 0;
  const [postings, otherIds, names] = await Promise.all([
    readPostingEntries(gen, rarest, scopeOfTerm(rarest), meter),
    Promise.all(others.map((term) => readPostingIds(gen, term, scopeOfTerm(term), meter))),
    placing ? readListRows(gen, [NAME_LIST], { firsts: true, meter }) : undefined,
  ]);
  const overlay = await overlayEntries(
    gen,
    cards,
    page.sort,
    names && { rows: names.rows(NAME_LIST), firsts: names.firsts },
    meter,
  );

  const candidates = new Map<string, IndexEntry>();
  for (const entry of postings) {
    if (candidates.has(entry.id) || pointer.excluded.has(entry.id)) continue;
    if (!otherIds.every((ids) => ids.has(entry.id)) || !matchesFilters(entry, filters)) continue;
    candidates.set(entry.id, entry);
  }
  const all = [...candidates.values(), ...overlay].sort(compareEntries(page.sort, page.direction));
  const { offset, limit } = windowOf(page);
  return { page: all.slice(offset, offset + limit), overlay: overlayMap(cards), total: all.length };
};

/**
 * The page's cards in its order: the overlay's as read, the index's from their search cards. A
 * card missing (its product edited between the index read and this one) is read from the product.
 */
const cardsOf = async (found: Found, meter?: CapacityMeter): Promise<ProductSummary[]> => {
  const indexed = found.page.map((e) => e.id).filter((id) => !found.overlay.has(id));
  const cards = await searchCardsOf(indexed, meter);
  const missing = indexed.filter((id) => !cards.has(id));
  for (const item of await Promise.all(missing.map((id) => getProductItem(id)))) {
    if (item) cards.set(item.id, summaryOf(item as unknown as Record<string, unknown>));
  }
  return found.page.flatMap((e) => {
    const card = found.overlay.get(e.id) ?? cards.get(e.id);
    return card ? [card] : [];
  });
};

const answer = async (plan: SearchPlan, meter?: CapacityMeter): Promise<SearchResult> => {
  const found =
    plan.terms.length > 0 ? await textSearch(plan, meter) : await filterSearch(plan, meter);
  if (!('overlay' in found)) return found;
  const { page, limit } = plan.page;
  return {
    products: await cardsOf(found, meter),
    page,
    limit,
    total: found.total,
    totalPages: Math.ceil(found.total / limit),
  };
};

/**
 * Answers a search plan. A generation replaced and deleted while the search read it (two index
 * rebuilds during one search) makes it start again, on the live one.
 */
export const searchCatalogue = async (
  plan: SearchPlan,
  meter?: CapacityMeter,
): Promise<SearchResult> => {
  try {
    return await answer(plan, meter);
  } catch (error) {
    if (error instanceof GenerationGone) return answer(plan, meter);
    throw error;
  }
};
