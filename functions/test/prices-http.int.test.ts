/**
 * The prices endpoint group through the local gateway, on DynamoDB Local:
 * - the comparison: stores with their total costs, the market figures and the best deal, the
 *   Omnibus check (reading older history when the recent one cannot judge a discount), filters
 *   and sorts, 400s naming the field, 404 for an unknown product;
 * - its quota: one `crossPlatformSearch` use per product a month for shoppers and guests (keyed
 *   by address), refresh, filters and sorts free, the third distinct product refused with the
 *   comparison's limit text, and nothing counted for a 400 or a 404; opening a product page (the
 *   product, its trend, the comparison's allowance) spends nothing;
 * - the trend: four periods, or the one asked for;
 * - price alerts: create, list, delete, the spec's validation, duplicates, the cap under
 *   concurrent creates, ownership, and the by-product items the price-drop job reads.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@shop-scanner/shared/messages';
import { PRICE_ALERT_CAP, priceMessages } from '@shop-scanner/shared/prices';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import {
  apiCaller,
  emulators,
  signUpAndSignIn,
  startTestApp,
  testTable,
  type Json,
} from '../../local/test/stack';
import type { HistoryPoint } from '../src/model/price-history/history-point';
import { aStoreOffer, putPricedProduct } from './support/priced-products';
import { DAY_MS } from '@shop-scanner/shared/time';

const RUN = randomUUID().slice(0, 8);
const DEMO_PRODUCTS = 4;

let app: App;
const call = apiCaller(() => app.url);
// The modules under test read the environment when they load: imported once the app has set it.
let alerts: typeof import('../src/data/price-alerts');
let demoIds: string[] = [];

const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

/** A point of history as stored: cents. */
const point = (
  store: string,
  dollars: number,
  observedAt: string,
  overrides: Partial<HistoryPoint> = {},
): HistoryPoint => ({
  store,
  price: Math.round(dollars * 100),
  inStock: true,
  source: 'shopper',
  observedAt,
  ...overrides,
});

/**
 * The kettle: four stores, one of them on a sale whose was-price ($100) is above anything it
 * charged in the 30 days before (its low was $84), one with paid shipping, one out of stock.
 */
const KETTLE = `prices-kettle-${RUN}`;
const kettleOffers = [
  aStoreOffer('Walmart', 80, {
    originalPrice: 100,
    discountPercentage: 20,
    rating: 4.5,
    lastUpdated: ago(5),
  }),
  aStoreOffer('Target', 85, { shipping: { free: false, cost: 5, estimatedDays: 2 }, rating: 3.5 }),
  aStoreOffer('Best Buy', 78, { inStock: false, rating: 4.8, trustScore: 88 }),
  aStoreOffer('Amazon', 82, { rating: 2.5, trustScore: 92 }),
];
const kettleHistory = [
  point('Walmart', 84, ago(60)),
  point('Target', 85, ago(60), { shippingCost: 500 }),
  point('Best Buy', 78, ago(60), { inStock: false }),
  point('Amazon', 82, ago(60)),
  point('Walmart', 80, ago(5), { originalPrice: 10_000 }),
];

/** The lamp: on a sale for 100 days, its store's earlier price in a month item long rolled out. */
const LAMP = `prices-lamp-${RUN}`;

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  alerts = await import('../src/data/price-alerts');

  const catalogue = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: DEMO_PRODUCTS,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  });
  const { loadDemoCatalogue } = await import('../src/data/products-demo-load');
  await loadDemoCatalogue(catalogue, { version: `prices-${RUN}` });
  demoIds = catalogue.map((p) => p.id);

  await putPricedProduct(KETTLE, kettleOffers, kettleHistory);

  // Appended as the ingest appends, so the store's price of 200 days ago rolls out of the window.
  const sale = { originalPrice: 6000, observedAt: ago(100) };
  await putPricedProduct(
    LAMP,
    [aStoreOffer('Lamp Shop', 40, { originalPrice: 60, lastUpdated: ago(100) })],
    [],
  );
  const { appendObservationPoint } = await import('../src/data/price-history');
  await appendObservationPoint(LAMP, point('Lamp Shop', 50, ago(200)), new Date(NOW));
  await appendObservationPoint(LAMP, point('Lamp Shop', 40, sale.observedAt, sale), new Date(NOW));
});
afterAll(async () => {
  await app?.stop();
});

const shopper = async (): Promise<string> =>
  (await signUpAndSignIn(app.url, emulators().ids.userPoolClientId)).IdToken;

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;

/** A premium shopper would not be counted; a free one is, so each test that needs room has its own. */
const compare = (id: string, params = '', token?: string) =>
  call('GET', `/api/products/${encodeURIComponent(id)}/price-comparison${params}`, {
    ...(token ? { token } : {}),
  });

const storeNames = (body: Json): string[] => (body.stores as Json[]).map((s) => s.name as string);

describe('GET /api/products/{id}/price-comparison', () => {
  let token: string;
  beforeAll(async () => {
    token = await shopper();
  });

  it('answers every store with its total cost, the market figures and the best deal', async () => {
    // Act
    const { status, body } = await compare(KETTLE, '', token);

    // Assess: in stock are Walmart 80, Target 85 + 5 shipping and Amazon 82.
    expect(status).toBe(200);
    expect((body.stores as Json[]).map((s) => [s.name, s.totalCost])).toEqual([
      ['Best Buy', 78],
      ['Walmart', 80],
      ['Amazon', 82],
      ['Target', 90],
    ]);
    expect(body).toMatchObject({
      productId: KETTLE,
      totalStores: 4,
      inStockStores: 3,
      averagePrice: 82.33,
      lowestPrice: 80,
      bestDeal: { store: 'Walmart', totalCost: 80, savingsVsAverage: 2.33, savingsPercentage: 3 },
      unconfirmed: [],
    });
    // The offers written before the ingest take their product's source: a shopper's product.
    expect((body.stores as Json[]).every((s) => s.source === 'shopper')).toBe(true);
  });

  it('calls out a was-price the store did not charge in the 30 days before the sale', async () => {
    const { body } = await compare(KETTLE, '', token);

    const walmart = (body.stores as Json[]).find((s) => s.name === 'Walmart');
    expect(walmart?.discountCheck).toMatchObject({
      kind: 'not-seen',
      lowest30d: 84,
      realDiscountPercentage: 5,
    });
    expect(walmart?.discountCheck.text).toContain('lowest was $84.00');
  });

  it('reads older history when the recent one cannot judge a discount', async () => {
    // The sale began 100 days ago; the $50 the store charged before it is in a month item.
    const { status, body } = await compare(LAMP, '', token);

    expect(status).toBe(200);
    expect((body.stores as Json[])[0]?.discountCheck).toMatchObject({
      kind: 'not-seen',
      lowest30d: 50,
      realDiscountPercentage: 20,
    });
  });

  it.each([
    ['?inStockOnly=true', ['Walmart', 'Amazon', 'Target']],
    ['?freeShipping=true', ['Best Buy', 'Walmart', 'Amazon']],
    ['?maxPrice=81', ['Best Buy', 'Walmart']],
    ['?minRating=4', ['Best Buy', 'Walmart']],
    ['?hasDiscount=true', ['Walmart']],
    ['?sort=rating:desc', ['Best Buy', 'Walmart', 'Target', 'Amazon']],
    ['?sort=name:asc', ['Amazon', 'Best Buy', 'Target', 'Walmart']],
    ['?sort=price:desc&inStockOnly=true&freeShipping=true', ['Amazon', 'Walmart']],
    // Empty values are filters left out.
    ['?maxPrice=&inStockOnly=&sort=', ['Best Buy', 'Walmart', 'Amazon', 'Target']],
  ])('applies %s', async (params, expected) => {
    const { status, body } = await compare(KETTLE, params, token);

    expect(status).toBe(200);
    expect(storeNames(body)).toEqual(expected);
    // The figures are the whole market's, whatever the filters.
    expect(body.averagePrice).toBe(82.33);
  });

  it.each([
    ['?sort=price', 'query.sort', priceMessages.sortInvalid],
    ['?sort=cost:asc', 'query.sort', priceMessages.sortInvalid],
    ['?minRating=5', 'query.minRating', priceMessages.minRatingInvalid],
    ['?maxPrice=-1', 'query.maxPrice', priceMessages.maxPriceInvalid],
    ['?inStockOnly=yes', 'query.inStockOnly', priceMessages.flagInvalid],
    ['?colour=red', 'query.colour', 'Unknown field'],
  ])('refuses %s with 400 naming the field', async (params, field, message) => {
    const { status, body } = await compare(KETTLE, params, token);

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: [message] });
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await compare(`no-such-product-${RUN}`, '', token);

    expect({ status, body }).toEqual({ status: 404, body: { message: 'Product Not Found' } });
  });
});

describe('the comparison quota (crossPlatformSearch, shared with search)', () => {
  const usedBy = async (token: string): Promise<number> =>
    (await call('GET', '/api/subscription', { token })).body.usage.crossPlatformSearchesUsed;

  it("counts a free shopper's distinct products: refresh, filters and sorts are free, the third is refused", async () => {
    // Prepare
    const token = await shopper();
    const [first = '', second = '', third = ''] = demoIds;

    // Act
    const served = [
      await compare(first, '', token),
      await compare(second, '?inStockOnly=true', token),
      await compare(first, '', token),
      await compare(first, '?sort=name:desc&freeShipping=true', token),
      await compare(second, '?maxPrice=1000&minRating=2', token),
    ];
    // Neither a 400 nor a 404 is a comparison.
    const invalid = await compare(third, '?sort=sideways', token);
    const unknown = await compare(`no-such-product-${RUN}`, '', token);
    const refused = await compare(third, '', token);
    const stillServed = await compare(second, '?sort=rating:asc', token);

    // Assess
    expect(served.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect([invalid.status, unknown.status]).toEqual([400, 404]);
    expect(refused).toEqual({
      status: 429,
      body: { message: usageMessages.comparisonLimitShort },
    });
    expect(stillServed.status).toBe(200);
    expect(await usedBy(token)).toBe(2);
  });

  it('counts guests by their address', async () => {
    // Prepare
    const [first = '', second = '', third = ''] = demoIds;
    const guest = freshLoopbackAddress();
    const fromAddress = async (address: string, id: string, params = '') => {
      const answer = await requestFrom(
        address,
        `${app.url}/api/products/${id}/price-comparison${params}`,
      );
      return { status: answer.status, body: answer.body as Json };
    };

    // Act
    const served = [
      await fromAddress(guest, first),
      await fromAddress(guest, second),
      await fromAddress(guest, first, '?sort=price:desc'),
    ];
    const refused = await fromAddress(guest, third);
    const neighbour = await fromAddress(freshLoopbackAddress(), third);

    // Assess
    expect(served.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(refused).toEqual({ status: 429, body: { message: usageMessages.comparisonLimitShort } });
    expect(neighbour.status).toBe(200);
  });
});

describe('a product page spends nothing: only the comparison request counts', () => {
  const allowanceOf = (id: string, token?: string) =>
    call('GET', `/api/products/${encodeURIComponent(id)}/price-comparison/allowance`, {
      ...(token ? { token } : {}),
    });
  const usedBy = async (token: string): Promise<number> =>
    (await call('GET', '/api/subscription', { token })).body.usage.crossPlatformSearchesUsed;

  it('opening a product (GET) and reading its allowance spend nothing; comparing spends one; again is free', async () => {
    // Prepare: a new free shopper, two comparisons a month.
    const token = await shopper();
    const [first = ''] = demoIds;

    // Act: what the product page asks on load, three times over.
    const opened = [];
    for (let i = 0; i < 3; i++) {
      opened.push((await call('GET', `/api/products/${first}`, { token })).status);
      opened.push((await call('GET', `/api/products/${first}/price-trend`, { token })).status);
    }
    const before = await allowanceOf(first, token);

    // Assess: nothing spent.
    expect(opened.every((status) => status === 200)).toBe(true);
    expect(await usedBy(token)).toBe(0);
    expect(before).toEqual({
      status: 200,
      body: { productId: first, compared: false, remaining: 2, limit: 2 },
    });

    // Act: the comparison the shopper asks for.
    const compared = await compare(first, '', token);

    // Assess: one spent, and the allowance says this product is now free to compare.
    expect(compared.status).toBe(200);
    expect(await usedBy(token)).toBe(1);
    expect((await allowanceOf(first, token)).body).toEqual({
      productId: first,
      compared: true,
      remaining: 1,
      limit: 2,
    });

    // Act: the same product compared again this month, with other filters.
    const again = await compare(first, '?inStockOnly=true', token);

    // Assess: free.
    expect(again.status).toBe(200);
    expect(await usedBy(token)).toBe(1);
  });

  it("reads a guest's allowance by address without spending it, and 404s an unknown product", async () => {
    // Prepare
    const [first = '', second = ''] = demoIds;
    const guest = freshLoopbackAddress();
    const fromGuest = async (path: string) => {
      const answer = await requestFrom(guest, `${app.url}${path}`);
      return { status: answer.status, body: answer.body as Json };
    };

    // Act
    const before = await fromGuest(`/api/products/${first}/price-comparison/allowance`);
    await fromGuest(`/api/products/${first}/price-comparison`);
    const after = await fromGuest(`/api/products/${second}/price-comparison/allowance`);
    const unknown = await fromGuest(
      `/api/products/no-such-product-${RUN}/price-comparison/allowance`,
    );

    // Assess
    expect(before.body).toMatchObject({ compared: false, remaining: 2, limit: 2 });
    expect(after.body).toMatchObject({ compared: false, remaining: 1, limit: 2 });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/products/{id}/price-trend', () => {
  it('answers the four periods of the stored history, free for guests', async () => {
    // Act
    const { status, body } = await call('GET', `/api/products/${KETTLE}/price-trend`);

    // Assess: the lowest in-stock price was Amazon's $82 a month ago, Walmart's sale $80 now.
    expect(status).toBe(200);
    const trends = body as unknown as Json[];
    expect(trends.map((t) => t.period)).toEqual(['24h', '7d', '30d', '90d']);
    const month = trends.find((t) => t.period === '30d');
    // The words follow the change shown (−2.4 %), not the last two days (equal): falling.
    expect(month).toMatchObject({ changeAmount: -2, changePercentage: -2.4, trend: 'down' });
    expect(month?.data.at(0)).toMatchObject({ price: 82, store: 'Amazon', source: 'shopper' });
    expect(month?.data.at(-1)).toMatchObject({ price: 80, store: 'Walmart' });
    expect(month?.series).toContain('lowest in-stock price among 4 stores');
  });

  it('answers the one period asked for', async () => {
    const { status, body } = await call('GET', `/api/products/${KETTLE}/price-trend?period=7d`);

    expect(status).toBe(200);
    expect((body as unknown as Json[]).map((t) => t.period)).toEqual(['7d']);
  });

  it('refuses an unknown period with 400 and an unknown product with 404', async () => {
    const badPeriod = await call('GET', `/api/products/${KETTLE}/price-trend?period=1y`);
    const unknown = await call('GET', `/api/products/no-such-product-${RUN}/price-trend`);

    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.fieldErrors).toEqual({ 'query.period': [priceMessages.periodInvalid] });
    expect(unknown).toEqual({ status: 404, body: { message: 'Product Not Found' } });
  });
});

describe('price alerts', () => {
  const create = (token: string, body: Json) => call('POST', '/api/price-alerts', { token, body });
  const list = (token: string, productId = KETTLE) =>
    call('GET', `/api/price-alerts?productId=${encodeURIComponent(productId)}`, { token });
  const remove = (token: string, id: string) =>
    call('DELETE', `/api/price-alerts/${encodeURIComponent(id)}`, { token });
  /** The alert items the price-drop job would find for this shopper on the product. */
  const indexed = async (userId: string, productId = KETTLE) =>
    (await alerts.listProductAlerts(productId)).filter((a) => a.userId === userId);
  const alertCount = async (userId: string) =>
    (
      await testTable().send(
        new GetCommand({
          TableName: TABLE_NAME,
          Key: { pk: `USER#${userId}`, sk: 'PRICE_ALERT_COUNT' },
        }),
      )
    ).Item?.alertCount;

  it('creates, lists and deletes an alert, with its status and the by-product item', async () => {
    // Prepare
    const token = await shopper();
    const userId = userIdOf(token);

    // Act
    const onWalmart = await create(token, {
      productId: KETTLE,
      targetPrice: 81,
      storeName: 'Walmart',
    });
    const anyStore = await create(token, { productId: KETTLE, targetPrice: 70, storeName: '' });
    const listed = await list(token);
    const indexedAfterCreate = await indexed(userId);

    // Assess: Walmart's $80 reaches $81; the lowest in-stock price anywhere ($80) is above $70.
    expect(onWalmart.status).toBe(201);
    expect(onWalmart.body).toMatchObject({
      productId: KETTLE,
      targetPrice: 81,
      storeName: 'Walmart',
      isActive: true,
      triggeredAt: null,
      status: 'ready',
      currentPrice: 80,
    });
    expect(anyStore.status).toBe(201);
    expect(anyStore.body).toMatchObject({ storeName: null, status: 'active', currentPrice: 80 });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([anyStore.body, onWalmart.body]);
    expect(indexedAfterCreate.map((a) => a.id).sort()).toEqual(
      [onWalmart.body.id, anyStore.body.id].sort(),
    );
    // A price of $75 reaches the $81 alert, not the $70 one.
    expect((await alerts.listProductAlerts(KETTLE, 75)).filter((a) => a.userId === userId)).toEqual(
      [expect.objectContaining({ id: onWalmart.body.id, targetPrice: 81 })],
    );

    // Act: delete one, then the same again.
    const deleted = await remove(token, onWalmart.body.id);
    const again = await remove(token, onWalmart.body.id);

    // Assess
    expect(deleted.status).toBe(204);
    expect(again).toEqual({ status: 404, body: { message: priceMessages.alertNotFound } });
    expect((await list(token)).body).toEqual([anyStore.body]);
    expect((await indexed(userId)).map((a) => a.id)).toEqual([anyStore.body.id]);
    expect(await alertCount(userId)).toBe(1);
  });

  it.each([
    [{ productId: KETTLE, targetPrice: 0 }, 'targetPrice', priceMessages.priceInvalid],
    [{ productId: KETTLE, targetPrice: -5 }, 'targetPrice', priceMessages.priceInvalid],
    [{ productId: KETTLE, targetPrice: 12.345 }, 'targetPrice', priceMessages.priceCents],
    [{ productId: KETTLE }, 'targetPrice', priceMessages.targetPriceRequired],
    [{ productId: KETTLE, targetPrice: '12' }, 'targetPrice', priceMessages.priceInvalid],
    [{ targetPrice: 12 }, 'productId', priceMessages.productIdRequired],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const token = await shopper();

    const answer = await create(token, body);

    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ [field]: [message] });
    if (field === 'productId') expect(answer.body.message).toBe(priceMessages.productIdRequired);
  });

  it("answers 'Product ID is required' to a list without a product, and 404 for an unknown product", async () => {
    const token = await shopper();

    const missing = await call('GET', '/api/price-alerts', { token });
    const unknownList = await list(token, `no-such-product-${RUN}`);
    const unknownCreate = await create(token, {
      productId: `no-such-product-${RUN}`,
      targetPrice: 10,
    });

    expect(missing).toEqual({
      status: 400,
      body: {
        message: priceMessages.productIdRequired,
        fieldErrors: { 'query.productId': [priceMessages.productIdRequired] },
      },
    });
    expect(unknownList).toEqual({ status: 404, body: { message: 'Product Not Found' } });
    expect(unknownCreate).toEqual({ status: 404, body: { message: 'Product Not Found' } });
  });

  it('refuses a duplicate (same product, store in any case, target) with 409', async () => {
    // Prepare
    const token = await shopper();
    await create(token, { productId: KETTLE, targetPrice: 75.5, storeName: 'Best Buy' });

    // Act
    const duplicate = await create(token, {
      productId: KETTLE,
      targetPrice: 75.5,
      storeName: '  best   BUY ',
    });
    const otherTarget = await create(token, {
      productId: KETTLE,
      targetPrice: 75.49,
      storeName: 'Best Buy',
    });
    const anyStore = await create(token, { productId: KETTLE, targetPrice: 75.5 });

    // Assess
    expect(duplicate).toEqual({ status: 409, body: { message: priceMessages.alertDuplicate } });
    expect([otherTarget.status, anyStore.status]).toEqual([201, 201]);
    expect((await list(token)).body).toHaveLength(3);
    expect(await alertCount(userIdOf(token))).toBe(3);
  });

  it("keeps another user's alerts out of reach: not listed, and 404 on delete", async () => {
    // Prepare
    const owner = await shopper();
    const other = await shopper();
    const { body: alert } = await create(owner, { productId: KETTLE, targetPrice: 60 });

    // Act
    const othersList = await list(other);
    const othersDelete = await remove(other, alert.id);

    // Assess
    expect(othersList).toEqual({ status: 200, body: [] });
    expect(othersDelete).toEqual({ status: 404, body: { message: priceMessages.alertNotFound } });
    expect((await list(owner)).body).toEqual([alert]);
  });

  it('refuses guests', async () => {
    const answer = await call('GET', `/api/price-alerts?productId=${KETTLE}`);

    expect(answer.status).toBe(401);
  });

  it(`holds the cap of ${PRICE_ALERT_CAP} alerts, under concurrent creates too`, async () => {
    // Prepare: the cap less two, written ten at a time (they contend for the shopper's counter).
    const token = await shopper();
    const userId = userIdOf(token);
    const targets = Array.from({ length: PRICE_ALERT_CAP - 2 }, (_, i) => i + 1);
    for (let i = 0; i < targets.length; i += 10) {
      const batch = await Promise.all(
        targets
          .slice(i, i + 10)
          .map((targetPrice) => create(token, { productId: KETTLE, targetPrice })),
      );
      expect(batch.map((a) => a.status)).toEqual(batch.map(() => 201));
    }

    // Act: five at once for the last two places.
    const racing = await Promise.all(
      [101, 102, 103, 104, 105].map((targetPrice) =>
        create(token, { productId: KETTLE, targetPrice }),
      ),
    );
    const over = await create(token, { productId: KETTLE, targetPrice: 200 });

    // Assess
    expect(racing.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of racing.filter((a) => a.status !== 201))
      expect(refused).toEqual({ status: 409, body: { message: priceMessages.alertCap } });
    expect(over).toEqual({ status: 409, body: { message: priceMessages.alertCap } });
    expect((await list(token)).body).toHaveLength(PRICE_ALERT_CAP);
    expect(await indexed(userId)).toHaveLength(PRICE_ALERT_CAP);
    expect(await alertCount(userId)).toBe(PRICE_ALERT_CAP);

    // Act: a delete makes room for one.
    const [oldest] = (await list(token)).body.slice(-1) as Json[];
    await remove(token, oldest?.id as string);
    const afterDelete = await create(token, { productId: KETTLE, targetPrice: 300 });

    // Assess
    expect(afterDelete.status).toBe(201);
    expect(await alertCount(userId)).toBe(PRICE_ALERT_CAP);
  });
});
