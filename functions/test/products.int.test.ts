/**
 * The products API end to end: the local gateway, the real handler, DynamoDB Local and
 * cognito-local. A small demo catalogue is loaded with the real loader; every product name carries
 * a word made for this run, so the other test files' data never changes what a search here finds.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { ProductSummary, StoreOffer } from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import {
  startOpenFactsFixture,
  type OpenFactsFixture,
} from '../../local/test/fixtures/open-facts-server';
import {
  emulators,
  signUpAndSignIn,
  startTestApp,
  apiCaller,
  testTable,
  type Json,
} from '../../local/test/stack';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';

let app: App;
let openFacts: OpenFactsFixture;
const table = testTable;

/** A word no other data holds: letters only, so it is one token. */
const nonce = () =>
  `qv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );
const RUN = nonce();
/** The word only the lantern's name holds until it is renamed. */
const LANTERN_WORD = nonce();

let barcodeCounter = 0;
/** A valid EAN-13 unique to this run. */
const newBarcode = () =>
  withCheckDigit(
    `2${String(Date.now() % 1e7).padStart(7, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

const offer = (
  name: string,
  price: number,
  trustScore: number,
  extra: Partial<StoreOffer> = {},
) => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/item`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 100,
  trustScore,
  lastUpdated: '2025-10-01T00:00:00.000Z',
  ...extra,
});

const demo = (
  key: string,
  overrides: Partial<DemoCatalogueProduct> & Pick<DemoCatalogueProduct, 'name' | 'category'>,
): DemoCatalogueProduct => ({
  id: `t-${RUN}-${key}`,
  barcode: newBarcode(),
  description: `Test product ${key}`,
  features: [],
  tags: [],
  stores: [],
  priceHistory: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const catalogue: DemoCatalogueProduct[] = [
  demo('creme', {
    name: `Crème Brûlée Chocolate ${RUN}`,
    category: 'Grocery & Gourmet Food',
    brand: 'Maison Élise',
    tags: ['dessert'],
    stores: [
      offer('Amazon', 10, 95, { reviewCount: 900_000_000 }),
      offer('Walmart', 11, 90),
      offer('Target', 12, 90),
    ],
    priceHistory: [
      { source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 10.5 },
      { source: 'Walmart', timestamp: '2025-09-02T12:30:00.000Z', price: 11.25 },
    ],
    createdAt: '2025-03-01T00:00:00.000Z',
  }),
  demo('dark', {
    name: `Dark Chocolate Bar ${RUN}`,
    category: 'Grocery & Gourmet Food',
    stores: [
      offer('Corner Shop', 4, 60, { inStock: false }),
      offer('eBay', 4.5, 60, { inStock: false }),
    ],
    createdAt: '2025-02-01T00:00:00.000Z',
  }),
  demo('phones', {
    name: `Wireless Headphones ${RUN}`,
    category: 'Electronics',
    stores: [
      offer('Amazon', 100, 90),
      offer('Best Buy', 100, 90),
      offer('Target', 100, 90),
      offer('AliExpress', 40, 90),
    ],
    createdAt: '2025-04-01T00:00:00.000Z',
  }),
  demo('gift', {
    name: `Chocolatier Gift Box ${RUN}`,
    category: 'Grocery & Gourmet Food',
    stores: [offer('Etsy', 30, 85)],
    createdAt: '2025-05-01T00:00:00.000Z',
  }),
  demo('espresso', {
    name: `Espresso Coffee ${RUN}`,
    category: 'Beverages',
    createdAt: '2025-06-01T00:00:00.000Z',
  }),
  ...Array.from({ length: 10 }, (_, i) =>
    demo(`widget${i}`, {
      name: `Widget ${RUN} ${String.fromCharCode(97 + i)}`,
      category: 'Office Products',
      stores: [offer('Staples', 20 + i, 70), offer('Office Depot', 20 + i, 70)],
      createdAt: `2025-07-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
    }),
  ),
  demo('lantern', {
    name: `Lantern ${LANTERN_WORD} ${RUN}`,
    category: 'Beverages',
    createdAt: '2025-08-01T00:00:00.000Z',
  }),
];
const lantern = catalogue.at(-1) as DemoCatalogueProduct;
const [creme, dark, phones, gift, espresso] = catalogue as [
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
];

/** A shopper with the premium plan: the tests make many distinct searches and scans. */
const premiumShopper = async () => {
  const session = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const payload = JSON.parse(
    Buffer.from(session.IdToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string };
  const { putSubscription } = await import('../src/data/subscriptions');
  const now = Date.now();
  await putSubscription({
    userId: payload.sub,
    planId: 'premium',
    status: 'active',
    currentPeriodStart: new Date(now - 86_400_000).toISOString(),
    currentPeriodEnd: new Date(now + 30 * 86_400_000).toISOString(),
    cancelAtPeriodEnd: false,
  });
  return { token: session.IdToken, userId: payload.sub };
};

let shopper: { token: string; userId: string };

const api = apiCaller(() => app.url);

const search = async (params: Record<string, string | number | boolean>) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return api('GET', `/api/products/search?${query}`, { token: shopper.token });
};

const idsOf = (body: Json) => (body.products as ProductSummary[]).map((p) => p.id);

const knownBarcode = newBarcode();

beforeAll(async () => {
  openFacts = await startOpenFactsFixture({
    products: {
      [knownBarcode]: {
        product_name: 'Oat Drink',
        brands: 'Oatly',
        image_url: 'https://img.example/oat.jpg',
      },
    },
  });
  // Read once when the handlers load: the fallback asks the fixture, never the internet.
  process.env.OPEN_FACTS_BASE_URLS = openFacts.url;
  app = await startTestApp();
  shopper = await premiumShopper();
  const { loadDemoCatalogue } = await import('../src/data/products-demo-load');
  await loadDemoCatalogue(catalogue, { version: `test-${RUN}` });
});
afterAll(async () => {
  await app?.stop();
  await openFacts?.close();
});

const createBody = (overrides: Json = {}) => ({
  barcode: newBarcode(),
  name: `Chocolate Spread ${RUN}`,
  description: 'Hazelnut spread',
  category: 'Grocery & Gourmet Food',
  ...overrides,
});

describe('the demo loader', () => {
  it('writes the seed marker and the figures the banner reads', async () => {
    const { demoCatalogueLoaded } = await import('../src/data/products-demo-load');
    const stats = await api('GET', '/api/products/stats');
    const categories = await api('GET', '/api/products/categories');

    expect(await demoCatalogueLoaded()).toEqual({
      count: catalogue.length,
      version: `test-${RUN}`,
      // No seed given: the market's days of this catalogue mix in 0.
      seed: 0,
    });
    const storeNames = new Set(catalogue.flatMap((p) => p.stores.map((s) => s.name)));
    expect(stats.body).toMatchObject({ demoProducts: catalogue.length, stores: storeNames.size });
    expect(stats.body.products).toBeGreaterThanOrEqual(catalogue.length);
    expect(categories.body).toEqual(
      expect.arrayContaining([
        'Beverages',
        'Electronics',
        'Grocery & Gourmet Food',
        'Office Products',
      ]),
    );
    expect(categories.body).toEqual(
      [...(categories.body as unknown as string[])].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('GET /api/products/{id} and the barcode lookup', () => {
  it('answers the whole product with derived figures and its history, newest first', async () => {
    const { status, body } = await api('GET', `/api/products/${creme.id}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: creme.id,
      barcode: creme.barcode,
      source: 'demo',
      averagePrice: 11,
      lowestPrice: 10,
      inStockStores: 3,
      verified: true,
    });
    expect(body.authenticity.factors).toContain(
      'Sold by 3 stores with an average trust score of 92',
    );
    expect(body.stores).toHaveLength(3);
    expect(body.priceHistory).toEqual([
      { source: 'Walmart', timestamp: '2025-09-02T12:30:00.000Z', price: 11.25 },
      { source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 10.5 },
    ]);
  });

  it('rates a product without offers as not rated rather than inventing a score', async () => {
    const { body } = await api('GET', `/api/products/${espresso.id}`);

    expect(body).toMatchObject({ averagePrice: null, authenticity: null, verified: false });
  });

  it('finds a product by its barcode, and by the same GTIN written with a leading zero', async () => {
    const plain = await api('GET', `/api/products/barcode/${phones.barcode}`, {
      token: shopper.token,
    });
    const padded = await api('GET', `/api/products/barcode/0${phones.barcode}`, {
      token: shopper.token,
    });

    expect(plain.status).toBe(200);
    expect(plain.body.id).toBe(phones.id);
    expect(padded.body.id).toBe(phones.id);
  });

  it('answers 404 with the barcode and the Open Food Facts prefill for an unknown code', async () => {
    const known = await api('GET', `/api/products/barcode/${knownBarcode}`, {
      token: shopper.token,
    });
    const unknownCode = newBarcode();
    const unknown = await api('GET', `/api/products/barcode/${unknownCode}`, {
      token: shopper.token,
    });

    expect(known.status).toBe(404);
    expect(known.body).toEqual({
      message: 'Product Not Found',
      barcode: knownBarcode,
      prefill: expect.objectContaining({ name: 'Oat Drink', brand: 'Oatly' }),
    });
    expect(unknown).toEqual({
      status: 404,
      body: { message: 'Product Not Found', barcode: unknownCode },
    });
  });

  it('needs sign-in for a barcode lookup', async () => {
    const { status } = await api('GET', `/api/products/barcode/${phones.barcode}`);

    expect(status).toBe(401);
  });

  it('answers 404 Product Not Found for an unknown id', async () => {
    const product = await api('GET', '/api/products/no-such-product');
    const edits = await api('GET', '/api/products/no-such-product/edits');

    expect(product).toEqual({ status: 404, body: { message: 'Product Not Found' } });
    expect(edits.status).toBe(404);
  });
});

describe('POST /api/products: barcode uniqueness', () => {
  it('lets exactly one of 10 concurrent creates of one barcode win; the rest learn its id', async () => {
    const barcode = newBarcode();
    const word = nonce();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', '/api/products', {
          token: shopper.token,
          body: createBody({ barcode, name: `Racer ${word} ${i}` }),
        }),
      ),
    );

    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    const winnerId = winners[0]?.body.id as string;
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers.map((a) => a.status)).toEqual(Array(9).fill(409));
    for (const loser of losers) {
      expect(loser.body).toEqual({
        message: 'A product with this barcode is already in the database',
        productId: winnerId,
      });
    }
    const claim = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `BARCODE#${barcode.padStart(14, '0')}`, sk: 'BARCODE' },
      }),
    );
    expect(claim.Item?.productId).toBe(winnerId);
    const found = await search({ query: word });
    expect(found.body.total).toBe(1);
  });

  it('creates 20 different products at once without one failing (the stats are sharded)', async () => {
    const word = nonce();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('POST', '/api/products', {
          token: shopper.token,
          body: createBody({ name: `Parallel ${word} ${i}`, category: 'Pet Supplies' }),
        }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect((await search({ query: word, limit: 50 })).body.total).toBe(20);
  });

  it('refuses the 13-digit form of a taken 12-digit barcode', async () => {
    const upc = withCheckDigit(`3${String(Date.now() % 1e10).padStart(10, '0')}`);
    const first = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: upc }),
    });

    const second = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: `0${upc}` }),
    });

    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { productId: first.body.id } });
  });

  it('creates a shopper product that search finds at once', async () => {
    const { status, body } = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ imageUrl: 'https://img.example/spread.jpg', brand: 'Nutty' }),
    });
    const found = await search({ query: `choc ${RUN}`, limit: 50 });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      source: 'user',
      name: `Chocolate Spread ${RUN}`,
      stores: [],
      priceHistory: [],
      averagePrice: null,
      authenticity: null,
      verified: false,
    });
    expect(idsOf(found.body)).toContain(body.id);
  });
});

describe('GET /api/products/search', () => {
  it('finds by prefix, with every word required (AND)', async () => {
    const prefix = await search({ query: RUN.slice(0, -2), limit: 50 });
    const chocolate = await search({ query: `choc ${RUN}`, limit: 50 });
    const chocolateBar = await search({ query: `chocolate bar ${RUN}`, limit: 50 });

    expect(idsOf(prefix.body)).toEqual(expect.arrayContaining(catalogue.map((p) => p.id)));
    expect(idsOf(chocolate.body)).toEqual(expect.arrayContaining([creme.id, dark.id, gift.id]));
    expect(idsOf(chocolate.body)).not.toContain(phones.id);
    expect(idsOf(chocolateBar.body)).toEqual([dark.id]);
  });

  it('ignores case and accents, and one-letter words beside real terms', async () => {
    const { body } = await search({ query: `CREME brulee a ${RUN.toUpperCase()}` });

    expect(idsOf(body)).toEqual([creme.id]);
  });

  it('finds by brand and by category words', async () => {
    const brand = await search({ query: `elise ${RUN}` });
    const category = await search({ query: `gourmet ${RUN}`, limit: 50 });

    expect(idsOf(brand.body)).toEqual([creme.id]);
    expect(idsOf(category.body)).toEqual(expect.arrayContaining([creme.id, dark.id, gift.id]));
    expect(idsOf(category.body)).not.toContain(phones.id);
  });

  it('filters by category, price range, stock and verification', async () => {
    const base = { query: RUN, limit: 50 };
    const electronics = await search({ ...base, category: 'Electronics' });
    const priced = await search({ ...base, minPrice: 5, maxPrice: 20 });
    const inStock = await search({ ...base, inStock: true });
    const verified = await search({ ...base, verified: true });

    expect(idsOf(electronics.body)).toEqual([phones.id]);
    expect(idsOf(priced.body).sort()).toEqual([creme.id, catalogue[5]?.id].sort());
    expect(idsOf(inStock.body)).not.toContain(dark.id);
    expect(idsOf(inStock.body)).not.toContain(espresso.id);
    expect(idsOf(inStock.body)).toContain(creme.id);
    expect((verified.body.products as ProductSummary[]).every((p) => p.verified)).toBe(true);
    expect(idsOf(verified.body)).toContain(creme.id);
    expect(idsOf(verified.body)).not.toContain(phones.id);
  });

  it('answers filter-only searches from the category index, never needing text', async () => {
    const beverages = await search({ category: 'Beverages', limit: 50 });
    const inStockOnly = await search({
      inStock: true,
      limit: 50,
      sort: 'price',
      direction: 'desc',
    });

    expect(beverages.status).toBe(200);
    expect(
      (beverages.body.products as ProductSummary[]).every((p) => p.category === 'Beverages'),
    ).toBe(true);
    expect(beverages.body.total).toBeGreaterThanOrEqual(1);
    expect(inStockOnly.status).toBe(200);
    expect((inStockOnly.body.products as ProductSummary[]).every((p) => p.inStockStores > 0)).toBe(
      true,
    );
  });

  const sortKey: Record<string, (p: ProductSummary) => string | number | null> = {
    name: (p) => p.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
    price: (p) => p.averagePrice,
    category: (p) => p.category.toLowerCase(),
    createdAt: (p) => p.createdAt,
    authenticity: (p) => p.authenticityScore,
  };

  for (const field of Object.keys(sortKey)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}, unknown values last, ties by id`, async () => {
        const { status, body } = await search({ query: RUN, limit: 50, sort: field, direction });

        expect(status).toBe(200);
        const products = body.products as ProductSummary[];
        expect(products.length).toBeGreaterThanOrEqual(catalogue.length);
        const key = sortKey[field] ?? (() => null);
        for (let i = 1; i < products.length; i += 1) {
          const [a, b] = [products[i - 1] as ProductSummary, products[i] as ProductSummary];
          const [va, vb] = [key(a), key(b)];
          if (va === null || vb === null) {
            expect(vb, `${a.name} before ${b.name}`).toBeNull();
            continue;
          }
          const order = va < vb ? -1 : va > vb ? 1 : 0;
          expect(
            direction === 'asc' ? order : -order,
            `${a.name} before ${b.name}`,
          ).toBeLessThanOrEqual(0);
          if (order === 0) expect(a.id < b.id).toBe(true);
        }
      });
    }
  }

  it('pages with true totals: the last page partial, a page past the end empty', async () => {
    const query = `widget ${RUN}`;
    const first = await search({ query, limit: 4, page: 1 });
    const last = await search({ query, limit: 4, page: 3 });
    const past = await search({ query, limit: 4, page: 4 });

    expect(first.body).toMatchObject({ page: 1, limit: 4, total: 10, totalPages: 3 });
    expect(idsOf(first.body)).toEqual(catalogue.slice(5, 9).map((p) => p.id));
    expect(idsOf(last.body)).toEqual(catalogue.slice(13, 15).map((p) => p.id));
    expect(past.body).toEqual({ products: [], page: 4, limit: 4, total: 10, totalPages: 3 });
  });

  it('answers 12 products a page by default', async () => {
    const { body } = await search({ query: RUN });

    expect(body.limit).toBe(12);
    expect(body.products).toHaveLength(12);
  });

  it('refuses a search with nothing to look for, or only one-letter words', async () => {
    const empty = await search({});
    const blank = await search({ query: '   ' });
    const short = await search({ query: 'a b' });

    expect(empty.body).toEqual({ message: 'Enter a search term or choose a filter' });
    expect(blank.status).toBe(400);
    expect(short).toEqual({
      status: 400,
      body: { message: 'Search terms need at least 2 letters or digits' },
    });
  });

  it.each([
    ['limit 51', { query: RUN, limit: 51 }, 'query.limit'],
    ['page 0', { query: RUN, page: 0 }, 'query.page'],
    ['min above max', { query: RUN, minPrice: 20, maxPrice: 5 }, 'query.minPrice'],
    ['an unknown sort', { query: RUN, sort: 'rating' }, 'query.sort'],
    ['an unknown parameter', { query: RUN, colour: 'red' }, 'query.colour'],
  ])('refuses %s with 400 naming the field', async (_label, params, field) => {
    const { status, body } = await search(params);

    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});

describe('GET /api/products/popular', () => {
  it('answers at most 8 cards, the most reviewed first', async () => {
    const { status, body } = await api('GET', '/api/products/popular');

    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(8);
    expect(body[0].id).toBe(creme.id);
  });
});

describe('PUT /api/products/{id} and the edit history', () => {
  it('records create and edits newest first, with from and to; unchanged fields record nothing', async () => {
    const word = nonce();
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Original ${word}`, description: '' }),
    });
    const id = made.body.id as string;

    const renamed = await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { name: `Renamed ${word}` },
    });
    await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { description: 'Now described', category: 'Beverages' },
    });
    const unchanged = await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { name: `Renamed ${word}`, category: 'Beverages' },
    });
    const edits = await api('GET', `/api/products/${id}/edits`);

    expect(renamed).toMatchObject({ status: 200, body: { name: `Renamed ${word}` } });
    expect(unchanged).toMatchObject({ status: 200, body: { description: 'Now described' } });
    expect(edits.body).toHaveLength(3);
    expect(edits.body.map((e: Json) => e.action)).toEqual(['updated', 'updated', 'created']);
    expect(edits.body[0].changes).toEqual({
      description: { from: null, to: 'Now described' },
      category: { from: 'Grocery & Gourmet Food', to: 'Beverages' },
    });
    expect(edits.body[1].changes).toEqual({
      name: { from: `Original ${word}`, to: `Renamed ${word}` },
    });
    expect(edits.body[2].changes.name).toEqual({ from: null, to: `Original ${word}` });
    expect(JSON.stringify(edits.body)).not.toContain(shopper.userId);
  });

  it('clears an optional field sent empty, and records the clearing', async () => {
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Clearable ${nonce()}`, brand: 'Acme', description: 'Boils water' }),
    });

    const cleared = await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { brand: '', description: '' },
    });
    const again = await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { description: '' },
    });
    const edits = await api('GET', `/api/products/${made.body.id}/edits`);

    expect(cleared.status).toBe(200);
    expect(cleared.body.brand).toBeUndefined();
    expect(cleared.body.description).toBe('');
    expect(again.status).toBe(200);
    expect(edits.body.map((e: Json) => e.action)).toEqual(['updated', 'created']);
    expect(edits.body[0].changes).toEqual({
      brand: { from: 'Acme', to: null },
      description: { from: 'Boils water', to: null },
    });
  });

  it('moves search with a rename: the old name is no longer found, the new one is', async () => {
    const [oldWord, newWord] = [nonce(), nonce()];
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Kettle ${oldWord}` }),
    });

    await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { name: `Kettle ${newWord}` },
    });

    expect((await search({ query: oldWord })).body.total).toBe(0);
    expect(idsOf((await search({ query: newWord })).body)).toEqual([made.body.id]);
  });

  it('moves a demo product out of its bucket entries when it is renamed', async () => {
    const renamed = await api('PUT', `/api/products/${gift.id}`, {
      token: shopper.token,
      body: { name: `Truffle Gift Box ${RUN}` },
    });

    const chocolate = await search({ query: `choc ${RUN}`, limit: 50 });
    // Only the stale bucket entry still holds this word: the edit must have marked it.
    const oldWord = await search({ query: 'chocolatier', limit: 50 });
    const truffle = await search({ query: `truff ${RUN}` });

    expect(renamed.status).toBe(200);
    expect(idsOf(oldWord.body)).not.toContain(gift.id);
    expect(idsOf(chocolate.body)).not.toContain(gift.id);
    expect(idsOf(chocolate.body)).toContain(creme.id);
    expect(truffle.body.products).toEqual([
      expect.objectContaining({ id: gift.id, name: `Truffle Gift Box ${RUN}`, averagePrice: 30 }),
    ]);
  });

  it("marks a demo product's bucket entries stale on a rename after a description-only edit", async () => {
    const newWord = nonce();

    const described = await api('PUT', `/api/products/${lantern.id}`, {
      token: shopper.token,
      body: { description: 'Brass, with a glass chimney' },
    });
    const foundBeforeRename = await search({ query: LANTERN_WORD });
    const renamed = await api('PUT', `/api/products/${lantern.id}`, {
      token: shopper.token,
      body: { name: `Lantern ${newWord} ${RUN}` },
    });
    const oldName = await search({ query: LANTERN_WORD });
    const newName = await search({ query: newWord });
    const page = await api('GET', `/api/products/${lantern.id}`);

    expect(described.status).toBe(200);
    // The description is no card field: the product is still found by its bucket entries.
    expect(idsOf(foundBeforeRename.body)).toEqual([lantern.id]);
    expect(renamed.status).toBe(200);
    expect(oldName.body.total).toBe(0);
    expect(newName.body.products).toEqual([
      expect.objectContaining({ id: lantern.id, name: `Lantern ${newWord} ${RUN}` }),
    ]);
    expect(page.body).toMatchObject({
      name: `Lantern ${newWord} ${RUN}`,
      description: 'Brass, with a glass chimney',
    });
  });

  it('answers 404 for an edit of an unknown product', async () => {
    const { status, body } = await api('PUT', '/api/products/no-such-product', {
      token: shopper.token,
      body: { name: 'Anything' },
    });

    expect(status).toBe(404);
    expect(body.message).toBe('Product Not Found');
  });
});

describe('bad input (issue §2)', () => {
  it.each([
    ['letters', 'abcdefgh'],
    ['7 digits', '1234567'],
    ['15 digits', '123456789012345'],
    ['a bad check digit', '4006381333932'],
  ])('refuses a barcode of %s with the spec message', async (_label, code) => {
    const { status, body } = await api('GET', `/api/products/barcode/${code}`, {
      token: shopper.token,
    });

    expect(status).toBe(400);
    expect(body.message).toBe('Invalid barcode format. Please try again.');
    expect(body.fieldErrors['path.barcode']).toEqual(['Invalid barcode format. Please try again.']);
  });

  it('refuses a create without a name, with a bad image URL, or with unknown fields', async () => {
    const { name: _name, ...nameless } = createBody();
    const noName = await api('POST', '/api/products', { token: shopper.token, body: nameless });
    const badImage = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ imageUrl: 'not a url' }),
    });
    const unknown = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ price: 3 }),
    });
    const badBarcode = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: '4006381333932' }),
    });

    expect(noName.status).toBe(400);
    expect(noName.body.fieldErrors.name).toEqual(['Product name is required']);
    expect(badImage.body.fieldErrors.imageUrl).toEqual(['Image URL must be a valid URL']);
    expect(unknown.body.fieldErrors.price).toEqual(['Unknown field']);
    expect(badBarcode.body.fieldErrors.barcode).toEqual([
      'Invalid barcode format. Please try again.',
    ]);
  });

  it.each(['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'])(
    'refuses a create with a field named %s, and a search with such a parameter, with 400',
    async (name) => {
      const create = await api('POST', '/api/products', {
        token: shopper.token,
        raw: `${JSON.stringify(createBody()).slice(0, -1)},"${name}":1}`,
      });
      const search = await api('GET', `/api/products/search?query=milk&${name}=1`);

      expect(create.status).toBe(400);
      expect(Object.keys(create.body.fieldErrors)).toEqual([name]);
      expect(search.status).toBe(400);
      expect(Object.keys(search.body.fieldErrors)).toEqual([`query.${name}`]);
    },
  );

  it('refuses a barcode change by PUT, and a create or edit without sign-in', async () => {
    const withBarcode = await api('PUT', `/api/products/${creme.id}`, {
      token: shopper.token,
      body: { barcode: newBarcode() },
    });
    const anonymousCreate = await api('POST', '/api/products', { body: createBody() });
    const anonymousEdit = await api('PUT', `/api/products/${creme.id}`, { body: { name: 'X' } });

    expect(withBarcode.status).toBe(400);
    expect(withBarcode.body.fieldErrors.barcode).toEqual(['Unknown field']);
    expect([anonymousCreate.status, anonymousEdit.status]).toEqual([401, 401]);
  });
});

describe('capacity accounting', () => {
  it('adds up the read capacity DynamoDB Local reports for a search', async () => {
    const { searchCatalogue } = await import('../src/domain/products/catalogue-service');
    const { planSearch } = await import('../src/domain/products/search-plan');
    const { searchQuerySchema } = await import('@shop-scanner/shared/products');
    let units = 0;

    await searchCatalogue(planSearch(searchQuerySchema.parse({ query: RUN })), {
      add: (n) => (units += n),
    });

    expect(units).toBeGreaterThan(0);
  });
});
