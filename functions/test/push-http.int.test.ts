/**
 * Web push through the local gateway, on DynamoDB Local and the real local push service
 * (web-push-testing: it checks each request's VAPID signature and decrypts its payload):
 * - the VAPID key (public), the subscribe, unsubscribe, test and preferences calls, their 401s
 *   and their 400s with the spec's words and the failing fields;
 * - one device subscribed twice is one subscription; a user's many devices each get a message;
 * - a test message arrives decrypted, with a TTL in hours, an urgency and a topic;
 * - a 410 from the push service removes the subscription; a 429 or 503 is kept and delivered by
 *   the retry job later, after the service's Retry-After;
 * - preferences: a kind turned off sends nothing;
 * - nobody reaches another user's subscriptions, whatever userId the body names.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_PREFERENCES,
  PUSH_ENDPOINT_MAX_LENGTH,
  pushMessages,
  type PushMessage,
} from '@shop-scanner/shared/push';
import { apiMessages } from '@shop-scanner/shared/messages';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { startTestApp, testTable } from '../../local/test/stack';
import { asBrowserJson, type ServiceSubscription } from './support/local-push-service';
import { pushShoppers, type Shopper } from './support/push-shoppers';

let app: App;
const { call, service, shopper, device } = pushShoppers(
  () => app.url,
  () => app.pushService.url,
);
// The modules under test read the environment when they load: imported once the app has set it.
let deliver: typeof import('../src/domain/push/deliver');
let retries: typeof import('../src/domain/push/retry-deliveries');
let publicKey: string;

beforeAll(async () => {
  app = await startTestApp();
  deliver = await import('../src/domain/push/deliver');
  retries = await import('../src/domain/push/retry-deliveries');
  publicKey = (await call('GET', '/api/push/vapid-key')).body.publicKey as string;
});
afterAll(async () => {
  await app?.stop();
});

const storedEndpoints = async (userId: string): Promise<string[]> => {
  const { Items = [] } = await testTable().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'PUSH_SUB#' },
    }),
  );
  return Items.map((item) => item.endpoint as string);
};

const sendTest = (who: Shopper, message?: string) =>
  call('POST', '/api/push/test', {
    token: who.token,
    body: message === undefined ? {} : { message },
  });

describe('GET /api/push/vapid-key', () => {
  it('answers the VAPID public key to anyone: an uncompressed P-256 point', async () => {
    // Act: no token
    const { status, body } = await call('GET', '/api/push/vapid-key');

    // Assess
    expect(status).toBe(200);
    expect(Buffer.from(body.publicKey as string, 'base64url')).toHaveLength(65);
    expect((body.publicKey as string).startsWith('B')).toBe(true);
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/api/push/subscribe'],
    ['DELETE', '/api/push/unsubscribe'],
    ['POST', '/api/push/test'],
    ['GET', '/api/push/preferences'],
    ['PUT', '/api/push/preferences'],
  ])('%s %s needs a signed-in user (401)', async (method, path) => {
    const { status } = await call(method, path, method === 'GET' ? {} : { body: {} });

    expect(status).toBe(401);
  });
});

describe('POST /api/push/subscribe', () => {
  let ada: Shopper;
  beforeAll(async () => {
    ada = await shopper();
  });

  it('keeps one subscription for a device that subscribes twice (200 the second time)', async () => {
    // Prepare
    const subscription = await device(ada);

    // Act
    const again = await call('POST', '/api/push/subscribe', {
      token: ada.token,
      body: { subscription: asBrowserJson(subscription) },
    });

    // Assess
    expect(again.status).toBe(200);
    expect(await storedEndpoints(ada.userId)).toEqual([subscription.endpoint]);
  });

  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    keys: {
      // A real P-256 point (the local service's own key would do as well).
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  it.each([
    [
      'an endpoint that is not https',
      { ...valid, endpoint: 'http://fcm.googleapis.com/x' },
      'subscription.endpoint',
      pushMessages.endpointInvalid,
    ],
    [
      'an endpoint over the length',
      { ...valid, endpoint: `https://fcm.googleapis.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}` },
      'subscription.endpoint',
      pushMessages.endpointTooLong,
    ],
    [
      'an endpoint of no push service',
      { ...valid, endpoint: 'https://example.com/notify/1' },
      'subscription.endpoint',
      pushMessages.endpointUnknownService,
    ],
    [
      'an http endpoint on loopback that is not the push service',
      { ...valid, endpoint: 'http://127.0.0.1:1/notify/1' },
      'subscription.endpoint',
      pushMessages.endpointUnknownService,
    ],
    [
      'a p256dh of the wrong length',
      { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(0, 80) } },
      'subscription.keys.p256dh',
      pushMessages.p256dhInvalid,
    ],
    [
      'a p256dh that is no point of the curve',
      { ...valid, keys: { ...valid.keys, p256dh: `B${'A'.repeat(85)}E` } },
      'subscription.keys.p256dh',
      pushMessages.p256dhInvalid,
    ],
    [
      'an auth secret of the wrong length',
      { ...valid, keys: { ...valid.keys, auth: 'tBHItJI5svbpez7KI4CC' } },
      'subscription.keys.auth',
      pushMessages.authInvalid,
    ],
    [
      'an auth secret outside base64url',
      { ...valid, keys: { ...valid.keys, auth: 'tBHItJI5svbpez7KI4CC+g' } },
      'subscription.keys.auth',
      pushMessages.authInvalid,
    ],
    ['no keys', { endpoint: valid.endpoint }, 'subscription.keys', undefined],
    ['an unknown field', { ...valid, extra: 1 }, 'subscription.extra', 'Unknown field'],
  ])('refuses %s (400 with the spec words)', async (_case, subscription, field, fieldMessage) => {
    // Act
    const { status, body } = await call('POST', '/api/push/subscribe', {
      token: ada.token,
      body: { subscription },
    });

    // Assess
    expect(status).toBe(400);
    expect(body.message).toBe(pushMessages.enableFailed);
    expect(Object.keys(body.fieldErrors as object)).toContain(field);
    if (fieldMessage) expect(body.fieldErrors[field]).toContain(fieldMessage);
  });

  it('moves a browser’s endpoint to the shopper who subscribes it next, and only to them', async () => {
    // Prepare: two shoppers take turns on one browser (one endpoint)
    const first = await shopper();
    const second = await shopper();
    const browser = await device(first);

    // Act
    const { status } = await call('POST', '/api/push/subscribe', {
      token: second.token,
      body: { subscription: asBrowserJson(browser) },
    });

    // Assess: the first shopper's messages no longer reach a browser that is not theirs
    expect(status).toBe(201);
    expect(await storedEndpoints(first.userId)).toEqual([]);
    expect(await storedEndpoints(second.userId)).toEqual([browser.endpoint]);
    expect((await sendTest(first, 'for the first')).status).toBe(404);
    expect((await sendTest(second, 'for the second')).body.delivered).toBe(1);
    expect((await service.messages(browser)).map((m) => m.body)).toEqual(['for the second']);
  });

  it('keeps at most 20 devices a shopper, the one renewed longest ago making way', async () => {
    // Prepare
    const who = await shopper();
    const devices: ServiceSubscription[] = [];
    for (let i = 0; i < 20; i += 1) devices.push(await device(who));

    // Act
    const newest = await device(who);

    // Assess
    const stored = await storedEndpoints(who.userId);
    expect(stored).toHaveLength(20);
    expect(stored).not.toContain(devices[0]?.endpoint);
    expect(stored).toContain(newest.endpoint);
  });

  it('files the subscription under the caller, whatever userId the body names', async () => {
    // Prepare
    const bob = await shopper();
    const subscription = await service.subscribe(publicKey);

    // Act
    const { status } = await call('POST', '/api/push/subscribe', {
      token: bob.token,
      body: { subscription: asBrowserJson(subscription), userId: ada.userId },
    });

    // Assess
    expect(status).toBe(201);
    expect(await storedEndpoints(bob.userId)).toEqual([subscription.endpoint]);
    expect(await storedEndpoints(ada.userId)).not.toContain(subscription.endpoint);
  });
});

describe('POST /api/push/test', () => {
  it('arrives at every device of the user, decrypted, with a TTL in hours, an urgency and a topic', async () => {
    // Prepare
    const grace = await shopper();
    const phone = await device(grace);
    const laptop = await device(grace);

    // Act
    const { status, body } = await sendTest(grace, 'Hello from the test');

    // Assess
    expect(status).toBe(200);
    expect(body).toEqual({ delivered: 2, retrying: 0, removed: 0 });
    for (const subscription of [phone, laptop]) {
      const [message, ...more] = await service.messages(subscription);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        kind: 'test',
        title: pushMessages.testTitle,
        body: 'Hello from the test',
        url: '/profile',
      });
      const [request] = await service.requests(subscription);
      expect(request).toMatchObject({ ttl: '3600', urgency: 'high', contentEncoding: 'aes128gcm' });
      expect(request?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('sends the app’s own words without a message, and refuses an empty or long one', async () => {
    // Prepare
    const who = await shopper();
    const subscription = await device(who);

    // Act
    const sent = await sendTest(who);
    const empty = await sendTest(who, '   ');
    const long = await sendTest(who, 'x'.repeat(201));

    // Assess
    expect(sent.status).toBe(200);
    expect((await service.messages(subscription))[0]?.body).toBe(pushMessages.testDefaultMessage);
    expect(empty).toMatchObject({ status: 400, body: { message: pushMessages.testFailed } });
    expect(empty.body.fieldErrors.message).toEqual([pushMessages.testMessageRequired]);
    expect(long.body.fieldErrors.message).toEqual([pushMessages.testMessageTooLong]);
  });

  it('answers 404 to a user without a subscribed device', async () => {
    const who = await shopper();

    const { status, body } = await sendTest(who);

    expect(status).toBe(404);
    expect(body.message).toBe(pushMessages.noSubscriptions);
  });

  it('removes a subscription its push service says is gone (410), and keeps the others', async () => {
    // Prepare
    const who = await shopper();
    const gone = await device(who);
    const kept = await device(who);
    await service.expire(gone);

    // Act
    const { status, body } = await sendTest(who, 'one of two');

    // Assess
    expect(status).toBe(200);
    expect(body).toEqual({ delivered: 1, retrying: 0, removed: 1 });
    expect(await storedEndpoints(who.userId)).toEqual([kept.endpoint]);
    expect((await service.requests(gone)).map((r) => r.status)).toEqual([410]);
    // Next time only the kept device is asked.
    await sendTest(who, 'again');
    expect(await service.requests(gone)).toHaveLength(1);
  });

  it('keeps a message the push service throttled (429) and delivers it after Retry-After', async () => {
    // Prepare
    const who = await shopper();
    const subscription = await device(who);
    await service.fault(subscription, { status: 429, retryAfter: 120 });
    const sentAt = Date.now();

    // Act
    const first = await sendTest(who, 'throttled once');
    const tooEarly = await retries.retryDueDeliveries(new Date(sentAt + 60_000));
    const later = await retries.retryDueDeliveries(new Date(sentAt + 125_000));

    // Assess
    expect(first).toMatchObject({ status: 202, body: { delivered: 0, retrying: 1, removed: 0 } });
    expect(tooEarly.delivered).toBe(0);
    expect(later).toMatchObject({ delivered: 1, retrying: 0 });
    expect((await service.messages(subscription)).map((m) => m.body)).toEqual(['throttled once']);
    const requests = await service.requests(subscription);
    expect(requests.map((r) => r.status)).toEqual([429, 201]);
    // Sent again with what was left of its hour, and the same topic.
    expect(Number(requests[1]?.ttl)).toBeLessThanOrEqual(3600 - 125);
    expect(requests[1]?.topic).toBe(requests[0]?.topic);
    // Delivered once: a further run finds nothing.
    expect(await retries.retryDueDeliveries(new Date(sentAt + 600_000))).toMatchObject({
      delivered: 0,
    });
  });

  it('sends a due retry once when two runs of the job race for it', async () => {
    // Prepare
    const who = await shopper();
    const subscription = await device(who);
    await service.fault(subscription, { status: 429, retryAfter: 1 });
    const sentAt = Date.now();
    await sendTest(who, 'raced');

    // Act
    const runs = await Promise.all([
      retries.retryDueDeliveries(new Date(sentAt + 5_000)),
      retries.retryDueDeliveries(new Date(sentAt + 5_000)),
    ]);

    // Assess
    expect(runs.map((run) => run.delivered).sort()).toEqual([0, 1]);
    expect((await service.messages(subscription)).map((m) => m.body)).toEqual(['raced']);
  });

  it('retries after a server error (503) with its own backoff, until the service takes it', async () => {
    // Prepare
    const who = await shopper();
    const subscription = await device(who);
    await service.fault(subscription, { status: 503, times: 2 });
    const sentAt = Date.now();

    // Act: the first retry is due a minute on, the second two minutes after that.
    await sendTest(who, 'after an outage');
    const second = await retries.retryDueDeliveries(new Date(sentAt + 61_000));
    const third = await retries.retryDueDeliveries(new Date(sentAt + 61_000 + 121_000));

    // Assess
    expect(second).toMatchObject({ delivered: 0, retrying: 1 });
    expect(third).toMatchObject({ delivered: 1, retrying: 0 });
    expect((await service.requests(subscription)).map((r) => r.status)).toEqual([503, 503, 201]);
    expect(await service.messages(subscription)).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('start at the defaults, change one switch at a time and keep the others', async () => {
    // Prepare
    const who = await shopper();

    // Act
    const before = await call('GET', '/api/push/preferences', { token: who.token });
    const changed = await call('PUT', '/api/push/preferences', {
      token: who.token,
      body: { preferences: { priceAlerts: false }, userId: 'someone-else' },
    });
    const after = await call('GET', '/api/push/preferences', { token: who.token });

    // Assess
    expect(before.body).toEqual(DEFAULT_PUSH_PREFERENCES);
    expect(DEFAULT_PUSH_PREFERENCES).toEqual({
      priceAlerts: true,
      wishlistUpdates: true,
      newFeatures: false,
      weeklyDigest: true,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { ...DEFAULT_PUSH_PREFERENCES, priceAlerts: false },
    });
    expect(after.body).toEqual(changed.body);
  });

  it.each([
    ['no switch', { preferences: {} }, 'preferences', pushMessages.preferencesEmpty],
    [
      'a switch that is not true or false',
      { preferences: { weeklyDigest: 'yes' } },
      'preferences.weeklyDigest',
      pushMessages.preferenceInvalid,
    ],
    ['an unknown switch', { preferences: { sms: true } }, 'preferences.sms', 'Unknown field'],
  ])('refuses %s (400 with the spec words)', async (_case, body, field, fieldMessage) => {
    const who = await shopper();

    const answer = await call('PUT', '/api/push/preferences', { token: who.token, body });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(pushMessages.preferencesFailed);
    expect(answer.body.fieldErrors[field]).toContain(fieldMessage);
  });

  it('are respected: a kind turned off sends nothing, one left on arrives', async () => {
    // Prepare
    const who = await shopper();
    const subscription = await device(who);
    await call('PUT', '/api/push/preferences', {
      token: who.token,
      body: { preferences: { priceAlerts: false } },
    });
    const drop = (kind: PushMessage['kind'], body: string): PushMessage => ({
      kind,
      title: 'Price drop',
      body,
      url: '/wishlist',
      sentAt: new Date().toISOString(),
    });

    // Act
    const off = await deliver.deliverToUser(who.userId, drop('priceAlerts', 'alert'));
    const on = await deliver.deliverToUser(who.userId, drop('wishlistUpdates', 'update'));
    const neverOn = await deliver.deliverToUser(who.userId, drop('newFeatures', 'feature'));

    // Assess
    expect(off).toMatchObject({ skipped: true, delivered: 0 });
    expect(on).toMatchObject({ skipped: false, delivered: 1 });
    expect(neverOn).toMatchObject({ skipped: true, delivered: 0 });
    expect((await service.messages(subscription)).map((m) => m.body)).toEqual(['update']);
  });
});

describe('DELETE /api/push/unsubscribe', () => {
  it("cannot remove another user's endpoint (404), which keeps receiving", async () => {
    // Prepare
    const ada = await shopper();
    const bob = await shopper();
    const bobs = await device(bob);

    // Act
    const { status, body } = await call('DELETE', '/api/push/unsubscribe', {
      token: ada.token,
      body: { endpoint: bobs.endpoint, userId: bob.userId },
    });

    // Assess
    expect(status).toBe(404);
    expect(body.message).toBe(pushMessages.subscriptionNotFound);
    expect(await storedEndpoints(bob.userId)).toEqual([bobs.endpoint]);
    expect((await sendTest(bob, 'still here')).body.delivered).toBe(1);
  });

  it("removes this device's subscription, or every device's without an endpoint", async () => {
    // Prepare
    const who = await shopper();
    const one = await device(who);
    const two = await device(who);
    const three = await device(who);

    // Act
    const single = await call('DELETE', '/api/push/unsubscribe', {
      token: who.token,
      body: { endpoint: one.endpoint },
    });
    const remaining = await storedEndpoints(who.userId);
    const all = await call('DELETE', '/api/push/unsubscribe', { token: who.token, body: {} });

    // Assess
    expect(single.status).toBe(204);
    expect(remaining.sort()).toEqual([two.endpoint, three.endpoint].sort());
    expect(all.status).toBe(204);
    expect(await storedEndpoints(who.userId)).toEqual([]);
    expect((await sendTest(who)).status).toBe(404);
  });

  it('refuses an endpoint of the wrong form (400 with the spec words)', async () => {
    const who = await shopper();

    const { status, body } = await call('DELETE', '/api/push/unsubscribe', {
      token: who.token,
      body: { endpoint: 'ftp://example.com/x' },
    });

    expect(status).toBe(400);
    expect(body.message).toBe(pushMessages.disableFailed);
    expect(body.fieldErrors.endpoint).toEqual([pushMessages.endpointInvalid]);
  });
});

it('answers malformed JSON with the API’s own 400', async () => {
  const who = await shopper();

  const { status, body } = await call('POST', '/api/push/test', { token: who.token, raw: '{' });

  expect(status).toBe(400);
  expect(body.message).toBe(apiMessages.malformedJson);
});
