/**
 * Reloading the demo catalogue (`npm run seed`, or a catalogue of another size) against the real
 * DynamoDB Local, through the products API: shoppers' edits of demo products stand, and so do
 * prices observed since the load (the demo market's days among them); product page and search
 * agree afterwards, the banner's counts stay true, and a barcode a shopper's product holds stays
 * that product's even when the new catalogue generates it too.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
} from '../../local/test/stack';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { anAmazonOffer } from './support/offers';

let app: App;
let loadDemoCatalogue: typeof import('../src/data/products-demo-load').loadDemoCatalogue;
let token: string;

const table = testTable;

/** A word no other data holds: letters only, so it is one token. */
const nonce = () =>
  `rl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `27${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

const demo = (word: string, category: ProductCategory): DemoCatalogueProduct => ({
  id: `reload-${word}`,
  barcode: newBarcode(),
  name: `Reload ${word}`,
  description: `Generated ${word}`,
  category,
  features: [],
  tags: [],
  stores: [anAmazonOffer(12)],
  priceHistory: [{ source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 12.5 }],
  createdAt: '2025-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  ({ loadDemoCatalogue } = await import('../src/data/products-demo-load'));
  const session = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  token = session.IdToken;
  // Premium: the tests look up and search more than the free plan allows.
  const sub = (
    JSON.parse(Buffer.from(session.IdToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    }
  ).sub;
  const { putSubscription } = await import('../src/data/subscriptions');
  await putSubscription({
    userId: sub,
    planId: 'premium',
    status: 'active',
    currentPeriodStart: new Date(Date.now() - 86_400_000).toISOString(),
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cancelAtPeriodEnd: false,
  });
});
afterAll(async () => {
  await app?.stop();
});

const call = apiCaller(() => app.url);

const productItem = async (id: string) =>
  (
    await table().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: `PRODUCT#${id}`, sk: 'PRODUCT' },
        ConsistentRead: true,
      }),
    )
  ).Item!;
const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body });

const search = async (query: string) =>
  ((await api('GET', `/api/products/search?query=${encodeURIComponent(query)}&limit=50`)).body
    .products ?? []) as ProductSummary[];

/** The ids a filter-only search of one category finds, every page. */
const idsInCategory = async (category: string): Promise<string[]> => {
  const ids: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const { body } = await api(
      'GET',
      `/api/products/search?category=${encodeURIComponent(category)}&limit=50&page=${page}`,
    );
    pages = Number(body.totalPages);
    ids.push(...(body.products as ProductSummary[]).map((p) => p.id));
  }
  return ids;
};

/** The demo products per category as the banner counts them: STATS#demo and its move shards. */
const demoCategoryCounts = async (categories: string[]) => {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :demo)',
      ExpressionAttributeValues: { ':pk': 'CATALOGUE', ':demo': 'STATS#demo' },
      ConsistentRead: true,
    }),
  );
  return Object.fromEntries(
    categories.map((c) => [c, Items.reduce((sum, i) => sum + Number(i[`c#${c}`] ?? 0), 0)]),
  );
};

describe('reloading the demo catalogue', () => {
  it("leaves a shopper's edit of a demo product standing: product page, search and counts agree", async () => {
    // Prepare: two demo products; a shopper renames one and moves it to another category.
    const [oldWord, newWord, otherWord] = [nonce(), nonce(), nonce()];
    const edited = demo(oldWord, 'Books');
    const other = demo(otherWord, 'Books');
    await loadDemoCatalogue([edited, other]);
    const edit = await api('PUT', `/api/products/${edited.id}`, {
      name: `Reload ${newWord}`,
      category: 'Toys & Games',
    });
    expect(edit.status).toBe(200);
    const countsAfterEdit = await demoCategoryCounts(['Books', 'Toys & Games']);

    // Act
    await loadDemoCatalogue([edited, other]);

    // Assess
    const page = await api('GET', `/api/products/${edited.id}`);
    const byOldName = await search(oldWord);
    const byNewName = await search(newWord);
    const history = await api('GET', `/api/products/${edited.id}/edits`);
    expect(page.body).toMatchObject({
      name: `Reload ${newWord}`,
      category: 'Toys & Games',
      source: 'demo',
    });
    expect(byOldName).toEqual([]);
    expect(byNewName).toEqual([
      expect.objectContaining({
        id: edited.id,
        name: `Reload ${newWord}`,
        category: 'Toys & Games',
      }),
    ]);
    expect(history.body).toHaveLength(1);
    // The untouched product is reloaded and still found.
    expect((await search(otherWord)).map((p) => p.id)).toEqual([other.id]);
    // Filter-only searches agree: the moved product in its new category only, once.
    const books = await idsInCategory('Books');
    const toys = await idsInCategory('Toys & Games');
    expect(books).toContain(other.id);
    expect(books).not.toContain(edited.id);
    expect(toys.filter((id) => id === edited.id)).toHaveLength(1);
    // The move counted once, before and after the reload.
    expect(countsAfterEdit).toEqual({ Books: 1, 'Toys & Games': 1 });
    expect(await demoCategoryCounts(['Books', 'Toys & Games'])).toEqual({
      Books: 1,
      'Toys & Games': 1,
    });
  });

  it('keeps a demo product whose prices were observed since the load as observed', async () => {
    // Prepare: two demo products; a price observation (a demo-market day, a report, an import:
    // any write of the offers) moves one of them.
    const [observedWord, otherWord] = [nonce(), nonce()];
    const observed = demo(observedWord, 'Books');
    const other = demo(otherWord, 'Books');
    await loadDemoCatalogue([observed, other]);
    const { ingestObservation } = await import('../src/domain/prices/ingest-observation');
    await ingestObservation({
      productId: observed.id,
      store: 'Amazon',
      price: 9.49,
      originalPrice: 12,
      inStock: false,
      shipping: { free: true, cost: 0, estimatedDays: 3 },
      source: 'demo',
      observedAt: '2025-10-02T00:00:00.000Z',
    });
    const asObserved = await productItem(observed.id);
    expect(asObserved.historyVersion).toBe(1);

    // Act
    await loadDemoCatalogue([observed, other]);

    // Assess: the observed product exactly as observed (offers, figures, history); its search
    // card shows the observed figures (its one store ran out, so it has no price: the average
    // and the lowest are of the offers in stock); the untouched one is loaded as generated.
    expect(await productItem(observed.id)).toEqual(asObserved);
    const page = await api('GET', `/api/products/${observed.id}`);
    expect(page.body).toMatchObject({ lowestPrice: null, averagePrice: null, inStockStores: 0 });
    expect(page.body.stores).toEqual([expect.objectContaining({ price: 9.49, inStock: false })]);
    expect(await search(observedWord)).toEqual([
      expect.objectContaining({ id: observed.id, lowestPrice: null, inStockStores: 0 }),
    ]);
    expect((await productItem(other.id)).historyVersion).toBe(0);
    expect(await search(otherWord)).toEqual([
      expect.objectContaining({ id: other.id, lowestPrice: 12, inStockStores: 1 }),
    ]);
  });

  it('keeps a description-only edit, and the product still found by its card', async () => {
    const word = nonce();
    const product = demo(word, 'Garden & Outdoor');
    await loadDemoCatalogue([product]);
    await api('PUT', `/api/products/${product.id}`, { description: 'Edited by a shopper' });

    await loadDemoCatalogue([product]);

    const page = await api('GET', `/api/products/${product.id}`);
    expect(page.body.description).toBe('Edited by a shopper');
    expect((await search(word)).map((p) => p.id)).toEqual([product.id]);
    const garden = await idsInCategory('Garden & Outdoor');
    expect(garden.filter((id) => id === product.id)).toHaveLength(1);
  });

  it("leaves a barcode a shopper's product holds to that product when a bigger catalogue generates it", async () => {
    // Prepare: the small catalogue, then a shopper adds a product with the code the bigger
    // catalogue's next product has.
    const [firstWord, nextWord] = [nonce(), nonce()];
    const first = demo(firstWord, 'Books');
    const next = demo(nextWord, 'Books');
    await loadDemoCatalogue([first]);
    const shoppers = await api('POST', '/api/products', {
      barcode: next.barcode,
      name: `Shopper ${nonce()}`,
      category: 'Other',
    });
    expect(shoppers.status).toBe(201);
    let progress = 0;

    // Act
    await loadDemoCatalogue([first, next], { onProgress: (n) => (progress = n) });

    // Assess
    const lookup = await api('GET', `/api/products/barcode/${next.barcode}`);
    const claim = await table().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: `BARCODE#${next.barcode.padStart(14, '0')}`, sk: 'BARCODE' },
        ConsistentRead: true,
      }),
    );
    const stats = await api('GET', '/api/products/stats');
    expect(lookup.body.id).toBe(shoppers.body.id);
    expect(claim.Item?.productId).toBe(shoppers.body.id);
    expect((await api('GET', `/api/products/${next.id}`)).status).toBe(404);
    expect(await search(nextWord)).toEqual([]);
    expect((await search(firstWord)).map((p) => p.id)).toEqual([first.id]);
    expect(stats.body.demoProducts).toBe(1);
    expect(progress).toBe(2);
  });
});
