/**
 * Analytics batches through the local gateway, on DynamoDB Local and cognito-local: a batch is
 * refused whole only when it is not a batch (not JSON, not an object, too large, too many
 * events); a bad or unknown event is dropped and counted; a browser that asks not to be tracked
 * leaves nothing; a guest's events name nobody and a signed-in shopper's are theirs; the daily
 * aggregates add up and read back as the dashboard's weeks; raw events expire after 30 days; one
 * address cannot send more than its batches a minute. Each test calls from an address of its own.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_LIMITS } from '@shop-scanner/shared/analytics';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import { emulators, signUpAndSignIn, startTestApp, testTable } from '../../local/test/stack';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let aggregates: typeof import('../src/data/analytics-aggregates');
let rawEvents: typeof import('../src/data/analytics-events');
let batchLimit: typeof import('../src/domain/analytics/batch-rate-limit');

beforeAll(async () => {
  app = await startTestApp();
  aggregates = await import('../src/data/analytics-aggregates');
  rawEvents = await import('../src/data/analytics-events');
  batchLimit = await import('../src/domain/analytics/batch-rate-limit');
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const send = (
  body: unknown,
  options: { from?: string; headers?: Record<string, string>; raw?: string } = {},
) =>
  requestFrom(options.from ?? freshLoopbackAddress(), `${app.url}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });

const pageView = (productId: string) => ({
  event: 'page_view',
  properties: { productId },
  timestamp: new Date().toISOString(),
  url: `http://localhost/products/${productId}?q=ada@example.com#top`,
  referrer: 'https://search.example/results?q=private+words',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
});

const rawBatch = async (key: { pk: string; sk: string }) =>
  (await testTable().send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;

const thisWeek = async (productIds: string[]) =>
  (await aggregates.readWeeklyActivity(productIds, 1, new Date()))[0];

describe('POST /api/analytics/events: the batch as a whole', () => {
  it('refuses a body that is not JSON, or not a batch, with 400 and the failing fields', async () => {
    // Act
    const notJson = await send(undefined, { raw: '{"events": [' });
    const notObject = await send([pageView('p1')]);
    const noEvents = await send({ batchId: 'short' });

    // Assess
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('Request body is not valid JSON');
    expect(notObject.status).toBe(400);
    expect(notObject.body.fieldErrors).toEqual({
      _: ['An analytics batch is an object with an events array'],
    });
    expect(noEvents.status).toBe(400);
    expect(Object.keys(noEvents.body.fieldErrors).sort()).toEqual(['batchId', 'events']);
  });

  it('refuses more than 50 events with 400, and a body over 64 KB with 413', async () => {
    // Prepare
    const tooMany = Array.from({ length: ANALYTICS_LIMITS.eventsPerBatch + 1 }, () =>
      pageView(randomUUID()),
    );
    const tooLarge = { events: [{ event: 'page_view', filler: 'x'.repeat(65 * 1024) }] };

    // Act
    const many = await send({ events: tooMany });
    const large = await send(tooLarge);

    // Assess
    expect(many.status).toBe(400);
    expect(many.body.fieldErrors).toEqual({ events: ['At most 50 events per batch'] });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('An analytics batch is at most 64 KB');
  });
});

describe('POST /api/analytics/events: each event on its own', () => {
  it('drops unknown and malformed events, counts them, and stores only the others', async () => {
    // Prepare
    const productId = randomUUID();
    const batchId = `batch-${randomUUID()}`;
    const events = [
      pageView(productId),
      { event: 'purchase', properties: { amount: 10 } },
      { event: 'comparison', properties: { productId: { $gt: '' } } },
      { event: 'wishlist_add', properties: { productId, note: 'x'.repeat(101) } },
      { event: 'comparison', properties: { productId } },
    ];

    // Act
    const answer = await send({ batchId, events });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ accepted: 2, dropped: 3, stored: true });
    expect(answer.body.droppedEvents.map((d: { index: number }) => d.index)).toEqual([1, 2, 3]);
    const stored = await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batchId));
    expect(stored?.events.map((e: { event: string }) => e.event)).toEqual([
      'page_view',
      'comparison',
    ]);
    expect(await thisWeek([productId])).toMatchObject({
      views: 1,
      comparisons: 1,
      wishlistAdds: 0,
    });
  });
});

describe('POST /api/analytics/events: privacy', () => {
  it.each([
    ['Sec-GPC', { 'sec-gpc': '1' }],
    ['DNT', { dnt: '1' }],
  ])('stores nothing for a browser sending %s: 1, and says so', async (_name, headers) => {
    // Prepare
    const productId = randomUUID();
    const batchId = `batch-${randomUUID()}`;

    // Act
    const answer = await send({ batchId, events: [pageView(productId)] }, { headers });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accepted: 0, dropped: 0, stored: false });
    expect(await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batchId))).toBeUndefined();
    expect(await thisWeek([productId])).toMatchObject({ views: 0 });
  });

  it("keys a guest's batch by nothing identifying, and never by the body's userId", async () => {
    // Prepare
    const from = freshLoopbackAddress();
    const batchId = `batch-${randomUUID()}`;
    const claimed = randomUUID();
    const productId = randomUUID();

    // Act
    const answer = await send(
      { batchId, userId: claimed, timestamp: Date.now(), events: [pageView(productId)] },
      { from },
    );

    // Assess
    expect(answer.status).toBe(200);
    const item = await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batchId));
    expect(item?.pk).toMatch(/^ANALYTICS_GUEST_EVENTS#\d+$/);
    const text = JSON.stringify(item);
    expect(text).not.toContain(from);
    expect(text).not.toContain(claimed);
    expect(text).not.toMatch(/Mozilla|Chrome|ada@example|private|q=|#top/);
    expect(item?.events[0]).toEqual({
      event: 'page_view',
      properties: { productId },
      page: `http://localhost/products/${productId}`,
      referrer: 'https://search.example',
      device: 'desktop',
    });
    const mine = await testTable().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${claimed}` },
      }),
    );
    expect(mine.Items).toEqual([]);
  });

  it("keeps a signed-in shopper's batch in their own partition, by the token's user id", async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const sub = (
      JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
      }
    ).sub;
    const batchId = `batch-${randomUUID()}`;

    // Act
    const answer = await send(
      { batchId, userId: 'someone-else', events: [pageView(randomUUID())] },
      { headers: { authorization: `Bearer ${IdToken}` } },
    );

    // Assess
    expect(answer.status).toBe(200);
    const item = await rawBatch(rawEvents.rawBatchKey({ kind: 'user', userId: sub }, batchId));
    expect(item?.pk).toBe(`USER#${sub}`);
    expect(await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batchId))).toBeUndefined();
  });
});

describe('aggregates and raw events', () => {
  it('adds batches up per product and per event name, read back as the week of now', async () => {
    // Prepare
    const [a, b] = [randomUUID(), randomUUID()];
    const today = new Date().toISOString().slice(0, 10);
    const before = await aggregates.readDailyEventCounts('wishlist_add', today, today);

    // Act
    await send({
      events: [
        pageView(a),
        pageView(a),
        { event: 'scan', properties: { found: true, productId: a } },
        { event: 'wishlist_add', properties: { productId: b } },
      ],
    });
    await send({
      events: [
        pageView(b),
        { event: 'comparison', properties: { productId: a } },
        { event: 'scan', properties: { found: false } },
      ],
    });

    // Assess
    expect(await thisWeek([a])).toMatchObject({
      views: 2,
      scans: 1,
      comparisons: 1,
      wishlistAdds: 0,
    });
    expect(await thisWeek([a, b])).toMatchObject({
      views: 3,
      scans: 1,
      comparisons: 1,
      wishlistAdds: 1,
    });
    const after = await aggregates.readDailyEventCounts('wishlist_add', today, today);
    expect((after[0]?.count ?? 0) - (before[0]?.count ?? 0)).toBe(1);
  });

  it('reads earlier weeks by key, zeros where nothing happened', async () => {
    // Prepare: two days of another week written as a batch of that day would be
    const productId = randomUUID();
    const now = new Date('2026-11-27T12:00:00Z');
    const byProduct = (views: number) => ({
      byEvent: new Map(),
      byProduct: new Map([[productId, { views }]]),
    });
    await aggregates.addToDailyAggregates(byProduct(4), '2026-11-16');
    await aggregates.addToDailyAggregates(byProduct(1), '2026-11-22');
    await aggregates.addToDailyAggregates(byProduct(2), '2026-11-23');

    // Act
    const weeks = await aggregates.readWeeklyActivity([productId, productId], 3, now);

    // Assess
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', views: 0, scans: 0, comparisons: 0, wishlistAdds: 0 },
      { weekStart: '2026-11-16', views: 5, scans: 0, comparisons: 0, wishlistAdds: 0 },
      { weekStart: '2026-11-23', views: 2, scans: 0, comparisons: 0, wishlistAdds: 0 },
    ]);
  });

  it('keeps raw events 30 days (the TTL), and counts a batch delivered twice once', async () => {
    // Prepare
    const productId = randomUUID();
    const batch = { batchId: `batch-${randomUUID()}`, events: [pageView(productId)] };
    const sentAt = Date.now();

    // Act
    const first = await send(batch);
    const again = await send(batch);

    // Assess
    expect(first.body).toEqual({ accepted: 1, dropped: 0, stored: true });
    expect(again.body).toEqual({ accepted: 1, dropped: 0, stored: true, duplicate: true });
    expect(await thisWeek([productId])).toMatchObject({ views: 1 });
    const item = await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batch.batchId));
    const thirtyDays = 30 * 24 * 3600;
    expect(item?.expiresAt).toBeGreaterThanOrEqual(Math.floor(sentAt / 1000) + thirtyDays - 5);
    expect(item?.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + thirtyDays);
  });
});

describe('the batch limit per address', () => {
  it('answers 429 with Retry-After past the limit in a minute, and stores nothing then', async () => {
    // Prepare: the clock 1 s into a minute, so the test never straddles two windows
    const next = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000 + 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: next });
    const from = freshLoopbackAddress();
    for (let i = 0; i < batchLimit.ANALYTICS_BATCHES_PER_MINUTE; i += 1) {
      const answer = await send({ events: [] }, { from });
      expect(answer.status).toBe(200);
    }
    const batchId = `batch-${randomUUID()}`;

    // Act
    const refused = await send({ batchId, events: [pageView(randomUUID())] }, { from });
    const otherAddress = await send({ events: [] });

    // Assess
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body.rateLimit).toBe('analyticsBatchesPerMinute');
    expect(await rawBatch(rawEvents.rawBatchKey({ kind: 'guest' }, batchId))).toBeUndefined();
    expect(otherAddress.status).toBe(200);
  });
});
