/**
 * Shoppers' price reports through the local gateway, on DynamoDB Local:
 * - a price near the other stores' median counts at once: 201, the store's offer, a history
 *   point and one PriceChanged (source `shopper`), and the comparison moves;
 * - one far from the median is kept apart: 202 with the numbers, listed in the comparison's
 *   `unconfirmed` and in no figure, until a second shopper reports the same store within 10 %:
 *   then both prices count and the report is gone; the same shopper twice, or a price outside
 *   10 %, confirms nothing; a retried request has one effect;
 * - 400 with the fields, 404, 401 for guests, and 429 past the hourly allowance.
 * Each test has its own product, so no test's reports meet another's.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRICE_REPORTS_PER_HOUR,
  priceMessages,
  priceReportAnswerSchema,
  type PriceChangedDetail,
  type PriceReportInput,
} from '@shop-scanner/shared/prices';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import { emulators, signUpAndSignIn, testTable, type Json } from '../../local/test/stack';
import { aStoreOffer, putPricedProduct } from './support/priced-products';
import { received, startAppRecordingPriceEvents } from './support/price-event-app';
import { DAY_MS } from '@shop-scanner/shared/time';

const RUN = randomUUID().slice(0, 8);

let app: App;
// The modules under test read the environment when they load: imported once the app has set it.
let history: typeof import('../src/data/price-history');

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startAppRecordingPriceEvents();
  history = await import('../src/data/price-history');
});
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  received.consumedEvents = [];
});
afterEach(() => {
  vi.useRealTimers();
});

let products = 0;
/** A kettle of its own: Walmart $20, Target $22, Best Buy $24, so a new store's median is $22. */
const aKettle = async (): Promise<string> => {
  const id = `reports-${RUN}-${products++}`;
  await putPricedProduct(id, [
    aStoreOffer('Walmart', 20),
    aStoreOffer('Target', 22),
    aStoreOffer('Best Buy', 24),
  ]);
  return id;
};

const shopper = async (): Promise<string> =>
  (await signUpAndSignIn(app.url, emulators().ids.userPoolClientId)).IdToken;

/** POST a report; headers are kept (a 429's Retry-After). */
const report = async (id: string, body: PriceReportInput | Json, token?: string) => {
  const answer = await requestFrom('127.0.0.1', `${app.url}/api/products/${id}/prices`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, headers: answer.headers, body: answer.body as Json };
};

/** The comparison as a new guest sees it (a fresh address each time: no quota in the way). */
const comparison = async (id: string): Promise<Json> => {
  const answer = await requestFrom(
    freshLoopbackAddress(),
    `${app.url}/api/products/${id}/price-comparison`,
  );
  expect(answer.status).toBe(200);
  return answer.body as Json;
};

const offerOf = (body: Json, store: string): Json | undefined =>
  (body.stores as Json[]).find((s) => s.name === store);

const pointsOf = async (id: string, store: string) =>
  (await history.readHistory(id, new Date(0))).filter((p) => p.store === store);

const priceEventsOf = async (productId: string): Promise<PriceChangedDetail[]> => {
  await app.bus.idle();
  return (received.consumedEvents ?? [])
    .map((e) => e.detail as PriceChangedDetail)
    .filter((d) => d.productId === productId);
};

describe('a price near the other stores', () => {
  it("counts at once: the store's offer, a history point, one PriceChanged, the comparison", async () => {
    // Prepare
    const id = await aKettle();
    const token = await shopper();

    // Act
    const answer = await report(
      id,
      { storeName: ' walmart ', price: 19.5, url: 'https://walmart.example/kettle-deal' },
      token,
    );
    const after = await comparison(id);

    // Assess
    expect(answer.status).toBe(201);
    expect(priceReportAnswerSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toMatchObject({
      status: 'accepted',
      reason: 'near-median',
      message: priceMessages.reportSaved,
      text: "Close to the other stores' median of $23.00",
      offer: {
        name: 'Walmart',
        price: 19.5,
        inStock: true,
        source: 'shopper',
        url: 'https://walmart.example/kettle-deal',
        // What the shopper did not report stays as it was.
        shipping: { free: true, cost: 0, estimatedDays: 3 },
      },
    });
    expect(offerOf(after, 'Walmart')).toMatchObject({ price: 19.5, source: 'shopper' });
    expect(after).toMatchObject({ lowestPrice: 19.5, averagePrice: 21.83, unconfirmed: [] });
    expect(await pointsOf(id, 'Walmart')).toEqual([
      expect.objectContaining({ price: 1950, source: 'shopper' }),
    ]);
    expect(await priceEventsOf(id)).toEqual([
      expect.objectContaining({
        store: 'Walmart',
        source: 'shopper',
        old: { price: 20, inStock: true },
        new: { price: 19.5, inStock: true },
      }),
    ]);
  });
});

describe('a price far from the other stores', () => {
  it('is kept apart: 202 with the numbers, listed apart, in no figure', async () => {
    // Prepare
    const id = await aKettle();
    const token = await shopper();
    const before = await comparison(id);

    // Act
    const answer = await report(id, { storeName: 'Corner Shop', price: 5, inStock: true }, token);
    const after = await comparison(id);

    // Assess
    expect(answer.status).toBe(202);
    expect(priceReportAnswerSchema.safeParse(answer.body).success).toBe(true);
    const text =
      "Unconfirmed: $5.00 is 77% below the other stores' median of $22.00. It counts once another shopper reports a price within 10% at Corner Shop within 7 days.";
    expect(answer.body).toEqual({
      status: 'unconfirmed',
      reason: 'far-from-median',
      message: priceMessages.reportUnconfirmed,
      text,
      medianPrice: 22,
      report: {
        store: 'Corner Shop',
        price: 5,
        inStock: true,
        reportedAt: expect.any(String) as unknown,
        text,
      },
    });
    expect(after.unconfirmed).toEqual([answer.body.report]);
    expect(offerOf(after, 'Corner Shop')).toBeUndefined();
    for (const figure of [
      'totalStores',
      'inStockStores',
      'averagePrice',
      'lowestPrice',
      'bestDeal',
    ])
      expect(after[figure], figure).toEqual(before[figure]);
    expect(await pointsOf(id, 'Corner Shop')).toEqual([]);
    expect(await priceEventsOf(id)).toEqual([]);
  });

  it('is stored for 7 days and a margin, one item per shopper and store', async () => {
    const id = await aKettle();
    const token = await shopper();
    const sub = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }
    ).sub;

    const answer = await report(id, { storeName: 'Corner Shop', price: 5 }, token);

    const { Item } = await testTable().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: `PRODUCT#${id}`, sk: `REPORT#${sub}#corner shop` },
      }),
    );
    const reportedAt = Date.parse(answer.body.report.reportedAt as string);
    expect(Item).toMatchObject({ entityType: 'PriceReport', price: 5, userId: sub });
    expect(Item?.expiresAt).toBe(Math.floor((reportedAt + 8 * DAY_MS) / 1000));
  });

  it('is confirmed by a second shopper within 10 %: both prices count, and it is gone', async () => {
    // Prepare
    const id = await aKettle();
    const [first, second] = [await shopper(), await shopper()];
    const kept = await report(id, { storeName: 'Corner Shop', price: 5 }, first);

    // Act
    const confirming = await report(id, { storeName: ' corner  SHOP', price: 5.4 }, second);
    const after = await comparison(id);

    // Assess
    expect(kept.status).toBe(202);
    expect(confirming.status).toBe(201);
    expect(confirming.body).toMatchObject({
      status: 'accepted',
      reason: 'second-shopper',
      offer: { name: 'Corner Shop', price: 5.4, source: 'shopper' },
    });
    expect(confirming.body.text).toContain('$5.40 is within 10% of the $5.00 reported');
    expect(after.unconfirmed).toEqual([]);
    expect(offerOf(after, 'Corner Shop')).toMatchObject({ price: 5.4, source: 'shopper' });
    expect(after).toMatchObject({ totalStores: 4, lowestPrice: 5.4 });
    expect((await pointsOf(id, 'Corner Shop')).map((p) => p.price)).toEqual([500, 540]);
    expect((await priceEventsOf(id)).map((e) => e.new.price)).toEqual([5, 5.4]);

    // Act: the confirming request retried.
    received.consumedEvents = [];
    const retried = await report(id, { storeName: ' corner  SHOP', price: 5.4 }, second);

    // Assess: one effect; the retry agrees with the price it confirmed.
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: 'accepted', reason: 'matches-store' });
    expect((await comparison(id)).unconfirmed).toEqual([]);
    expect(await pointsOf(id, 'Corner Shop')).toHaveLength(2);
    expect(await priceEventsOf(id)).toEqual([]);
  });

  it('is not confirmed by the same shopper reporting it again, which has one effect', async () => {
    const id = await aKettle();
    const token = await shopper();

    const firstTime = await report(id, { storeName: 'Corner Shop', price: 5 }, token);
    const again = await report(id, { storeName: 'Corner Shop', price: 5 }, token);
    const after = await comparison(id);

    expect([firstTime.status, again.status]).toEqual([202, 202]);
    // The report already open is the one kept: the same item, from the first time.
    expect(again.body.report).toEqual(firstTime.body.report);
    expect(after.unconfirmed).toEqual([firstTime.body.report]);
    expect(offerOf(after, 'Corner Shop')).toBeUndefined();
  });

  it('is not confirmed by a second shopper more than 10 % away', async () => {
    const id = await aKettle();
    const [first, second] = [await shopper(), await shopper()];

    await report(id, { storeName: 'Corner Shop', price: 5 }, first);
    const outside = await report(id, { storeName: 'Corner Shop', price: 5.6 }, second);
    const after = await comparison(id);

    expect(outside.status).toBe(202);
    expect((after.unconfirmed as Json[]).map((r) => r.price)).toEqual([5.6, 5]);
    expect(offerOf(after, 'Corner Shop')).toBeUndefined();
    expect(await pointsOf(id, 'Corner Shop')).toEqual([]);
  });
});

describe('what a report may not be', () => {
  let id: string;
  let token: string;
  beforeAll(async () => {
    id = await aKettle();
    token = await shopper();
  });

  it('refuses a malformed report with 400 naming each field', async () => {
    const answer = await report(
      id,
      { storeName: ' ', price: 12.345, url: 'ftp://shop.example', inStock: 'yes', colour: 'red' },
      token,
    );

    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      storeName: [priceMessages.storeNameRequired],
      price: [priceMessages.priceCents],
      url: [priceMessages.offerUrlInvalid],
      inStock: [priceMessages.inStockRequired],
      colour: ['Unknown field'],
    });
  });

  it('answers 404 for an unknown product', async () => {
    const answer = await report(
      `no-such-product-${RUN}`,
      { storeName: 'Walmart', price: 20 },
      token,
    );

    expect(answer).toMatchObject({ status: 404, body: { message: 'Product Not Found' } });
  });

  it('refuses guests with 401', async () => {
    const answer = await report(id, { storeName: 'Walmart', price: 20 });

    expect(answer.status).toBe(401);
  });
});

describe('the hourly allowance', () => {
  it(`refuses a shopper's report past ${PRICE_REPORTS_PER_HOUR} an hour with 429 and Retry-After`, async () => {
    // Prepare: every report in one hour, whatever the wall clock does meanwhile.
    const id = await aKettle();
    const [token, other] = [await shopper(), await shopper()];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < PRICE_REPORTS_PER_HOUR; i++) {
      const served = await report(id, { storeName: 'Walmart', price: 19 + i / 100 }, token);
      expect(served.status, `report ${i + 1}`).toBe(201);
    }

    // Act
    const refused = await report(id, { storeName: 'Walmart', price: 15 }, token);
    const otherShopper = await report(id, { storeName: 'Target', price: 21 }, other);

    // Assess
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: priceMessages.reportLimit,
      rateLimit: 'priceReportsPerHour',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(refused.body.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused report changed nothing; another shopper has an allowance of their own.
    expect(offerOf(await comparison(id), 'Walmart')?.price).toBeCloseTo(
      19 + (PRICE_REPORTS_PER_HOUR - 1) / 100,
      2,
    );
    expect(otherShopper.status).toBe(201);
  });
});
