/**
 * What the billing integration tests do as the browser and as Stripe would: confirm a checkout
 * with a test card against the Stripe stand-in (as Stripe.js or the stand-in's card form does),
 * wait for webhooks to reach the table, and sign events the way Stripe signs them.
 */
import Stripe from 'stripe';
import type { App } from '../../../local/src/local-stack';
import type { Json } from '../../../local/test/stack';
import { STRIPE_API_VERSION } from '../../src/lib/stripe-api-version';

export const testCards = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Saves fine, every later charge declines: a renewal that fails. */
  failsLater: '4000000000000341',
} as const;

const intentPath = (clientSecret: string): string => {
  const id = clientSecret.split('_secret_')[0] ?? '';
  return id.startsWith('seti_')
    ? `/v1/setup_intents/${id}/confirm`
    : `/v1/payment_intents/${id}/confirm`;
};

/** Confirms a payment or setup intent with a card, with the publishable key, as a browser does. */
export const confirmWithCard = async (
  stripeUrl: string,
  clientSecret: string,
  number: string,
  country = 'US',
): Promise<{ status: number; body: Json }> => {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 3),
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][email]': 'shopper@example.com',
    'payment_method_data[billing_details][address][country]': country,
  });
  const response = await fetch(`${stripeUrl}${intentPath(clientSecret)}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer pk_test_local',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
};

/** Polls until `check` holds (webhooks and the bus are asynchronous, as on AWS). */
export const eventually = async <T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline)
      throw new Error(`Timed out; last value: ${JSON.stringify(last).slice(0, 800)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
};

/** Stripe's own signature for a payload, with the stack's webhook secret. */
export const signedWebhook = (app: App, payload: string, timestamp?: number) =>
  new Stripe('sk_test_local').webhooks.generateTestHeaderString({
    payload,
    secret: app.env.STRIPE_WEBHOOK_SECRET ?? '',
    ...(timestamp !== undefined ? { timestamp } : {}),
  });

/** The real SDK on the stand-in, with the secret key (what Stripe's dashboard would show). */
export const standInClient = (app: App): Stripe =>
  new Stripe('sk_test_local', {
    host: '127.0.0.1',
    port: app.stripe.port,
    protocol: 'http',
  });

/**
 * An `invoice.paid` event of `customer` as Stripe delivers it (envelope at the pinned API
 * version); `extra` adds to or overrides the invoice's fields.
 */
export const anInvoicePaidEvent = (
  eventId: string,
  customer: string,
  extra: Record<string, unknown> = {},
) => ({
  id: eventId,
  object: 'event',
  api_version: STRIPE_API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: 'invoice.paid',
  data: {
    object: {
      id: `in_test${eventId.slice(4)}`,
      object: 'invoice',
      customer,
      amount_paid: 1000,
      amount_due: 1000,
      currency: 'usd',
      ...extra,
    },
  },
});
