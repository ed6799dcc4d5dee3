/**
 * The catalogue's items and keys (see products.ts for the design and the access patterns).
 * Pure builders: every write path (a shopper's create and edit, the demo loader) makes its items
 * here, so derived fields, index keys and token items are computed in exactly one way.
 */
import type {
  Product,
  ProductSource,
  ProductSummary,
  StoreOffer,
} from '@shop-scanner/shared/products';
import { toPricePoint, type HistoryPoint } from '../domain/prices-history/history-point';
import { EMPTY_WINDOW } from '../domain/prices-history/history-window';
import { assessAuthenticity } from '../domain/products/authenticity';
import { canonicalGtin } from '../domain/products/identifiers';
import { offerFigures } from '../domain/products/pricing';
import { productTokens, tokenPartition } from '../domain/products/search-text';
import { windowAttributes, windowOf, type ProductWindowAttributes } from './price-history-items';
import { productSummaryAttributes } from './table-definition';

export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' as const });
export const editKey = (id: string, at: string, version: number) => ({
  pk: `PRODUCT#${id}`,
  // The version makes two edits in the same millisecond distinct, and keeps them in order.
  sk: `EDIT#${at}#${String(version).padStart(6, '0')}`,
});
export const EDIT_PREFIX = 'EDIT#';
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
  // The recent price history (history, historyFrom, historyVersion): price-history-items.ts.
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
});

/** The product page's history: the window, newest first. */
export const toProduct = (item: ProductItem): Product => ({
  ...productFields(item),
  priceHistory: windowOf(item).points.map(toPricePoint).reverse(),
});
