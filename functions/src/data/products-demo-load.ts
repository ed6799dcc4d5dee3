/**
 * The demo catalogue's bulk writer (the seed script in local/src/seed calls it). It writes, per
 * demo product, the product item (derived fields, index keys, packed price history) and its
 * barcode claim; then the search index's posting buckets (products-items.ts), the catalogue
 * stats and, last, the seed marker. Puts overwrite, so loading the same catalogue again leaves
 * the same items: the load is idempotent.
 *
 * Why TransactWriteItems and not BatchWriteItem: DynamoDB Local (SQLite underneath) commits each
 * item of a BatchWriteItem on its own, so on this machine's disk a batch load managed about 400
 * items a second (25,000 products: over 2 minutes), while a transaction of up to 100 items is one
 * commit (about 1,000 items a second; measured figures in the report and bench/RESULTS.md). On
 * AWS a transaction costs twice the write units of a batch: a one-off seed can afford that.
 * Requests stay under the transaction limits (100 items, 4 MB) and several are in flight at once.
 *
 * Reloading restores demo products as generated: a shopper's edit of a demo product is undone.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalGtin } from '../domain/products/identifiers';
import { documentClient, tableName } from '../lib/dynamodb';
import type { DemoCatalogueProduct } from './products';
import {
  buildProductItem,
  catalogueKey,
  categoryCountAttribute,
  claimItem,
  postingBuckets,
} from './products-items';

export interface DemoLoadOptions {
  /** Write requests in flight at once (default 3: DynamoDB Local gains nothing from more). */
  readonly concurrency?: number;
  /** Called as products are completely written, with how many are so far. */
  readonly onProgress?: (written: number) => void;
  /** Recorded in the seed marker: lets the caller tell which catalogue a table holds. */
  readonly version?: string;
}

/** DynamoDB's transaction limits are 100 items and 4 MB; sizes are estimated from JSON. */
const MAX_ITEMS_PER_REQUEST = 100;
const MAX_BYTES_PER_REQUEST = 3_000_000;
const MAX_ATTEMPTS = 8;
/** Failures worth another try: capacity and contention, never a malformed request. */
const retryable = new Set([
  'TransactionCanceledException',
  'TransactionInProgressException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
]);

type Item = Record<string, unknown>;
interface Request {
  readonly items: Item[];
  /** Products whose last item is in this request. */
  readonly productsCompleted: number;
}

const recordOf = (product: DemoCatalogueProduct) => ({
  ...product,
  source: 'demo' as const,
  updatedAt: product.createdAt,
  version: 1,
});

/** A demo product's own items: the product (with its packed history) and its barcode claim. */
const itemsOf = (product: DemoCatalogueProduct): Item[] => [
  buildProductItem(recordOf(product), product.priceHistory, 'bucket') as unknown as Item,
  claimItem(product.barcode, product.id),
];

/** The search buckets, from the cards alone (histories are packed later, product by product). */
const searchBuckets = (products: readonly DemoCatalogueProduct[]): Item[] =>
  postingBuckets(products.map((p) => buildProductItem(recordOf(p), [], 'bucket')));

/** Requests made lazily, so 25,000 products never sit in memory as items all at once. */
function* requestsOf(products: readonly DemoCatalogueProduct[]): Generator<Request> {
  let items: Item[] = [];
  let bytes = 0;
  let completed = 0;
  function* add(item: Item): Generator<Request> {
    const size = JSON.stringify(item).length;
    if (items.length === MAX_ITEMS_PER_REQUEST || bytes + size > MAX_BYTES_PER_REQUEST) {
      yield { items, productsCompleted: completed };
      items = [];
      bytes = 0;
      completed = 0;
    }
    items.push(item);
    bytes += size;
  }
  for (const product of products) {
    for (const item of itemsOf(product)) yield* add(item);
    completed += 1;
  }
  for (const bucket of searchBuckets(products)) yield* add(bucket);
  if (items.length > 0 || completed > 0) yield { items, productsCompleted: completed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const writeRequest = async (items: Item[]): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: items.map((Item) => ({ Put: { TableName: tableName, Item } })),
        }),
      );
      return;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !retryable.has((error as Error).name)) throw error;
      await sleep(Math.min(2000, 25 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
};

/** The banner's demo figures, counted from the catalogue as it is loaded. */
const demoStatsItem = (products: readonly DemoCatalogueProduct[]): Item => {
  const categories = new Map<string, number>();
  const stores = new Set<string>();
  for (const product of products) {
    categories.set(product.category, (categories.get(product.category) ?? 0) + 1);
    for (const offer of product.stores) stores.add(offer.name);
  }
  return {
    ...catalogueKey('STATS#demo'),
    entityType: 'CatalogueStats',
    products: products.length,
    stores: stores.size,
    ...Object.fromEntries([...categories].map(([c, n]) => [categoryCountAttribute(c), n])),
  };
};

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
  // A reload cut short must not look finished: the marker returns only when it completes.
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: catalogueKey('SEED') }));
  const requests = requestsOf(products);
  let written = 0;
  // Each worker takes the next request when its last one is answered: a steady number in flight.
  const worker = async (): Promise<void> => {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      if (next.value.items.length > 0) await writeRequest(next.value.items);
      if (next.value.productsCompleted > 0) {
        written += next.value.productsCompleted;
        options.onProgress?.(written);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 3) }, worker));
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: demoStatsItem(products) }),
  );
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...catalogueKey('SEED'),
        entityType: 'CatalogueSeed',
        count: products.length,
        version: options.version ?? 'unversioned',
        loadedAt: new Date().toISOString(),
      },
    }),
  );
};

/** The seed marker: undefined until a load has finished (a load cut short leaves none). */
export const demoCatalogueLoaded = async (): Promise<
  { count: number; version: string } | undefined
> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: catalogueKey('SEED'), ConsistentRead: true }),
  );
  return Item ? { count: Number(Item.count), version: String(Item.version) } : undefined;
};
