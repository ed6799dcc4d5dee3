/**
 * Stripe's webhook under attack and under faults: forged, tampered and stale requests change
 * nothing; duplicated, concurrent, late and retried deliveries each have exactly one effect.
 */
import { QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../src/lib/logger';
import type { App } from '../../local/src/local-stack';
import {
  apiCaller,
  emulators,
  rulesWithBillingConsumer,
  signUpAndSignIn,
  startTestApp,
  testTable,
  type Json,
} from '../../local/test/stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import {
  anInvoicePaidEvent,
  confirmWithCard,
  eventually,
  signedWebhook,
  standInClient,
  testCards,
} from './support/billing';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

let app: App;
const api = apiCaller(() => app.url);
const table = testTable();

beforeAll(async () => {
  // The consumer behind the rule fails the first delivery of each event marked to fail, then
  // runs the real one: EventBridge's retry must still end with one effect.
  app = await startTestApp({
    eventRules: await rulesWithBillingConsumer(
      path.join(here, 'fixtures', 'flaky-billing-consumer.ts'),
    ),
  });
});
afterAll(async () => {
  await app?.stop();
});

const post = (payload: string, signature: string | undefined) =>
  fetch(`${app.url}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });

const markerOf = async (eventId: string) =>
  (
    await table.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' },
      }),
    )
  ).Item;

/** A user with a Stripe customer, and an invoice.paid event of theirs (not yet sent). */
const userWithInvoiceEvent = async (eventId: string, extra: Json = {}) => {
  const { IdToken: token } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const me = (await api('GET', '/auth/me', { token })).body;
  const checkout = (
    await api('POST', '/api/subscriptions/create-checkout-session', {
      token,
      body: { planId: 'premium' },
    })
  ).body;
  // A first checkout saves the trial's card with a SetupIntent: the customer is on it.
  const setup = await standInClient(app).setupIntents.retrieve(checkout.checkoutId);
  const customer = setup.customer as string;
  const event = anInvoicePaidEvent(eventId, customer, extra);
  return { token, userId: me.id as string, event, customer, checkout };
};

const notificationsOf = async (userId: string) =>
  (
    await table.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': 'NOTIFICATION#' },
      }),
    )
  ).Items ?? [];

const unique = () => `evt_${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('a webhook that is not from Stripe', () => {
  it.each([
    ['without a signature', (p: string) => [p, undefined]],
    [
      'with a forged signature',
      (p: string) => [p, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
    ],
    ['with a tampered body', (p: string) => [p.replace('1000', '1'), signedWebhook(app, p)]],
    [
      'with a stale timestamp',
      (p: string) => [p, signedWebhook(app, p, Math.floor(Date.now() / 1000) - 301)],
    ],
    [
      're-serialised (spaces changed)',
      (p: string) => [JSON.stringify(JSON.parse(p), null, 2), signedWebhook(app, p)],
    ],
  ] as const)('is refused %s and writes nothing', async (_label, forge) => {
    const id = unique();
    const { userId, event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify(event);
    const [body, signature] = forge(payload) as [string, string | undefined];

    const response = await post(body, signature);
    await app.bus.idle();

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Webhook signature verification failed' });
    expect(app.bus.published.filter((e) => (e.detail as { id?: string }).id === id)).toEqual([]);
    expect(await markerOf(id)).toBeUndefined();
    expect(await notificationsOf(userId)).toEqual([]);
  });
});

describe('a webhook from Stripe', () => {
  it('in another API version than the app reads is logged as an error naming both, and applied', async () => {
    // Prepare: an endpoint made in the Dashboard at the account's older default version.
    const id = unique();
    const { userId, event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify({ ...event, api_version: '2025-05-28.basil' });
    const errors = vi.spyOn(logger, 'error');

    // Act
    const response = await post(payload, signedWebhook(app, payload));
    await app.bus.idle();

    // Assess
    try {
      expect(response.status).toBe(200);
      const logged = errors.mock.calls.find(([message]) =>
        String(message).includes('2025-05-28.basil'),
      );
      expect(logged?.[0]).toContain('the app reads 2026-10-28.endive');
      expect(logged?.[1]).toMatchObject({ stripeEventId: id, apiVersion: '2025-05-28.basil' });
      expect(
        (await notificationsOf(userId)).filter((n) => n.notification.event === 'invoice_paid'),
      ).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('in the pinned API version logs no version error', async () => {
    const id = unique();
    const { event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify(event);
    const errors = vi.spyOn(logger, 'error');

    await post(payload, signedWebhook(app, payload));
    await app.bus.idle();

    try {
      expect(await markerOf(id)).toBeDefined();
      expect(errors.mock.calls.filter(([m]) => String(m).includes('API version'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('delivered twice, one after the other, has one effect', async () => {
    const id = unique();
    const { userId, event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify(event);

    const first = await post(payload, signedWebhook(app, payload));
    await app.bus.idle();
    const second = await post(payload, signedWebhook(app, payload));
    await app.bus.idle();

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await markerOf(id)).toBeDefined();
    expect(app.bus.published.filter((e) => (e.detail as { id?: string }).id === id)).toHaveLength(
      2,
    );
    expect(
      (await notificationsOf(userId)).filter((n) => n.notification.event === 'invoice_paid'),
    ).toHaveLength(1);
  });

  it('delivered twice at once has one effect', async () => {
    const id = unique();
    const { userId, event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify(event);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(payload, signedWebhook(app, payload))),
    );
    await app.bus.idle();

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      (await notificationsOf(userId)).filter((n) => n.notification.event === 'invoice_paid'),
    ).toHaveLength(1);
  });

  it('whose consumer fails once is retried and applied once', async () => {
    // The fixture consumer throws on the first delivery of an event whose id ends in _flaky.
    const id = `${unique()}_flaky`;
    const { userId, event } = await userWithInvoiceEvent(id);
    const payload = JSON.stringify(event);

    const response = await post(payload, signedWebhook(app, payload));
    await app.bus.idle();

    expect(response.status).toBe(200);
    const store = globalThis as { injectedBillingFailures?: Map<string, number> };
    expect(store.injectedBillingFailures?.get(id)).toBe(1);
    expect(await markerOf(id)).toBeDefined();
    expect(
      (await notificationsOf(userId)).filter((n) => n.notification.event === 'invoice_paid'),
    ).toHaveLength(1);
  });

  it('older, arriving after a newer one, never rolls the subscription back', async () => {
    // Prepare: a subscription confirmed, and its state written by a newer event.
    const { token, userId, customer, checkout } = await userWithInvoiceEvent(unique());
    await confirmWithCard(app.stripe.url, checkout.clientSecret, testCards.visa);
    await eventually(
      () => api('GET', '/api/subscription', { token }).then((r) => r.body),
      (s) => s.planId === 'premium',
    );
    await app.stripe.webhooks.idle();
    await app.bus.idle();
    const [subscription] = (await standInClient(app).subscriptions.list({ customer })).data;
    if (!subscription) throw new Error('the trial was not started');
    const now = Math.floor(Date.now() / 1000);
    const subscriptionEvent = (id: string, created: number) =>
      JSON.stringify({
        id,
        object: 'event',
        created,
        type: 'customer.subscription.updated',
        data: {
          object: { id: subscription.id, object: 'subscription', customer: subscription.customer },
        },
      });
    const newer = subscriptionEvent(unique(), now + 120);
    await post(newer, signedWebhook(app, newer));
    await app.bus.idle();
    // Stripe changes while its event is not yet here: only the late, older event arrives.
    await standInClient(app).subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const older = subscriptionEvent(unique(), now + 60);

    // Act
    const response = await post(older, signedWebhook(app, older));
    await app.bus.idle();

    // Assess: the older event was taken (200, marked) but wrote nothing over the newer state.
    expect(response.status).toBe(200);
    const stored = (
      await table.send(
        new GetCommand({
          TableName: TABLE_NAME,
          Key: { pk: `USER#${userId}`, sk: 'SUBSCRIPTION' },
        }),
      )
    ).Item;
    expect(stored).toMatchObject({ sourceEventCreated: now + 120, cancelAtPeriodEnd: false });
  });
});
