/**
 * The product catalogue in the single table.
 *
 * The product entity: its items and keys, the item <-> Product mapping, the window of its price
 * history, and its reads and writes. An edit's transaction, which also moves the product in the
 * search index, is product-edit-transaction.ts.
 *
 * Items:
 *   PRODUCT#<id> / PRODUCT        the product: its fields, its store offers embedded (at most 8),
 *                                 the derived averagePrice, lowestPrice, inStockStores,
 *                                 authenticity and popularity, a `version` for optimistic
 *                                 concurrency, and the recent window of its price history
 *                                 (history, historyFrom, historyVersion: price-history.ts)
 *                                 gsi2 (byCategory): OWN / <category>#<id>, only on products
 *                                 indexed by items of their own (not demo products in the
 *                                 search index: see SCARD# below)
 *                                 gsi3 (byPopularity, sparse): POPULAR#<shard> / <padded reviews>#<id>
 *   PRODUCT#<id> / EDIT#<iso>#<v> one recorded change: who, when, which fields from -> to
 *                                 (addressed by its id `<epoch ms>-<v>`: editIdOf)
 *   PRODUCT#<id> / PENDING_EDIT#… an edit waiting for staff review (pending-edits.ts)
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>[#<part>]  a month of price history that left the window
 *   BARCODE#<gtin-14> / BARCODE   the barcode's claim -> productId (uniqueness, lookup)
 *   SEARCH#<2 chars> / <token>#<id>   a token item of one product, carrying its card
 *   SCARD#<shard> / <id>          a demo product's search card (search-cards.ts), while the
 *                                 search index holds it
 *   SLIST#… / STEXT#… / SCOUNT#…  the search index's generations (search-index-items.ts)
 *   CATALOGUE / STATS#demo | STATS#user#<n> | STATS#demo#<n> | SEED | SEARCH
 *                                 counters for the banner (sharded, below); the seed
 *                                 marker; the search index's pointer
 *
 * Choices, and why:
 * - The recent price history (90 days and more) lives in the product item: the product page and
 *   the trend are one GetItem, and each product costs one item less to load. Older points roll
 *   out into month items beside it, so no item grows with the years (price-history.ts).
 * - Offers change only through the ingest path of price observations (product-offers.ts): the
 *   offers, the figures they decide and the history point in one write; what it keeps exact in
 *   search and what lags (the demo catalogue's search cards and index) is written there.
 * - A barcode's claim is written with `attribute_not_exists(pk)` in the same transaction as the
 *   product, its first edit record, its token items and a stats shard's increment: two products can
 *   never share a barcode, and a failed create leaves nothing behind. The claim is keyed by the
 *   14-digit GTIN, so a UPC-A and its 13-digit EAN form are one barcode.
 * - Search never scans, and a search without words reads as much whatever the catalogue's size
 *   (figures in bench/RESULTS.md); one with words reads its rarest word's compact
 *   entries, that word's share of the catalogue. The demo catalogue is found through the search index, built
 *   whole from its search cards by the loader and again by the demo market after each day, and
 *   made live in one switch (search-index.ts): per scope (every category, and each) a list per
 *   sort field of compact entries in sorted chunks, whose rows count the entries per stock and
 *   verified cell, so a page reads a chunk or two and the total adds up counts; per word, posting
 *   entries, ids and names, with counts that pick a query's rarest word (catalogue-search.ts).
 *   Products indexed by items of their own are merged in by every search, current: shoppers'
 *   products, whose token items and byCategory entry their own transaction writes (found at
 *   once), and demo products since an edit that changed their card: that edit deletes the search
 *   card, records the product's stale entry as excluded in the index's pointer and writes token
 *   items of its own. An edit that changes no card field (a description) leaves the product in the
 *   index, and the product says so (`indexedIn` stays `bucket`).
 * - Category and popularity indexes project only the card's fields (table-definition.ts).
 * - Stats are counters the writes maintain, never counts made by reading the catalogue. They are
 *   sharded (STATS_SHARDS items per kind, one picked at random per write, summed on read), so
 *   concurrent creates of different products do not clash on one item.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Product,
  ProductEdit,
  ProductSource,
  ProductSummary,
  StoreOffer,
} from '@shop-scanner/shared/products';
import { documentClient, tableName } from '../lib/dynamodb';
import { failedConditionAt, isTransactionConflict } from '../lib/dynamodb-transactions';
import { retryOn } from '../lib/retry';
import {
  packHistory,
  unpackHistory,
  type PackedHistory,
  type StoredHistory,
} from '../model/price-history/history-packing';
import {
  toPricePoint,
  type HistoryPoint,
  type PricePointFacts,
} from '../model/price-history/history-point';
import type { MonthPart } from '../model/price-history/history-periods';
import { EMPTY_WINDOW, type HistoryWindow } from '../model/price-history/history-window';
import { assessAuthenticity } from '../model/products/authenticity';
import { canonicalGtin } from '../model/products/identifiers';
import { offerFigures } from '../model/products/pricing';
import type { ProductChanges } from '../model/products/product-edits';
import { productTokens, tokenPartition } from '../model/products/search-text';
import { productSummaryAttributes } from './table-definition';
import { userKey } from './users';

/**
 * The catalogue's items and keys. Pure builders: every write path (a shopper's create and edit, the
 * demo loader) makes its items here, so derived fields, index keys and token items are computed in
 * exactly one way.
 */

export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' as const });
export const editKey = (id: string, at: string, version: number) => ({
  pk: `PRODUCT#${id}`,
  // The version makes two edits in the same millisecond distinct, and keeps them in order.
  sk: `EDIT#${at}#${String(version).padStart(EDIT_VERSION_DIGITS, '0')}`,
});
export const EDIT_PREFIX = 'EDIT#';
const EDIT_VERSION_DIGITS = 6;

/**
 * An edit's id in the API: its time in epoch milliseconds and the version it wrote, which is
 * everything its sort key holds, in characters a path takes as they are.
 */
export const editIdOf = (at: string, version: number): string => `${Date.parse(at)}-${version}`;

/** The sort key of the edit an id names; undefined for an id no edit can have. */
export const editKeyOfId = (productId: string, editId: string) => {
  const match = /^(\d{1,15})-(\d{1,9})$/.exec(editId);
  if (!match) return undefined;
  const at = new Date(Number(match[1]));
  if (Number.isNaN(at.getTime())) return undefined;
  return editKey(productId, at.toISOString(), Number(match[2]));
};
export const claimKey = (barcode: string) => ({
  pk: `BARCODE#${canonicalGtin(barcode)}`,
  sk: 'BARCODE' as const,
});
export const searchPartitionKey = (term: string): string => `SEARCH#${tokenPartition(term)}`;
/** A token item of one product: `<token>#<product id>`. */
export const tokenKey = (token: string, productId: string) => ({
  pk: searchPartitionKey(token),
  sk: `${token}#${productId}`,
});
/**
 * The byCategory index's one partition: the products indexed by items of their own (shoppers'
 * products, demo products since a card edit), sorted by category, so a search reads one
 * category's or all of them in one Query.
 */
export const OWN_ENTRIES_PARTITION = 'OWN';
export const ownCategoryPrefix = (category: string): string => `${category}#`;

/** Popular Products reads a few shards instead of one hot index partition for every write. */
export const POPULARITY_SHARDS = 4;
export const popularityPartitionKey = (shard: number): string => `POPULAR#${shard}`;
const popularityShard = (id: string): number =>
  [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % POPULARITY_SHARDS;

/**
 * `MARKET`: the demo market's last day (data/demo-market-runs.ts); `SEARCH`: the search index's
 * pointer (data/search-index.ts).
 */
export const catalogueKey = (sk: 'STATS#demo' | 'SEED' | 'MARKET' | 'SEARCH') => ({
  pk: 'CATALOGUE' as const,
  sk,
});
export const STATS_PREFIX = 'STATS#';
/**
 * Counter shards: every shopper's create and every category move adds to one of these, picked at
 * random, and a read sums them. One counter item written by every create would make concurrent
 * creates of different products clash (TransactionConflict) on real DynamoDB.
 *   STATS#user#<n>  shoppers' products: how many, and per category
 *   STATS#demo#<n>  category moves of demo products by shoppers' edits (the loader's STATS#demo
 *                   counts the catalogue as it loads it; a reload counts edited ones as they are
 *                   and clears these)
 */
export const STATS_SHARDS = 10;
export const statsShardKey = (source: ProductSource, shard: number) => ({
  pk: 'CATALOGUE' as const,
  sk: `${STATS_PREFIX}${source}#${shard}`,
});
export const randomStatsShardKey = (source: ProductSource) =>
  statsShardKey(source, Math.floor(Math.random() * STATS_SHARDS));
/** Per-category counts are top-level attributes of the stats items, so ADD can move them. */
export const categoryCountAttribute = (category: string): string => `c#${category}`;

/** A product's own fields: what is stored, before anything is derived from it. */
export interface ProductRecord {
  readonly id: string;
  readonly barcode: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly brand?: string | undefined;
  readonly imageUrl?: string | undefined;
  readonly features: readonly string[];
  readonly tags: readonly string[];
  readonly stores: readonly StoreOffer[];
  readonly source: ProductSource;
  /** Who added it: a shopper's or business's user id; absent on demo and imported products. */
  readonly createdBy?: string | undefined;
  /** An edit by someone other than `createdBy` (anyone, when absent) set it; it stays set. */
  readonly editedByCommunity?: boolean | undefined;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Optimistic concurrency: every edit is conditional on the version it read. */
  readonly version: number;
}

export interface ProductItem extends ProductRecord, ProductWindowAttributes {
  readonly pk: string;
  readonly sk: 'PRODUCT';
  readonly entityType: 'Product';
  readonly averagePrice: number | null;
  readonly lowestPrice: number | null;
  readonly inStockStores: number;
  readonly authenticity: Product['authenticity'];
  /** Flat copy of authenticity.score: the list indexes project it for cards. */
  readonly authenticityScore: number | null;
  readonly verified: boolean;
  readonly popularity: number;
  /** The tokens it is indexed by, so an edit deletes exactly the token items it wrote. */
  readonly searchTokens: string[];
  /**
   * Where its search entries are: `bucket` (a demo product in the search index, which is built
   * from its search card: search-index.ts) or `items` (token items and a byCategory entry of its
   * own: shoppers' products, and demo products once a shopper edited their card).
   */
  readonly indexedIn: 'bucket' | 'items';
  // The recent price history (history, historyFrom, historyVersion): the window attributes below.
  /** byCategory: only products indexed by items of their own (see indexedAt). */
  readonly gsi2pk?: string;
  readonly gsi2sk?: string;
  readonly gsi3pk?: string;
  readonly gsi3sk?: string;
}

/**
 * The product with its search entries placed: `bucket` products are found through the search
 * index, so they carry no byCategory keys (a search would find them twice over, and loading
 * 25,000 of them would write 25,000 index entries nobody reads); `items` products are found
 * through their token items and the byCategory index, which every search merges with the search
 * index. Every write of a product goes through here, so the two cannot disagree.
 */
export const indexedAt = (item: ProductItem, indexedIn: ProductItem['indexedIn']): ProductItem => {
  const { gsi2pk: _pk, gsi2sk: _sk, ...rest } = item;
  return indexedIn === 'bucket'
    ? { ...rest, indexedIn }
    : {
        ...rest,
        indexedIn,
        gsi2pk: OWN_ENTRIES_PARTITION,
        gsi2sk: `${ownCategoryPrefix(item.category)}${item.id}`,
      };
};

const isPoints = (
  history: readonly HistoryPoint[] | ProductWindowAttributes,
): history is readonly HistoryPoint[] => Array.isArray(history);

/**
 * What a product's offers decide about it: the figures (average, lowest, in-stock count),
 * authenticity, popularity and, for a product someone has reviewed, its Popular Products keys.
 * Every write that sets offers (a new product, an edit, a demo load, a price observation) takes
 * them from here, so the catalogue and the ingest path cannot compute them two ways.
 */
export const offerDerivedAttributes = (id: string, stores: readonly StoreOffer[]) => {
  const figures = offerFigures(stores);
  const { authenticity, verified } = assessAuthenticity(stores);
  return {
    averagePrice: figures.averagePrice,
    lowestPrice: figures.lowestPrice,
    inStockStores: figures.inStockStores,
    authenticity,
    authenticityScore: authenticity?.score ?? null,
    verified,
    popularity: figures.popularity,
    // Sparse: a product nobody has reviewed anywhere is not a candidate for Popular Products.
    ...(figures.popularity > 0
      ? {
          gsi3pk: popularityPartitionKey(popularityShard(id)),
          gsi3sk: `${String(figures.popularity).padStart(12, '0')}#${id}`,
        }
      : {}),
  };
};

/** The index keys offerDerivedAttributes sets only when the product has reviews. */
const POPULARITY_KEYS = ['gsi3pk', 'gsi3sk'] as const;

/**
 * The product item: `history` is the points of a new product's window (nothing rolled out yet), or
 * the window attributes of the stored product an edit rewrites, carried over as they were read.
 */
export const buildProductItem = (
  record: ProductRecord,
  history: readonly HistoryPoint[] | ProductWindowAttributes,
  indexedIn: ProductItem['indexedIn'],
): ProductItem =>
  indexedAt(
    {
      ...productKey(record.id),
      entityType: 'Product',
      ...record,
      searchTokens: productTokens(record),
      indexedIn,
      ...(isPoints(history)
        ? windowAttributes({ ...EMPTY_WINDOW, points: history }, 0)
        : {
            history: history.history,
            historyFrom: history.historyFrom,
            historyVersion: history.historyVersion,
          }),
      ...offerDerivedAttributes(record.id, record.stores),
    },
    indexedIn,
  );

/**
 * The stored product with other offers, and everything they decide (offerDerivedAttributes);
 * the rest (fields, version, window, search placement) as it was.
 */
export const withOffers = (item: ProductItem, stores: readonly StoreOffer[]): ProductItem => {
  const { gsi3pk: _pk, gsi3sk: _sk, ...rest } = item;
  return { ...rest, stores, ...offerDerivedAttributes(item.id, stores) };
};

/**
 * What an offer change writes on the product item, as one Update's attributes: the offers and
 * what they decide, and the Popular Products keys removed when the product has no reviews.
 */
export const offerAttributes = (item: ProductItem) => {
  const derived = offerDerivedAttributes(item.id, item.stores);
  return {
    set: { stores: item.stores, ...derived } as Record<string, unknown>,
    remove: POPULARITY_KEYS.filter((key) => !(key in derived)),
  };
};

/**
 * The fields a card and a product page share, with the defaults of attributes an item may lack.
 * Cards come from search card items, token items and the list indexes; product pages from the item.
 */
const cardFields = (s: Record<string, unknown> & Partial<ProductSummary>) => ({
  id: String(s.id),
  barcode: String(s.barcode),
  name: String(s.name),
  category: String(s.category),
  ...(s.brand ? { brand: s.brand } : {}),
  ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
  tags: [...(s.tags ?? [])],
  averagePrice: s.averagePrice ?? null,
  lowestPrice: s.lowestPrice ?? null,
  inStockStores: s.inStockStores ?? 0,
  verified: s.verified ?? false,
  source: s.source as ProductSource,
  createdAt: String(s.createdAt),
});

export const summaryOf = (item: Record<string, unknown>): ProductSummary => ({
  ...cardFields(item),
  authenticityScore: (item.authenticityScore as number | null | undefined) ?? null,
});

/** The card fields only, exactly what the list indexes project (table-definition.ts). */
const summaryAttributes = (item: object): Record<string, unknown> => {
  const source = item as Record<string, unknown>;
  return Object.fromEntries(
    productSummaryAttributes.filter((a) => source[a] !== undefined).map((a) => [a, source[a]]),
  );
};

/**
 * A demo product's card as search shows it: its search card item (search-cards.ts), which the
 * search index is built from. (The name is the demo market's, which compares and rewrites them.)
 */
export type BucketCard = Record<string, unknown>;

/** The product's card fields, as its search card and token items carry them. */
export const bucketCardOf = (item: object): BucketCard => summaryAttributes(item);

/**
 * Two cards with the same fields, whatever their keys' order (a map read back from DynamoDB
 * need not keep the order it was written in).
 */
export const sameCard = (a: BucketCard, b: BucketCard): boolean =>
  productSummaryAttributes.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** One item per token, each carrying the card, so a search reads nothing else. */
export const tokenItems = (item: ProductItem): Record<string, unknown>[] => {
  const summary = summaryAttributes(item);
  return item.searchTokens.map((token) => ({
    ...tokenKey(token, item.id),
    entityType: 'SearchToken',
    ...summary,
  }));
};

/** The summary fields that token items copy: when none changes, an edit leaves them alone. */
export const summaryChanged = (before: ProductItem, after: ProductItem): boolean =>
  JSON.stringify(summaryAttributes(before)) !== JSON.stringify(summaryAttributes(after)) ||
  JSON.stringify(before.searchTokens) !== JSON.stringify(after.searchTokens);

export const claimItem = (barcode: string, productId: string) => ({
  ...claimKey(barcode),
  entityType: 'BarcodeClaim',
  barcode,
  productId,
});

const productFields = (item: ProductItem): Omit<Product, 'priceHistory'> => ({
  ...cardFields(item as unknown as Record<string, unknown>),
  description: item.description,
  features: [...(item.features ?? [])],
  authenticity: item.authenticity ?? null,
  stores: [...(item.stores ?? [])],
  updatedAt: item.updatedAt,
  editedByCommunity: item.editedByCommunity === true,
});

/** The product page's history: the window, newest first. */
export const toProduct = (item: ProductItem): Product => ({
  ...productFields(item),
  priceHistory: windowOf(item).points.map(toPricePoint).reverse(),
});

/**
 * The price history's items and attributes (price-history.ts for the design and the access
 * patterns). Pure builders, shared by every write: the product item's window attributes (which the
 * product's own builder above embeds) and the month items beside the product.
 *
 *   PRODUCT#<id> / PRODUCT               history (packed window), historyFrom, historyVersion
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>     part 0 of a month that left the window
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>#<n> part n of it (only ever when a month outgrows its budget)
 *
 * Month keys sort by time, parts after their month's part 0 and before the next month, so one
 * Query of the product's HISTORY# range reads any span of months.
 */

export const HISTORY_PREFIX = 'HISTORY#';

/** `~` sorts after `#`: past a month's last part (the next month differs earlier in the key). */
const END_OF_MONTH_PARTS = '~';

/** A month item's sort key: part 0 is the month itself. */
export const periodSortKey = (month: string, part: number): string =>
  part === 0 ? `${HISTORY_PREFIX}${month}` : `${HISTORY_PREFIX}${month}#${part}`;

/** The sort-key range of the months from `first` to `last` (`yyyy-mm`), every part included. */
export const periodRange = (first: string, last: string) => ({
  from: periodSortKey(first, 0),
  to: `${periodSortKey(last, 0)}${END_OF_MONTH_PARTS}`,
});

/** The window as the product item holds it (absent attributes: an item from before the window). */
export interface ProductWindowAttributes {
  readonly history: StoredHistory;
  /** HistoryWindow.from; absent: 0 (nothing ever rolled out). */
  readonly historyFrom?: number;
  /**
   * Counts the writes of the product's prices (its window, and its offers with their derived
   * figures: the ingest path, product-offers.ts): the optimistic-concurrency condition of every
   * history write, and of every edit, which puts the whole item back.
   */
  readonly historyVersion?: number;
}

export const windowAttributes = (
  window: HistoryWindow,
  version: number,
): Required<ProductWindowAttributes> => ({
  history: packHistory(window.points),
  historyFrom: window.from,
  historyVersion: version,
});

/**
 * What the demo generator's prices do not say about themselves: they are demo, and a store's
 * stock is its offer's (the generator keeps one stock state per store). For the demo loader's
 * PricePoints, and for points of format 1, which only the demo loader ever wrote.
 */
export const demoOfferFacts = (stores: readonly StoreOffer[] = []): PricePointFacts => {
  const stock = new Map(stores.map((offer) => [offer.name, offer.inStock]));
  return { source: 'demo', inStock: (store) => stock.get(store) ?? true };
};

/** The window of a product item (its stores complete points of format 1: demoOfferFacts). */
export const windowOf = (
  item: ProductWindowAttributes & { readonly stores?: readonly StoreOffer[] },
): HistoryWindow => ({
  from: item.historyFrom ?? 0,
  points: unpackHistory(item.history, demoOfferFacts(item.stores)),
});

/**
 * The condition that a product's window is still the one read, for every write of the product
 * item (history appends update it, edits put the whole item back): version 0 is also an item
 * from before the window existed, which has no historyVersion.
 */
export const windowUnchanged = (read: number) => ({
  expression:
    read === 0
      ? '(attribute_not_exists(#historyVersion) OR #historyVersion = :historyVersion)'
      : '#historyVersion = :historyVersion',
  names: { '#historyVersion': 'historyVersion' },
  values: { ':historyVersion': read },
});

/** One part of a condition: an expression with the names and values it uses (parts are ANDed). */
export interface ConditionPart {
  readonly expression: string;
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * What else one write of the product item changes besides its window. A transaction may hold one
 * operation per item (DynamoDB refuses two), so an offer change is carried by the same Update as
 * the window it appends to: its attributes set and removed, and its own condition (the product's
 * version as read).
 */
export interface ProductItemChange {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly remove?: readonly string[];
  readonly condition?: ConditionPart;
}

/**
 * The expressions of the product item's Update for a price write (the caller adds the table and
 * the key): the window when it moved (`window` undefined: the window stays as read), always the
 * next historyVersion, and `change`. Conditional on the item existing and its window version
 * being the one read (windowUnchanged), so a concurrent write of the window or the offers makes
 * it fail and the writer read again.
 */
export const windowUpdate = (
  readVersion: number,
  window: HistoryWindow | undefined,
  change: ProductItemChange = {},
) => {
  const unchanged = windowUnchanged(readVersion);
  const next = window ? windowAttributes(window, readVersion + 1) : undefined;
  const setEntries = Object.entries(change.set ?? {});
  const sets = [
    ...(next ? ['#history = :history', '#from = :from'] : []),
    '#historyVersion = :next',
    ...setEntries.map((_, i) => `#s${i} = :s${i}`),
  ];
  const removes = (change.remove ?? []).map((_, i) => `#r${i}`);
  const conditions = [
    'attribute_exists(pk)',
    unchanged.expression,
    ...(change.condition ? [change.condition.expression] : []),
  ];
  return {
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: {
      ...(next ? { '#history': 'history', '#from': 'historyFrom' } : {}),
      ...unchanged.names,
      ...Object.fromEntries(setEntries.map(([name], i) => [`#s${i}`, name])),
      ...Object.fromEntries((change.remove ?? []).map((name, i) => [`#r${i}`, name])),
      ...change.condition?.names,
    },
    ExpressionAttributeValues: {
      ...(next ? { ':history': next.history, ':from': next.historyFrom } : {}),
      ':next': readVersion + 1,
      ...unchanged.values,
      ...Object.fromEntries(setEntries.map(([, value], i) => [`:s${i}`, value])),
      ...change.condition?.values,
    },
  };
};

export interface PeriodItem {
  readonly pk: string;
  readonly sk: string;
  readonly entityType: 'PriceHistoryPeriod';
  readonly productId: string;
  readonly month: string;
  readonly part: number;
  readonly history: PackedHistory;
  /** Counts this item's writes: a rewrite is conditional on the version it read. */
  readonly version: number;
}

export const periodItem = (
  product: { readonly pk: string; readonly id: string },
  month: string,
  part: MonthPart,
  version: number,
): PeriodItem => ({
  pk: product.pk,
  sk: periodSortKey(month, part.part),
  entityType: 'PriceHistoryPeriod',
  productId: product.id,
  month,
  part: part.part,
  history: packHistory(part.points),
  version,
});

export const partOf = (item: Pick<PeriodItem, 'part' | 'history'>): MonthPart => ({
  part: item.part,
  points: unpackHistory(item.history),
});

/** The barcode already belongs to a product. */
export class BarcodeClaimed extends Error {
  constructor(readonly productId: string) {
    super(`The barcode belongs to product ${productId}`);
    this.name = 'BarcodeClaimed';
  }
}

export const getProductItem = async (id: string): Promise<ProductItem | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: productKey(id), ConsistentRead: true }),
  );
  return Item as ProductItem | undefined;
};

/** The whole product with its offers and price history: one read. */
export const getProduct = async (id: string): Promise<Product | undefined> => {
  const item = await getProductItem(id);
  return item ? toProduct(item) : undefined;
};

export const productIdForBarcode = async (barcode: string): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: claimKey(barcode), ConsistentRead: true }),
  );
  return Item ? String(Item.productId) : undefined;
};

/**
 * What a change records besides its fields: a staff revert's reason and the edit it undid, or
 * that staff approved a contributor's edit after review.
 */
export type EditNotes = Pick<ProductEdit, 'by' | 'reason' | 'revertOf' | 'approvedBy'>;

/** The record of one change, kept beside the product (listProductEdits reads them). */
export const editItem = (
  item: ProductItem,
  action: ProductEdit['action'],
  changes: ProductChanges,
  userId: string,
  notes: EditNotes = {},
) => ({
  ...editKey(item.id, item.updatedAt, item.version),
  entityType: 'ProductEdit',
  productId: item.id,
  userId,
  at: item.updatedAt,
  action,
  changes,
  ...notes,
});

/**
 * The mark in the adder's own partition that they added the product: how a seller's dashboard
 * lists "its products" by key, without an index or a scan. Written with the product, in its
 * transaction; emptied with the account like the rest of the partition.
 */
export const ADDED_PRODUCT_PREFIX = 'ADDED#';
export const addedProductKey = (userId: string, createdAt: string, productId: string) => ({
  pk: userKey(userId).pk,
  sk: `${ADDED_PRODUCT_PREFIX}${createdAt}#${productId}`,
});
const addedProductItem = (userId: string, item: ProductItem) => ({
  ...addedProductKey(userId, item.createdAt, item.id),
  entityType: 'AddedProduct',
  productId: item.id,
  createdAt: item.createdAt,
});

/** A Put of a transaction, conditional when a condition is given. */
export const put = (Item: Record<string, unknown>, ConditionExpression?: string) => ({
  Put: { TableName: tableName, Item, ...(ConditionExpression ? { ConditionExpression } : {}) },
});

/** Attempts of a create that only clashed with concurrent writes, before the API answers 503. */
export const CREATE_ATTEMPTS = 5;

/** The barcode is free, but every attempt clashed with concurrent writes: worth a retry later. */
export class CatalogueBusy extends Error {
  constructor() {
    super('Concurrent writes kept clashing with this one');
    this.name = 'CatalogueBusy';
  }
}

/**
 * Writes a shopper's new product with everything that goes with it, in one transaction: the
 * barcode claim (first, so its failure is told apart), the product, the first edit record, its
 * token items and a user stats shard. Throws BarcodeClaimed with the holder's id when the barcode
 * is taken. A clash with concurrent transactions (the same barcode's claim in flight, the same
 * stats shard) is retried, on another shard; CatalogueBusy when every attempt clashed.
 */
export const insertProduct = async (item: ProductItem, changes: ProductChanges, userId: string) => {
  const attempt = () =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          put(claimItem(item.barcode, item.id), 'attribute_not_exists(pk)'),
          put(item as unknown as Record<string, unknown>, 'attribute_not_exists(pk)'),
          put(editItem(item, 'created', changes, userId)),
          put(addedProductItem(userId, item)),
          ...tokenItems(item).map((t) => put(t)),
          {
            Update: {
              TableName: tableName,
              Key: randomStatsShardKey('user'),
              UpdateExpression: 'ADD #products :one, #category :one',
              ExpressionAttributeNames: {
                '#products': 'products',
                '#category': categoryCountAttribute(item.category),
              },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  try {
    // A concurrent create of the same barcode holds the claim in its transaction: wait for it.
    await retryOn(isTransactionConflict, CREATE_ATTEMPTS, 20, attempt);
  } catch (error) {
    if (failedConditionAt(error, 0)) {
      const holder = await productIdForBarcode(item.barcode);
      if (holder) throw new BarcodeClaimed(holder);
      // The claim was there and is gone again (never, unless deleted by hand): a retry will tell.
      throw new CatalogueBusy();
    }
    if (isTransactionConflict(error)) throw new CatalogueBusy();
    throw error;
  }
};

/** Products a user's dashboard lists, newest first. */
export const MAX_ADDED_PRODUCTS_LISTED = 100;

/** The ids of the products the user added, newest first (their ADDED# marks). */
export const listProductIdsAddedBy = async (userId: string): Promise<string[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :added)',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':added': ADDED_PRODUCT_PREFIX },
      ScanIndexForward: false,
      Limit: MAX_ADDED_PRODUCTS_LISTED,
    }),
  );
  return Items.map((item) => String(item.productId));
};

/** Edit records shown per product, newest first. */
export const MAX_EDITS_LISTED = 100;

/** One recorded change as stored: the public record, and who made it (never shown as such). */
export interface StoredEdit {
  readonly edit: ProductEdit;
  readonly userId: string;
}

/** The version an edit record's sort key ends with (records from before `version` was kept). */
const versionOfEditKey = (sk: string): number => Number(sk.slice(-EDIT_VERSION_DIGITS));

const toStoredEdit = (item: Record<string, unknown>): StoredEdit => {
  const notes = Object.fromEntries(
    (['by', 'reason', 'revertOf', 'approvedBy'] as const)
      .filter((note) => typeof item[note] === 'string')
      .map((note) => [note, item[note]]),
  ) as EditNotes;
  return {
    edit: {
      id: editIdOf(String(item.at), versionOfEditKey(String(item.sk))),
      at: String(item.at),
      action: item.action as ProductEdit['action'],
      changes: item.changes as ProductEdit['changes'],
      ...notes,
    },
    userId: String(item.userId),
  };
};

/** The product's edit history, newest first, with who made each change (for the staff). */
export const listStoredEdits = async (id: string): Promise<StoredEdit[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :edit)',
      ExpressionAttributeValues: { ':pk': productKey(id).pk, ':edit': EDIT_PREFIX },
      ScanIndexForward: false,
      Limit: MAX_EDITS_LISTED,
    }),
  );
  return Items.map(toStoredEdit);
};

/** The product's edit history, newest first, without who made each change. */
export const listProductEdits = async (id: string): Promise<ProductEdit[]> =>
  (await listStoredEdits(id)).map(({ edit }) => edit);

/** One recorded change by its id; undefined when the product has no such edit. */
export const getStoredEdit = async (
  productId: string,
  editId: string,
): Promise<StoredEdit | undefined> => {
  const key = editKeyOfId(productId, editId);
  if (!key) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  return Item ? toStoredEdit(Item) : undefined;
};
