/**
 * Request-rate limits against DynamoDB Local: the counter holds its limit whatever
 * the concurrency; over HTTP, the 11th scan in a minute of a free user is a 429 with Retry-After
 * and writes no usage, a premium user's is served, and a guest's API requests are counted per
 * address. The clock is fixed at the start of a minute, so no test straddles two windows.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import { emulators, signUpAndSignIn, startTestApp, testTable } from '../../local/test/stack';
import { httpEvent } from './http-event';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let rateLimits: typeof import('../src/data/rate-limits');
let subscriptions: typeof import('../src/data/subscriptions');
let optionalCaller: typeof import('../src/lib/http/optional-caller');

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  rateLimits = await import('../src/data/rate-limits');
  subscriptions = await import('../src/data/subscriptions');
  optionalCaller = await import('../src/lib/http/optional-caller');
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Freezes the clock 1 s into the next minute (ahead of the real one, so tokens stay valid). */
const freezeAtMinuteStart = (): Date => {
  const next = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000 + 1000);
  vi.useFakeTimers({ toFake: ['Date'], now: next });
  return next;
};

const windowStartOf = (d: Date) => Math.floor(d.getTime() / 60_000) * 60;

const subOf = (idToken: string) =>
  (
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    }
  ).sub;

const get = async (path: string, token?: string, from = '127.0.0.1') => {
  const answer = await requestFrom(from, `${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.body as Record<string, unknown>,
  };
};

const usageItems = async (userId: string) => {
  const { Items = [] } = await testTable().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :usage)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':usage': 'USAGE#' },
      ConsistentRead: true,
    }),
  );
  return Items;
};

const barcode = (n: number) =>
  withCheckDigit(`97${String(Date.now() % 1e8).padStart(8, '0')}${String(n).padStart(2, '0')}`);

describe('the request counter', () => {
  const subject = () => ({ kind: 'user' as const, userId: randomUUID() });

  it('counts exactly up to the limit under 20 concurrent requests, and writes nothing past it', async () => {
    // Prepare
    const who = subject();
    const count = () =>
      rateLimits.countRequest({
        subject: who,
        windowStart: 1_800_000_000,
        windowEnd: 1_800_000_060,
        limits: { apiRequests: 5 },
      });

    // Act
    const results = await Promise.all(Array.from({ length: 20 }, count));
    const { Item } = await testTable().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: rateLimits.rateCounterKey(who, 1_800_000_000),
        ConsistentRead: true,
      }),
    );

    // Assess
    expect(results.filter((r) => r.kind === 'counted')).toHaveLength(5);
    expect(results.filter((r) => r.kind === 'limited')).toEqual(
      Array.from({ length: 15 }, () => ({ kind: 'limited', counter: 'apiRequests' })),
    );
    expect(Item).toMatchObject({ apiRequests: 5, expiresAt: 1_800_000_060 });
  });

  it('names the counter that is full, and starts again in the next window', async () => {
    // Prepare
    const who = subject();
    const count = (windowStart: number) =>
      rateLimits.countRequest({
        subject: who,
        windowStart,
        windowEnd: windowStart + 60,
        limits: { apiRequests: 100, scans: 2 },
      });

    // Act
    const inWindow = [await count(60), await count(60), await count(60)];
    const next = await count(120);
    const apiFull = [
      await rateLimits.countRequest({
        subject: who,
        windowStart: 180,
        windowEnd: 240,
        limits: { apiRequests: 1, scans: 5 },
      }),
      await rateLimits.countRequest({
        subject: who,
        windowStart: 180,
        windowEnd: 240,
        limits: { apiRequests: 1, scans: 5 },
      }),
    ];

    // Assess
    expect(inWindow.map((r) => (r.kind === 'limited' ? r.counter : r.kind))).toEqual([
      'counted',
      'counted',
      'scans',
    ]);
    expect(next).toEqual({ kind: 'counted' });
    expect(apiFull).toEqual([{ kind: 'counted' }, { kind: 'limited', counter: 'apiRequests' }]);
  });
});

describe('scans per minute over HTTP', () => {
  it("refuses a free user's 11th scan in a minute with 429 and Retry-After, writing no usage", async () => {
    // Prepare: ten lookups of one barcode (one scan of the monthly allowance, nine free repeats).
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const userId = subOf(IdToken);
    const now = freezeAtMinuteStart();
    const [known = '', fresh = ''] = [barcode(1), barcode(2)];
    const first10: number[] = [];
    for (let i = 0; i < 10; i++)
      first10.push((await get(`/api/products/barcode/${known}`, IdToken)).status);
    const usageBefore = await usageItems(userId);

    // Act
    const eleventh = await get(`/api/products/barcode/${fresh}`, IdToken);

    // Assess
    expect(first10).toEqual(Array.from({ length: 10 }, () => 404));
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers['retry-after']).toBe('59');
    expect(eleventh.body).toMatchObject({ rateLimit: 'scansPerMinute', retryAfterSeconds: 59 });
    // No marker for the refused barcode, no count: the usage items are as they were.
    expect(await usageItems(userId)).toEqual(usageBefore);
    expect(
      usageBefore.find((i) => i.sk === `USAGE#${now.toISOString().slice(0, 7)}`),
    ).toMatchObject({
      scan: 1,
    });
    // Other routes are still served: only scans are full.
    expect((await get('/api/subscription', IdToken)).status).toBe(200);
  });

  it("serves a premium user's 11th scan in a minute (their limit is 100)", async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    await subscriptions.putSubscription({
      userId: subOf(IdToken),
      planId: 'premium',
      status: 'active',
      currentPeriodStart: new Date(Date.now() - 86_400_000).toISOString(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    freezeAtMinuteStart();
    const statuses: number[] = [];

    // Act
    for (let i = 0; i < 11; i++)
      statuses.push((await get(`/api/products/barcode/${barcode(i)}`, IdToken)).status);

    // Assess
    expect(statuses).toEqual(Array.from({ length: 11 }, () => 404));
  });
});

describe('API requests per minute of a guest', () => {
  it('refuses the address whose 1000 requests this minute are spent, and serves another', async () => {
    // Prepare: the counter of one guest address, full for this minute.
    const now = freezeAtMinuteStart();
    const spent = freshLoopbackAddress();
    const addressHash = optionalCaller.guestAddressHash(
      httpEvent({
        routeKey: 'GET /api/products/categories',
        headers: { [VIEWER_IP_HEADER]: spent },
      }),
    );
    await testTable().send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...rateLimits.rateCounterKey({ kind: 'guest', addressHash }, windowStartOf(now)),
          apiRequests: 1000,
        },
      }),
    );

    // Act
    const refused = await get('/api/products/categories', undefined, spent);
    const other = await get('/api/products/categories', undefined, freshLoopbackAddress());

    // Assess
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ rateLimit: 'apiRequestsPerMinute' });
    expect(refused.headers['retry-after']).toBe('59');
    expect(other.status).toBe(200);
  });
});
