/**
 * The product catalogue in the single table.
 *
 * Items (keys and builders in products-items.ts):
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
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>[#<part>]  a month of price history that left the window
 *   BARCODE#<gtin-14> / BARCODE   the barcode's claim -> productId (uniqueness, lookup)
 *   SEARCH#<2 chars> / <token>#<id>   a token item of one product, carrying its card
 *   SCARD#<shard> / <id>          a demo product's search card (search-cards.ts), while the
 *                                 search index holds it
 *   SLIST#… / STEXT#… / SCOUNT#…  the search index's generations (search-index-items.ts)
 *   CATALOGUE / STATS#demo | STATS#user#<n> | STATS#demo#<n> | SEED | SEARCH
 *                                 counters for the banner (sharded, products-items.ts); the seed
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
 *   (issue 9 §5; figures in bench/RESULTS.md); one with words reads its rarest word's compact
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
  PricePoint,
  Product,
  ProductCategory,
  ProductEdit,
  StoreOffer,
} from '@shop-scanner/shared/products';
import type { ProductChanges } from '../domain/products/product-edits';
import { documentClient, tableName } from '../lib/dynamodb';
import {
  cancellationCodes,
  failedConditionAt,
  isTransactionConflict,
} from '../lib/dynamodb-transactions';
import { retryOn } from '../lib/retry';
import { windowUnchanged } from './price-history-items';
import { exclusionWrites } from './search-index';
import {
  categoryCountAttribute,
  claimItem,
  claimKey,
  EDIT_PREFIX,
  editKey,
  productKey,
  randomStatsShardKey,
  indexedAt,
  tokenItems,
  tokenKey,
  toProduct,
  summaryChanged,
  type ProductItem,
} from './products-items';

/** One product of the generated demo catalogue, as the seed script hands it to `loadDemoCatalogue`. */
export interface DemoCatalogueProduct {
  id: string;
  barcode: string;
  name: string;
  description: string;
  category: ProductCategory;
  brand?: string;
  imageUrl?: string;
  features: string[];
  tags: string[];
  stores: StoreOffer[];
  priceHistory: PricePoint[];
  createdAt: string;
}

export { loadDemoCatalogue, demoCatalogueLoaded, type DemoLoadOptions } from './products-demo-load';

/** The barcode already belongs to a product. */
export class BarcodeClaimed extends Error {
  constructor(readonly productId: string) {
    super(`The barcode belongs to product ${productId}`);
    this.name = 'BarcodeClaimed';
  }
}

/**
 * The product changed (or was written by a concurrent transaction) since it was read, or the
 * search index it was to leave was replaced meanwhile.
 */
export class ProductChangedMeanwhile extends Error {
  constructor() {
    super('The product changed since it was read');
    this.name = 'ProductChangedMeanwhile';
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

const editItem = (
  item: ProductItem,
  action: ProductEdit['action'],
  changes: ProductChanges,
  userId: string,
) => ({
  ...editKey(item.id, item.updatedAt, item.version),
  entityType: 'ProductEdit',
  productId: item.id,
  userId,
  at: item.updatedAt,
  action,
  changes,
});

const put = (Item: Record<string, unknown>, ConditionExpression?: string) => ({
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

/**
 * The search writes of an edit. Nothing when no card field changed: the product stays where it
 * is indexed. Otherwise its token items are replaced; a product still in the search index leaves
 * it (its search card deleted, its entry excluded: search-index.ts exclusionWrites) and gets
 * token items of its own (and, through its item, a byCategory entry: indexedAt).
 */
const searchWritesOf = async (
  before: ProductItem,
  after: ProductItem,
): Promise<Record<string, unknown>[]> => {
  if (!summaryChanged(before, after)) return [];
  const writes: Record<string, unknown>[] =
    before.indexedIn === 'bucket'
      ? await exclusionWrites(before)
      : before.searchTokens
          .filter((t) => !after.searchTokens.includes(t))
          .map((token) => ({ Delete: { TableName: tableName, Key: tokenKey(token, before.id) } }));
  writes.push(...tokenItems(after).map((t) => put(t)));
  return writes;
};

/**
 * Where the edited product's search entries are: token items of its own once an edit has written
 * them, else wherever they were (a description-only edit of a demo product leaves it in the
 * buckets, so a later rename still knows to mark those entries stale).
 */
export const indexedAfterEdit = (
  before: ProductItem,
  after: ProductItem,
): ProductItem['indexedIn'] => (summaryChanged(before, after) ? 'items' : before.indexedIn);

/**
 * Writes an edit in one transaction, conditional on the version that was read: the new product,
 * the edit record, the search entries when the card changed (searchWritesOf) and, when the
 * category changed, the move in a stats shard of the product's source (a demo product's moves
 * are counted apart, so a reload of the demo catalogue can count it as it stands).
 * Throws ProductChangedMeanwhile when the version or the history window moved; a clash with
 * another transaction is thrown as DynamoDB reported it (isTransactionConflict), for the caller
 * to retry.
 */
export const saveProductEdit = async (
  before: ProductItem,
  after: ProductItem,
  changes: ProductChanges,
  userId: string,
): Promise<void> => {
  const stored = indexedAt(after, indexedAfterEdit(before, after));
  const historyRead = windowUnchanged(before.historyVersion ?? 0);
  const categoryWrites =
    before.category === after.category
      ? []
      : [
          {
            Update: {
              TableName: tableName,
              Key: randomStatsShardKey(before.source),
              UpdateExpression: 'ADD #old :minus, #new :one',
              ExpressionAttributeNames: {
                '#old': categoryCountAttribute(before.category),
                '#new': categoryCountAttribute(after.category),
              },
              ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
            },
          },
        ];
  const searchWrites = await searchWritesOf(before, stored);
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: stored as unknown as Record<string, unknown>,
              // The item carries the history window as read: a history append since then
              // (price-history.ts) must not be put back over, so it counts as a change too.
              ConditionExpression: `#version = :read AND ${historyRead.expression}`,
              ExpressionAttributeNames: { '#version': 'version', ...historyRead.names },
              ExpressionAttributeValues: { ':read': before.version, ...historyRead.values },
            },
          },
          put(editItem(stored, 'updated', changes, userId)),
          ...searchWrites,
          ...categoryWrites,
        ],
      }),
    );
  } catch (error) {
    // The product moved, or the search index did (its pointer's condition): read both again.
    const conditions = cancellationCodes(error) ?? [];
    if (conditions.includes('ConditionalCheckFailed')) throw new ProductChangedMeanwhile();
    throw error;
  }
};

/** Edit records shown per product, newest first. */
export const MAX_EDITS_LISTED = 100;

/** The product's edit history, newest first, without who made each change. */
export const listProductEdits = async (id: string): Promise<ProductEdit[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :edit)',
      ExpressionAttributeValues: { ':pk': productKey(id).pk, ':edit': EDIT_PREFIX },
      ScanIndexForward: false,
      Limit: MAX_EDITS_LISTED,
    }),
  );
  return Items.map((item) => ({
    at: String(item.at),
    action: item.action as ProductEdit['action'],
    changes: item.changes as ProductEdit['changes'],
  }));
};
