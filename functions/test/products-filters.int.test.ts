/**
 * Filter-only searches (no text) end to end, against the real DynamoDB Local: the demo
 * catalogue's category buckets and the byCategory index read together. A shopper's product and
 * demo products edited by shoppers are found through the index, untouched demo products through
 * the buckets, each exactly once, with exact totals. Every product here is priced inside a price
 * band drawn for this run, so the other test files' data never falls inside the filters. The
 * shopper is on the free plan: all these searches without words use none of its allowance.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { ProductCategory, ProductSummary } from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import {
  emulators,
  signUpAndSignIn,
  startTestApp,
  apiCaller,
  testTable,
  type Json,
} from '../../local/test/stack';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { anAmazonOffer } from './support/offers';

let app: App;
let token: string;

const table = testTable;

const RUN = `f${Date.now().toString(36)}`;
/** The run's price band [BAND, BAND + 1]: nothing else in the table is priced inside it. */
const BAND = 100_000 + Math.floor(Math.random() * 800_000);
const inBand = (cents: number) => BAND + cents / 100;

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `26${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

const demo = (
  key: string,
  category: ProductCategory,
  price: number,
  inStock = true,
): DemoCatalogueProduct => ({
  id: `filters-${RUN}-${key}`,
  barcode: newBarcode(),
  name: `Filtered ${key}`,
  description: `Generated ${key}`,
  category,
  features: [],
  tags: [],
  stores: [anAmazonOffer(price, { inStock })],
  priceHistory: [],
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** More than one category bucket's worth (BUCKET_SIZE is 300), at a few prices: ties by id. */
const crafts = Array.from({ length: 305 }, (_, i) =>
  demo(`craft${String(i).padStart(3, '0')}`, 'Arts, Crafts & Sewing', inBand(10 + (i % 7))),
);
/** Edited to Toys & Games after the load: its Books bucket entry is stale from then on. */
const moved = demo('moved', 'Books', inBand(50));
const books = demo('books', 'Books', inBand(60));
/**
 * Its one store is out of stock: a product's average price is of its offers in stock
 * (marketPriceOf), so it has no price, and no price band holds it.
 */
const booksOutOfStock = demo('oos', 'Books', inBand(40), false);
const booksOutOfBand = demo('dear', 'Books', BAND + 5);
const toys = demo('toys', 'Toys & Games', inBand(70));
/** A description-only edit: no card field changes, it stays in its bucket. */
const described = demo('described', 'Toys & Games', inBand(80));
const catalogue = [...crafts, moved, books, booksOutOfStock, booksOutOfBand, toys, described];

/** A shopper's product through the API: no offers, so no price. */
let shoppersBook: Json;
/** A non-demo product with offers (the API cannot add offers yet): written by the data layer. */
const userWithOffers = {
  id: `filters-${RUN}-user`,
  category: 'Garden & Outdoor' as ProductCategory,
  price: inBand(30),
};

const call = apiCaller(() => app.url);
const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body });

const search = (params: Record<string, string | number | boolean>) =>
  api(
    'GET',
    `/api/products/search?${new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString()}`,
  );

/** Every page of a search, in order, with the totals each page reported. */
const allPages = async (params: Record<string, string | number | boolean>) => {
  const first = await search({ ...params, page: 1 });
  const products = [...(first.body.products as ProductSummary[])];
  const reported = [{ total: first.body.total, totalPages: first.body.totalPages }];
  for (let page = 2; page <= Number(first.body.totalPages); page += 1) {
    const next = await search({ ...params, page });
    products.push(...(next.body.products as ProductSummary[]));
    reported.push({ total: next.body.total, totalPages: next.body.totalPages });
  }
  return { first, products, reported };
};

const ids = (products: readonly ProductSummary[]) => products.map((p) => p.id);
const byPriceThenId = (a: { price: number; id: string }, b: { price: number; id: string }) =>
  a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const priceOf = (p: DemoCatalogueProduct) => p.stores[0]?.price ?? Number.NaN;

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  const session = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  token = session.IdToken;
  const userId = (
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }
  ).sub;
  // The free plan: searches without words use none of its 2 searches, however many run here.

  const { insertProduct } = await import('../src/data/products');
  const { loadDemoCatalogue } = await import('../src/data/products-demo-load');
  const { buildProductItem } = await import('../src/data/products');
  await loadDemoCatalogue(catalogue, { version: `filters-${RUN}` });
  const move = await api('PUT', `/api/products/${moved.id}`, { category: 'Toys & Games' });
  const describeEdit = await api('PUT', `/api/products/${described.id}`, { description: 'Edited' });
  const created = await api('POST', '/api/products', {
    barcode: newBarcode(),
    name: `Shoppers book ${RUN}`,
    category: 'Books',
  });
  await insertProduct(
    buildProductItem(
      {
        id: userWithOffers.id,
        barcode: newBarcode(),
        name: `Watering can ${RUN}`,
        description: '',
        category: userWithOffers.category,
        features: [],
        tags: [],
        stores: [anAmazonOffer(userWithOffers.price)],
        source: 'user',
        createdAt: '2025-02-01T00:00:00.000Z',
        updatedAt: '2025-02-01T00:00:00.000Z',
        version: 1,
      },
      [],
      'items',
    ),
    {},
    userId,
  );
  expect([move.status, describeEdit.status, created.status]).toEqual([200, 200, 201]);
  shoppersBook = created.body;
});
afterAll(async () => {
  await app?.stop();
});

/** How many products the byCategory index holds for a category, counted by DynamoDB itself. */
const indexedInCategory = async (category: string): Promise<number> => {
  const { Count } = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'byCategory',
      KeyConditionExpression: 'gsi2pk = :own AND begins_with(gsi2sk, :category)',
      ExpressionAttributeValues: { ':own': 'OWN', ':category': `${category}#` },
      Select: 'COUNT',
    }),
  );
  return Count ?? Number.NaN;
};

describe('filter-only search by category', () => {
  it('finds a demo product moved by an edit in its new category only, with exact totals', async () => {
    const band = { minPrice: BAND, maxPrice: BAND + 1, sort: 'price' };

    const booksInBand = await search({ ...band, category: 'Books' });
    const toysInBand = await search({ ...band, category: 'Toys & Games' });

    expect(booksInBand.body).toMatchObject({ total: 1, totalPages: 1 });
    expect(ids(booksInBand.body.products)).toEqual([books.id]);
    expect(toysInBand.body).toMatchObject({ total: 3, totalPages: 1 });
    expect(toysInBand.body.products).toEqual([
      expect.objectContaining({ id: moved.id, category: 'Toys & Games', averagePrice: inBand(50) }),
      expect.objectContaining({ id: toys.id, category: 'Toys & Games' }),
      expect.objectContaining({ id: described.id, category: 'Toys & Games' }),
    ]);
  });

  it("reads a category's buckets and its index entries once each: a shopper's product, sorted and paged", async () => {
    const { first, products, reported } = await allPages({
      category: 'Books',
      sort: 'price',
      limit: 2,
    });
    // The index holds every non-demo product of the category (other test files' too) and the
    // bucket holds this load's untouched Books: the moved product is in neither any more.
    const expectedTotal = 3 + (await indexedInCategory('Books'));

    expect(first.status).toBe(200);
    expect(reported.every((r) => r.total === expectedTotal)).toBe(true);
    expect(reported.every((r) => r.totalPages === Math.ceil(expectedTotal / 2))).toBe(true);
    expect(products).toHaveLength(expectedTotal);
    expect(new Set(ids(products)).size).toBe(expectedTotal);
    expect(ids(products)).toEqual(
      expect.arrayContaining([books.id, booksOutOfStock.id, booksOutOfBand.id, shoppersBook.id]),
    );
    expect(ids(products)).not.toContain(moved.id);
    expect(products.every((p) => p.category === 'Books')).toBe(true);
    // Sorted by price, and the shopper's product, which has no price yet, among the unpriced last.
    const prices = products.map((p) => p.averagePrice);
    const priced = prices.filter((p): p is number => p !== null);
    expect(prices.slice(0, priced.length)).toEqual([...priced].sort((a, b) => a - b));
    expect(ids(products).indexOf(shoppersBook.id)).toBeGreaterThanOrEqual(priced.length);
  });
});

describe('filter-only search without a category', () => {
  it('reads every category: in stock and in the price band, sorted by price and paged, exact totals', async () => {
    const expected = [
      ...[...crafts, moved, books, toys, described].map((p) => ({ id: p.id, price: priceOf(p) })),
      { id: userWithOffers.id, price: userWithOffers.price },
    ].sort(byPriceThenId);

    const { products, reported } = await allPages({
      inStock: true,
      minPrice: BAND,
      maxPrice: BAND + 1,
      sort: 'price',
      limit: 50,
    });
    const descending = await search({
      inStock: true,
      minPrice: BAND,
      maxPrice: BAND + 1,
      sort: 'price',
      direction: 'desc',
      limit: 3,
    });

    expect(expected).toHaveLength(310);
    expect(reported).toEqual(Array.from({ length: 7 }, () => ({ total: 310, totalPages: 7 })));
    expect(ids(products)).toEqual(expected.map((p) => p.id));
    expect(products.find((p) => p.id === moved.id)?.category).toBe('Toys & Games');
    expect(products.find((p) => p.id === userWithOffers.id)?.source).toBe('user');
    expect(ids(descending.body.products)).toEqual([described.id, toys.id, books.id]);
    expect(descending.body.total).toBe(310);
  });

  it('leaves out of stock and out of band products out, and a product without a price', async () => {
    const inBandOnly = await search({ minPrice: BAND, maxPrice: BAND + 1, limit: 50, page: 7 });
    const { products: aboveBand } = await allPages({
      minPrice: BAND + 4,
      maxPrice: BAND + 6,
      limit: 50,
    });

    // In the band without the stock filter: the 310 above; the book out of stock everywhere has
    // no price (its average is of the offers in stock), so no band holds it.
    expect(inBandOnly.body.total).toBe(310);
    expect(ids(aboveBand)).toEqual([booksOutOfBand.id]);
    expect(ids(aboveBand)).not.toContain(shoppersBook.id);
  });
});

describe('the allowance', () => {
  it("used none of the free shopper's searches for all the filter-only searches above", async () => {
    const { body } = await api('GET', '/api/subscription');

    expect(body.planId).toBe('free');
    expect((body.usage as Record<string, number>).crossPlatformSearchesUsed).toBe(0);
  });
});
