/**
 * The webhook endpoint setup (`npm run stripe:webhook-endpoint`) against the Stripe stand-in:
 * the endpoint is made at the app's pinned API version with the consumer's events, once, and the
 * events that then arrive carry that version and verify with the secret it printed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLog } from '../../local/src/log';
import { startStripeStandIn, type StripeStandIn } from '../../local/src/stripe/stand-in';
import { STRIPE_API_VERSION } from '../src/lib/stripe-api-version';
import { ensureWebhookEndpoint, WEBHOOK_EVENTS } from '../src/lib/stripe-webhook-endpoint';

/** A receiver that keeps each delivery's raw body and signature. */
const startReceiver = async () => {
  const received: { body: string; signature: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhook`,
    received,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
};

describe('ensureWebhookEndpoint', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    standIn = await startStripeStandIn({ port: 0, log: createLog('stripe', true) });
    stripe = new Stripe(standIn.secretKey, {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
  });
  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
  });

  it('makes the endpoint at the pinned version, and its events carry that version', async () => {
    // Act
    const setup = await ensureWebhookEndpoint(stripe, receiver.url);

    // Assess
    if (setup.outcome !== 'created')
      throw new Error(`expected a new endpoint, got ${setup.outcome}`);
    const endpoint = await stripe.webhookEndpoints.retrieve(setup.id);
    expect(endpoint).toMatchObject({ url: receiver.url, api_version: STRIPE_API_VERSION });
    expect(endpoint.enabled_events).toEqual([...WEBHOOK_EVENTS]);
    expect(endpoint.enabled_events).toContain('setup_intent.succeeded');
    // A card saved: setup_intent.succeeded is one of the consumer's events, customer.created not.
    const customer = await stripe.customers.create({ email: 'hook@example.com' });
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    await stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await standIn.webhooks.idle(10_000);
    const events = receiver.received.map((delivery) =>
      stripe.webhooks.constructEvent(delivery.body, delivery.signature, setup.secret),
    );
    expect(events.map((e) => e.type)).toEqual(['setup_intent.succeeded']);
    expect(events[0]?.api_version).toBe(STRIPE_API_VERSION);
  });

  it('makes none the second time, and names an endpoint of the same URL at another version', async () => {
    // Prepare: ours, and one made by hand without a version (Stripe then uses the account's
    // default).
    await ensureWebhookEndpoint(stripe, receiver.url);
    const byHand = await stripe.webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['invoice.paid'],
    });

    // Act
    const again = await ensureWebhookEndpoint(stripe, receiver.url);

    // Assess
    expect(again.outcome).toBe('exists');
    expect(again.others).toEqual([{ id: byHand.id, apiVersion: null }]);
    const all = await stripe.webhookEndpoints.list();
    expect(all.data.filter((e) => e.api_version === STRIPE_API_VERSION)).toHaveLength(1);
  });

  it('is refused a version the stand-in cannot write events in', async () => {
    await expect(
      stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: ['invoice.paid'],
        api_version: '2025-05-28.basil',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'api_version' });
  });
});
