/**
 * Search through the search index on DynamoDB Local, against the plain rule it must equal: every
 * product's current card, filtered, sorted with ties by id (unknown values last) and paged in
 * memory (searchResultPage). A catalogue of 600 demo products in two categories (more than one
 * chunk of each list: LIST_CHUNK_SIZE is 256), rich in equal names, prices, creation times and
 * scores, some without offers, is loaded with the real loader into a table of this file's own
 * (so nothing else is in it and every answer can be checked whole); then a shopper renames a demo
 * product and moves it to the other category, and two shoppers' products are added, one priced.
 * Every sort in both directions, every page and past the end, price bounds on the cent and
 * between cents, the stock and verified filters, words alone and together.
 */
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import {
  searchSortFields,
  type ProductCategory,
  type ProductSummary,
  type SearchQueryInput,
  type SearchResult,
} from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import { ensureTable } from '../../local/src/dynamodb-table';
import { startTestApp, testDynamoDb } from '../../local/test/stack';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { searchCatalogueFor } from './support/catalogue-search';
import { anAmazonOffer } from './support/offers';

const TABLE = `search-index-test-${process.pid}`;
const RUN = `${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)));
/** Words no other data holds: every product has the first, a tenth the second. */
const [EVERY, RARE] = [`zq${RUN}`, `zr${RUN}`];

let app: App;
const dynamo = testDynamoDb;

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `27${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

const offer = (price: number, inStock: boolean, trustScore: number) =>
  anAmazonOffer(price, { inStock, trustScore });

/** Prices a cent apart and equal, so bounds on the cent and runs of ties both matter. */
const PRICES = [9.99, 10, 10.01, 10.5, 12, 15.25];
const NAMES = ['Atlas', 'atlas', 'Beacon', 'Compass 9', 'Compass 10', 'Éclair', 'Drift'];

const catalogue: DemoCatalogueProduct[] = Array.from({ length: 600 }, (_, i) => ({
  id: `s-${RUN}-${String(i).padStart(3, '0')}`,
  barcode: newBarcode(),
  name: `${NAMES[i % NAMES.length]!} ${i % 11}`,
  description: 'Generated for the search index test',
  category: (i % 3 === 0 ? 'Toys & Games' : 'Books') as ProductCategory,
  features: [],
  tags: i % 10 === 0 ? [EVERY, RARE] : [EVERY],
  // Every 17th has no offers: no price and no authenticity, last in both directions.
  stores:
    i % 17 === 0 ? [] : [offer(PRICES[i % PRICES.length]!, i % 4 !== 0, [40, 70, 95][i % 3]!)],
  priceHistory: [],
  createdAt: `2025-0${1 + (i % 3)}-01T00:00:00.000Z`,
}));

const ids = (products: readonly ProductSummary[]) => products.map((p) => p.id);
/** Every card as the products stand now: what a search must show. */
let cards: ProductSummary[];

const renamed = catalogue[5]!;
let shoppersBook: ProductSummary;
let shoppersToy: ProductSummary;

beforeAll(async () => {
  app = await startTestApp();
  // After startApp has set the handlers' environment, before any data module reads it.
  process.env.TABLE_NAME = TABLE;
  const client = dynamo();
  await ensureTable(client, TABLE).finally(() => client.destroy());

  const { getProductItem, insertProduct } = await import('../src/data/products');
  const { loadDemoCatalogue } = await import('../src/data/products-demo-load');
  const { buildProductItem, summaryOf } = await import('../src/data/products');
  const service = await import('../src/domain/products/catalogue-service');
  await loadDemoCatalogue(catalogue, { version: `search-index-${RUN}` });

  await service.editProduct(
    renamed.id,
    { name: `Zephyr ${EVERY}`, category: 'Toys & Games' },
    'shopper-1',
  );
  const book = await service.createProduct(
    { barcode: newBarcode(), name: `Atlas ${EVERY}`, category: 'Books' },
    'shopper-2',
  );
  const toy = buildProductItem(
    {
      id: `s-${RUN}-user`,
      barcode: newBarcode(),
      name: `Compass 9 ${EVERY}`,
      description: '',
      category: 'Toys & Games',
      features: [],
      tags: [],
      stores: [offer(10.01, true, 95)],
      source: 'user',
      createdAt: '2025-02-01T00:00:00.000Z',
      updatedAt: '2025-02-01T00:00:00.000Z',
      version: 1,
    },
    [],
    'items',
  );
  await insertProduct(toy, {}, 'shopper-3');

  const items = await Promise.all(
    [...catalogue.map((p) => p.id), book.id, toy.id].map((id) => getProductItem(id)),
  );
  cards = items.map((item) => summaryOf(item as unknown as Record<string, unknown>));
  shoppersBook = cards.find((c) => c.id === book.id)!;
  shoppersToy = cards.find((c) => c.id === toy.id)!;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  const client = dynamo();
  await client.send(new DeleteTableCommand({ TableName: TABLE })).finally(() => client.destroy());
});

/** What the plain rule answers: the cards with every word, filtered, sorted, paged. */
const reference = async (input: SearchQueryInput): Promise<SearchResult> => {
  const [{ searchQuerySchema }, { planSearch }, { searchResultPage }, text] = await Promise.all([
    import('@shop-scanner/shared/products'),
    import('../src/domain/products/search-plan'),
    import('../src/model/products/search-results'),
    import('../src/model/products/search-text'),
  ]);
  const plan = planSearch(searchQuerySchema.parse(input));
  const withWords = cards.filter((c) => text.matchesEveryTerm(text.productTokens(c), plan.terms));
  return searchResultPage(withWords, plan.filters, plan.page);
};

/** Every page of a search and of the reference, up to one past the end. */
const everyPage = async (input: SearchQueryInput) => {
  const first = await reference({ ...input, page: 1 });
  const pages = Array.from({ length: first.totalPages + 1 }, (_, i) => i + 1);
  const [found, expected] = await Promise.all([
    Promise.all(pages.map((page) => searchCatalogueFor({ ...input, page }))),
    Promise.all(pages.map((page) => reference({ ...input, page }))),
  ]);
  return { found, expected };
};

const listed = (results: readonly SearchResult[]) =>
  results.map((r) => ({ ids: ids(r.products), total: r.total, totalPages: r.totalPages }));

describe('the search index answers as the plain rule', () => {
  it('holds what was loaded and added, the edited product as it is now', () => {
    expect(cards).toHaveLength(602);
    expect(cards.find((c) => c.id === renamed.id)).toMatchObject({
      name: `Zephyr ${EVERY}`,
      category: 'Toys & Games',
    });
  });

  for (const sort of searchSortFields) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction}, every page and one past the end, in every scope`, async () => {
        const inputs: SearchQueryInput[] = [
          { inStock: 'true', sort, direction, limit: 50 },
          { category: 'Books', sort, direction, limit: 37 },
          { category: 'Toys & Games', verified: 'true', sort, direction, limit: 23 },
          { query: EVERY, sort, direction, limit: 50 },
        ];

        for (const input of inputs) {
          const { found, expected } = await everyPage(input);

          expect(listed(found), JSON.stringify(input)).toEqual(listed(expected));
          expect(found.at(-1)?.products).toEqual([]);
        }
      });
    }
  }

  it.each([
    ['on the cent: 10.00 to 10.01', { minPrice: 10, maxPrice: 10.01 }],
    ['between cents: 9.995 to 10.005', { minPrice: 9.995, maxPrice: 10.005 }],
    ['from a cent up, in stock', { minPrice: 10.01, inStock: 'true' }],
    ['up to a cent, verified', { maxPrice: 9.99, verified: 'true' }],
    ['one price exactly, in a category', { minPrice: 12, maxPrice: 12, category: 'Books' }],
  ] as const)('counts and pages a price range %s, by price and by name', async (_, range) => {
    for (const sort of ['price', 'name', 'createdAt'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const input: SearchQueryInput = { ...range, sort, direction, limit: 40 };
        const { found, expected } = await everyPage(input);

        expect(listed(found), JSON.stringify(input)).toEqual(listed(expected));
      }
    }
  });

  it('finds by words together, a category and a price range as the rule does', async () => {
    const inputs: SearchQueryInput[] = [
      { query: RARE, limit: 50 },
      { query: `${RARE} ${EVERY}`, sort: 'price', limit: 7 },
      { query: `${EVERY.slice(0, -2)}`, category: 'Toys & Games', limit: 50, sort: 'authenticity' },
      { query: EVERY, minPrice: 10, maxPrice: 10.5, sort: 'name', direction: 'desc', limit: 50 },
    ];

    for (const input of inputs) {
      const { found, expected } = await everyPage(input);

      expect(listed(found), JSON.stringify(input)).toEqual(listed(expected));
    }
  });
});

describe("shoppers' writes", () => {
  it('finds the renamed demo product by its new name, in its new category, once', async () => {
    const byNewName = await searchCatalogueFor({ query: `zephyr ${EVERY}` });
    const toys = await searchCatalogueFor({
      category: 'Toys & Games',
      limit: 50,
      sort: 'name',
      direction: 'desc',
    });
    const books = await reference({ category: 'Books', limit: 50 });

    expect(byNewName.products).toEqual([
      expect.objectContaining({ id: renamed.id, category: 'Toys & Games' }),
    ]);
    expect(ids(toys.products)[0]).toBe(renamed.id);
    expect(ids(books.products)).not.toContain(renamed.id);
  });

  it("finds the shoppers' products with their current figures, by words and by filters", async () => {
    const allFound = async (input: SearchQueryInput) =>
      (await everyPage({ ...input, limit: 50 })).found.flatMap((r) => r.products);

    const priced = await allFound({ minPrice: 10.01, maxPrice: 10.01 });
    const byName = await allFound({ query: `compass ${EVERY}` });
    const atlas = await allFound({ query: `atlas ${EVERY}`, category: 'Books' });

    expect(priced).toContainEqual(shoppersToy);
    expect(byName).toContainEqual(shoppersToy);
    expect(atlas).toContainEqual(shoppersBook);
    expect(shoppersToy).toMatchObject({ averagePrice: 10.01, inStockStores: 1, source: 'user' });
    expect(shoppersBook).toMatchObject({ averagePrice: null, source: 'user' });
  });
});
