/**
 * The demo catalogue's bulk writer (the seed script in local/src/seed calls it). It writes, per
 * demo product, the product item (derived fields, index keys, packed price history), its barcode
 * claim and its search card (search-cards.ts); then the search index built from the cards
 * (search-index.ts), the catalogue stats and, last, the seed marker. Loading the same catalogue
 * again leaves the same items (the index is named by its content: the same one is live already):
 * the load is idempotent.
 *
 * A reload (`npm run seed`, or a catalogue of another size) never undoes or corrupts shoppers'
 * work. Per chunk of products it first reads (one BatchGet) the products and the barcode claims
 * it is about to write, and then:
 * - a demo product a shopper has edited (version above 1, or search entries of its own) is left
 *   as it is: the edit stands, with its edit records and its token items, out of the index; it is
 *   counted in the demo stats by its category as it stands now (its category moves are counted
 *   apart, in STATS#demo#<n>, which the reload clears once it has counted them in);
 * - a demo product whose prices have been observed since the load (the demo market's days, a
 *   shopper's report, an import: every write of its offers or history bumps its historyVersion,
 *   which the loader writes as 0) is left as observed too: the generated catalogue's prices are
 *   those of its reference date, and writing them back would undo days of observed prices and cut
 *   the history the offers continue from; its search card is written as it stands (conditional
 *   on it still being in the index, at the version read) and the index built with it;
 * - a demo product whose barcode a product of another id holds (a shopper's, say, when a bigger
 *   catalogue generates a code a shopper added first) is not loaded at all: the claim stays its
 *   holder's, and two products never share a barcode;
 * - every other product is written as generated.
 * The writes carry the same facts as conditions (the product is absent or an unedited demo
 * product; the claim is absent or its own), so an edit or a create that lands between the read
 * and the write cancels the chunk's transaction, and the chunk is read and decided again.
 * A smaller catalogue than the last one leaves the products beyond its size in place, as they were
 * loaded, but takes their search cards away: the index and the demo market's days describe the
 * catalogue loaded last.
 *
 * The seed marker records the index layout (DEMO_INDEX_LAYOUT) the load wrote. A table loaded by
 * an older loader (its demo products in posting and category buckets) does not count as loaded,
 * so the next `npm start` loads it again in this layout, moving what the old layout left first
 * (demo-index-migration.ts); the reload keeps shoppers' work as above.
 *
 * Why TransactWriteItems and not BatchWriteItem: DynamoDB Local (SQLite underneath) commits each
 * item of a BatchWriteItem on its own, so on this machine's disk a batch load managed about 400
 * items a second (25,000 products: over 2 minutes), while a transaction of up to 100 items is one
 * commit (about 1,000 items a second; measured figures in the report and bench/RESULTS.md). On
 * AWS a transaction costs twice the write units of a batch: a one-off seed can afford that.
 * Requests stay under the transaction limits (100 items, 4 MB) and several are in flight at once.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PricePoint, ProductCategory, StoreOffer } from '@shop-scanner/shared/products';
import { fromPricePoint, type HistoryPoint } from '../model/price-history/history-point';
import { canonicalGtin } from '../model/products/identifiers';
import { productTokens } from '../model/products/search-text';
import { forEachConcurrently } from '../lib/concurrency';
import { boundedGroups } from '../lib/bounded-groups';
import { batchGetAll, deleteAll, withBulkRetries } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { migrateIndexLayout } from './demo-index-migration';
import type { TransactItem } from './price-history';
import {
  bucketCardOf,
  buildProductItem,
  catalogueKey,
  categoryCountAttribute,
  claimItem,
  claimKey,
  demoOfferFacts,
  productKey,
  statsShardKey,
  STATS_SHARDS,
  summaryOf,
  type BucketCard,
  type ProductItem,
} from './products';
import { listSearchCardKeys, searchCardItem } from './search-cards';
import { publishSearchIndex } from './search-index';
import { productSummaryAttributes } from './table-definition';

/**
 * One product of the generated demo catalogue, as the seed script hands it to `loadDemoCatalogue`.
 */
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

export interface DemoLoadOptions {
  /** Write requests in flight at once (default 3: DynamoDB Local gains nothing from more). */
  readonly concurrency?: number;
  /**
   * Called as products are settled (written, or left as shoppers made them), with how many so far.
   */
  readonly onProgress?: (written: number) => void;
  /** Recorded in the seed marker: lets the caller tell which catalogue a table holds. */
  readonly version?: string;
  /**
   * The seed the catalogue was generated from, recorded in the seed marker: the demo market mixes
   * it into each product's day, so a catalogue and its market days are reproducible together.
   */
  readonly seed?: number;
}

/**
 * Three items per product (product, claim, search card) in one transaction of at most 100, and
 * two keys each in one BatchGet of at most 100.
 */
const PRODUCTS_PER_CHUNK = 33;
/**
 * The layout of the demo indexes this loader writes: 2 added the category buckets, 3 replaced
 * the buckets with search cards and the search index. Raise it when the load writes differently,
 * so tables loaded the old way are loaded again.
 */
export const DEMO_INDEX_LAYOUT = 3;

type Item = Record<string, unknown>;

/**
 * The product's own fields: the generated history goes into the packed window (historyOf), not
 * beside it as the generator hands it over.
 */
const recordOf = ({ priceHistory: _history, ...product }: DemoCatalogueProduct) => ({
  ...product,
  source: 'demo' as const,
  updatedAt: product.createdAt,
  version: 1,
});

/** The generated prices as history points (what they do not say: demoOfferFacts). */
const historyOf = (product: DemoCatalogueProduct): HistoryPoint[] => {
  const facts = demoOfferFacts(product.stores);
  return product.priceHistory.map((point) => fromPricePoint(point, facts));
};

/** What the reload reads of a stored product: enough to decide, to count it and to index it. */
const storedAttributes = [
  ...new Set([
    ...productSummaryAttributes,
    'version',
    'indexedIn',
    'searchTokens',
    'stores',
    'productId',
    'historyVersion',
  ]),
];
type StoredProduct = Pick<
  ProductItem,
  'id' | 'version' | 'indexedIn' | 'searchTokens' | 'source' | 'category' | 'stores'
> &
  Pick<Partial<ProductItem>, 'historyVersion'>;

/**
 * A demo product as loaded, never edited and never observed since: the loader's own, free to
 * overwrite. (An item from before the price history has no historyVersion: nothing observed it.)
 */
const isPristineDemo = (stored: StoredProduct): boolean =>
  stored.source === 'demo' &&
  stored.version === 1 &&
  stored.indexedIn === 'bucket' &&
  (stored.historyVersion ?? 0) === 0;

/** What the load did with one product. */
type Settled =
  /** Written as generated; its card goes into the buckets. */
  | { readonly kind: 'written'; readonly item: ProductItem }
  /** Edited by a shopper: left as it is; in the buckets only if its card is still there. */
  | { readonly kind: 'kept'; readonly stored: StoredProduct }
  /** Its barcode belongs to another product: not loaded. */
  | { readonly kind: 'barcodeHeld' };

/** The product's write: only over nothing, or over the pristine demo product it replaces. */
const productPut = (item: ProductItem) => ({
  Put: {
    TableName: tableName,
    Item: item as unknown as Item,
    ConditionExpression:
      'attribute_not_exists(pk) OR (#source = :demo AND #version = :one AND #indexedIn = :bucket' +
      ' AND (attribute_not_exists(#historyVersion) OR #historyVersion = :zero))',
    ExpressionAttributeNames: {
      '#source': 'source',
      '#version': 'version',
      '#indexedIn': 'indexedIn',
      '#historyVersion': 'historyVersion',
    },
    ExpressionAttributeValues: { ':demo': 'demo', ':one': 1, ':bucket': 'bucket', ':zero': 0 },
  },
});

/** The claim's write: only a free barcode, or one this product already holds. */
const claimPut = (product: DemoCatalogueProduct) => ({
  Put: {
    TableName: tableName,
    Item: claimItem(product.barcode, product.id),
    ConditionExpression: 'attribute_not_exists(pk) OR productId = :id',
    ExpressionAttributeValues: { ':id': product.id },
  },
});

/**
 * A kept product's search card, written as it stands only while it still is what was read: in the
 * search index, at the version read (an edit landing meanwhile takes it out of the index).
 */
const keptCardWrites = (stored: StoredProduct) => [
  {
    ConditionCheck: {
      TableName: tableName,
      Key: productKey(stored.id),
      ConditionExpression: '#version = :version AND #indexedIn = :bucket',
      ExpressionAttributeNames: { '#version': 'version', '#indexedIn': 'indexedIn' },
      ExpressionAttributeValues: { ':version': stored.version, ':bucket': 'bucket' },
    },
  },
  { Put: { TableName: tableName, Item: searchCardItem(bucketCardOf(stored)) } },
];

/** Whether the search index is built from this product's card (its search card is written). */
const inSearchIndex = (outcome: Settled): BucketCard | undefined => {
  if (outcome.kind === 'written') return bucketCardOf(outcome.item);
  if (outcome.kind === 'kept' && outcome.stored.source === 'demo')
    return outcome.stored.indexedIn === 'bucket' ? bucketCardOf(outcome.stored) : undefined;
  return undefined;
};

/**
 * Reads a chunk's products and claims, decides each product, writes the chunk in one transaction:
 * written products with their claims and search cards, kept ones' search cards as they stand.
 */
const loadChunk = async (chunk: readonly DemoCatalogueProduct[]): Promise<Settled[]> => {
  const stored = await batchGetAll(
    chunk.flatMap((p) => [productKey(p.id), claimKey(p.barcode)]),
    { consistentRead: true, attributes: storedAttributes },
  );
  const byKey = new Map(stored.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  const at = (key: { pk: string; sk: string }) => byKey.get(`${key.pk}|${key.sk}`);

  const settled = chunk.map((product): Settled => {
    const existing = at(productKey(product.id)) as StoredProduct | undefined;
    if (existing && !isPristineDemo(existing)) return { kind: 'kept', stored: existing };
    const holder = at(claimKey(product.barcode))?.productId;
    if (holder !== undefined && holder !== product.id) return { kind: 'barcodeHeld' };
    return {
      kind: 'written',
      item: buildProductItem(recordOf(product), historyOf(product), 'bucket'),
    };
  });
  const writes = chunk.flatMap((product, i): TransactItem[] => {
    const outcome = settled[i]!;
    if (outcome.kind === 'written')
      return [
        productPut(outcome.item),
        claimPut(product),
        { Put: { TableName: tableName, Item: searchCardItem(bucketCardOf(outcome.item)) } },
      ];
    return inSearchIndex(outcome) && outcome.kind === 'kept' ? keptCardWrites(outcome.stored) : [];
  });
  if (writes.length > 0)
    await documentClient.send(new TransactWriteCommand({ TransactItems: writes }));
  return settled;
};

/** The banner's demo figures, counted from the demo products as the table holds them. */
class DemoStats {
  private products = 0;
  private readonly categories = new Map<string, number>();
  private readonly stores = new Set<string>();

  add(product: Pick<ProductItem, 'category' | 'stores'>): void {
    this.products += 1;
    this.categories.set(product.category, (this.categories.get(product.category) ?? 0) + 1);
    for (const offer of product.stores ?? []) this.stores.add(offer.name);
  }

  item(): Item {
    return {
      ...catalogueKey('STATS#demo'),
      entityType: 'CatalogueStats',
      products: this.products,
      stores: this.stores.size,
      ...Object.fromEntries([...this.categories].map(([c, n]) => [categoryCountAttribute(c), n])),
    };
  }
}

/**
 * The demo stats in one transaction with the removal of the demo category-move shards: the
 * count already has every kept product in its category as it stands.
 */
const writeDemoStats = (stats: DemoStats) =>
  withBulkRetries(() =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...Array.from({ length: STATS_SHARDS }, (_, n) => ({
            Delete: { TableName: tableName, Key: statsShardKey('demo', n) },
          })),
          { Put: { TableName: tableName, Item: stats.item() } },
        ],
      }),
    ),
  );

/** Two products with one id or one barcode would overwrite each other's items: refuse the load. */
const assertDistinct = (products: readonly DemoCatalogueProduct[]): void => {
  const ids = new Set<string>();
  const barcodes = new Set<string>();
  for (const { id, barcode } of products) {
    if (ids.has(id)) throw new Error(`The demo catalogue repeats the product id ${id}`);
    const gtin = canonicalGtin(barcode);
    if (barcodes.has(gtin)) throw new Error(`The demo catalogue repeats the barcode ${barcode}`);
    ids.add(id);
    barcodes.add(gtin);
  }
};

export const loadDemoCatalogue = async (
  products: readonly DemoCatalogueProduct[],
  options: DemoLoadOptions = {},
): Promise<void> => {
  assertDistinct(products);
  const concurrency = options.concurrency ?? 3;
  const { Item: marker } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: catalogueKey('SEED'), ConsistentRead: true }),
  );
  // A reload cut short must not look finished: the marker returns only when it completes.
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: catalogueKey('SEED') }));
  if (marker?.layout !== DEMO_INDEX_LAYOUT)
    await migrateIndexLayout(
      products.flatMap((p) => productTokens(p)),
      concurrency,
    );

  const stats = new DemoStats();
  // The cards the search index is built from: products written now, kept ones still in it.
  const cards = new Map<string, BucketCard>();
  let settledCount = 0;
  await forEachConcurrently(
    boundedGroups(products, (p) => JSON.stringify(p).length, PRODUCTS_PER_CHUNK),
    concurrency,
    async (chunk) => {
      for (const outcome of await withBulkRetries(() => loadChunk(chunk))) {
        if (outcome.kind === 'written') stats.add(outcome.item);
        else if (outcome.kind === 'kept' && outcome.stored.source === 'demo')
          stats.add(outcome.stored);
        const card = inSearchIndex(outcome);
        if (card) cards.set(String(card.id), card);
      }
      settledCount += chunk.length;
      options.onProgress?.(settledCount);
    },
  );
  // Search cards of products this load does not hold (a larger catalogue's, loaded before): the
  // index describes this catalogue, and the demo market moves this catalogue's products.
  await deleteAll(
    (await listSearchCardKeys()).filter((key) => !cards.has(key.sk)),
    concurrency,
  );
  await publishSearchIndex([...cards.values()].map(summaryOf), { concurrency });
  await writeDemoStats(stats);
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...catalogueKey('SEED'),
        entityType: 'CatalogueSeed',
        count: products.length,
        version: options.version ?? 'unversioned',
        seed: options.seed ?? 0,
        layout: DEMO_INDEX_LAYOUT,
        loadedAt: new Date().toISOString(),
      },
    }),
  );
};

/**
 * The seed marker: undefined until a load has finished (a load cut short leaves none), and for a
 * load in an older index layout (its demo products would be missing from searches).
 */
export const demoCatalogueLoaded = async (): Promise<
  { count: number; version: string; seed: number } | undefined
> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: catalogueKey('SEED'), ConsistentRead: true }),
  );
  return Item && Item.layout === DEMO_INDEX_LAYOUT
    ? { count: Number(Item.count), version: String(Item.version), seed: Number(Item.seed ?? 0) }
    : undefined;
};
