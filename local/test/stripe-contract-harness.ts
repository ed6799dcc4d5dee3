/**
 * What every file of the Stripe stand-in's contract shares: a stand-in (in memory) with a
 * loopback webhook receiver, or Stripe's test mode when STRIPE_TEST_SECRET_KEY is set; the real
 * `stripe` SDK pointed at it; two prices; and the steps the tests take (a customer, a
 * subscription, a card confirmed as the page confirms it, the clock moved).
 *
 * Each test file awaits it at its top, so its tests read the client and helpers as plain names.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, expect } from 'vitest';
import { createLog } from '../src/log';
import { startStripeStandIn, type StripeStandIn } from '../src/stripe/stand-in';

const liveKey = process.env.STRIPE_TEST_SECRET_KEY;
export const onStripe = Boolean(liveKey);
export { DAY_SECONDS as DAY } from '@shop-scanner/shared/time';

export interface TestCard {
  readonly number: string;
  /** The Stripe test token for the same card (used on Stripe's test mode). */
  readonly token: string;
}
export const cards = {
  visa: { number: '4242424242424242', token: 'pm_card_visa' },
  declined: { number: '4000000000000002', token: 'pm_card_chargeDeclined' },
  insufficientFunds: {
    number: '4000000000009995',
    token: 'pm_card_chargeDeclinedInsufficientFunds',
  },
  failsLater: { number: '4000000000000341', token: 'pm_card_chargeCustomerFail' },
} satisfies Record<string, TestCard>;

interface ConfirmResult {
  readonly status: number;
  readonly intent?: { status: string; payment_method: string | null };
  readonly error?: { type: string; code?: string; decline_code?: string; message: string };
}

/** A received delivery, verified with the SDK as the app's webhook route verifies it. */
interface Delivery {
  readonly id: string;
  readonly type: string;
  readonly at: number;
  readonly answered: number;
}

const startReceiver = async (secret: () => string) => {
  const verifier = new Stripe('sk_test_local');
  const deliveries: Delivery[] = [];
  const forged: string[] = [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let event: Stripe.Event;
      try {
        event = verifier.webhooks.constructEvent(
          raw,
          String(req.headers['stripe-signature']),
          secret(),
          300,
        );
      } catch (error) {
        forged.push(String(error));
        res.writeHead(400).end();
        return;
      }
      const answered = failNext > 0 ? 500 : 200;
      if (failNext > 0) failNext -= 1;
      deliveries.push({ id: event.id, type: event.type, at: Date.now(), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    deliveries,
    forged,
    failNextDeliveries: (n: number) => {
      failNext = n;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** Starts the stand-in (or reaches Stripe), makes the two prices, and stops it after the file. */
export const startStripeContract = async () => {
  let standIn: StripeStandIn | undefined;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  const runId = randomUUID().slice(0, 8);

  if (liveKey) {
    stripe = new Stripe(liveKey);
  } else {
    receiver = await startReceiver(() => standIn?.webhookSecret ?? '');
    standIn = await startStripeStandIn({
      port: 0,
      webhookUrl: receiver.url,
      log: createLog('stripe', true),
    });
    stripe = new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
  }
  afterAll(async () => {
    await standIn?.stop();
    await receiver?.stop();
  });
  const product = await stripe.products.create({ name: 'Premium', metadata: { runId } });
  const monthly = await stripe.prices.create({
    product: product.id,
    unit_amount: 1000,
    currency: 'usd',
    recurring: { interval: 'month' },
    lookup_key: `premium_monthly_${runId}`,
  });
  const annual = await stripe.prices.create({
    product: product.id,
    unit_amount: 10200,
    currency: 'usd',
    recurring: { interval: 'year' },
    lookup_key: `premium_annual_${runId}`,
  });

  /** Confirms a PaymentIntent or SetupIntent as the page would, with a test card. */
  const confirm = async (clientSecret: string, card: TestCard): Promise<ConfirmResult> => {
    const setup = clientSecret.startsWith('seti_');
    const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    if (onStripe) {
      try {
        const intent = setup
          ? await stripe.setupIntents.confirm(intentId, { payment_method: card.token })
          : await stripe.paymentIntents.confirm(intentId, { payment_method: card.token });
        return {
          status: 200,
          intent: { status: intent.status, payment_method: intent.payment_method as string },
        };
      } catch (error) {
        const e = error as Stripe.errors.StripeError;
        return {
          status: e.statusCode ?? 0,
          error: { type: e.type, code: e.code, decline_code: e.decline_code, message: e.message },
        };
      }
    }
    return confirmWithNumber(clientSecret, card.number);
  };

  /** Stripe.js's call with raw card details and the publishable key (stand-in only). */
  const confirmWithNumber = async (
    clientSecret: string,
    number: string,
    expiry = { month: 12, year: new Date().getUTCFullYear() + 5 },
  ): Promise<ConfirmResult> => {
    const setup = clientSecret.startsWith('seti_');
    const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const response = await fetch(
      `${standIn?.url}/v1/${setup ? 'setup_intents' : 'payment_intents'}/${intentId}/confirm`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_local',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': String(expiry.month),
          'payment_method_data[card][exp_year]': String(expiry.year),
          'payment_method_data[card][cvc]': '123',
          'payment_method_data[billing_details][email]': 'ann@example.com',
          'payment_method_data[billing_details][address][country]': 'US',
        }).toString(),
      },
    );
    const body = (await response.json()) as Pick<ConfirmResult, 'error'> &
      NonNullable<ConfirmResult['intent']>;
    return response.ok
      ? { status: response.status, intent: body }
      : { status: response.status, error: body.error };
  };

  const newCustomer = (label: string) =>
    stripe.customers.create({
      email: `${label}-${runId}@example.com`,
      metadata: { userId: `${label}-${runId}` },
    });

  const subscribe = (customer: string, options: { trial?: boolean; price?: string } = {}) =>
    stripe.subscriptions.create({
      customer,
      items: [{ price: options.price ?? monthly.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      ...(options.trial ? { trial_period_days: 7 } : {}),
      metadata: { runId },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });

  const latestInvoice = (sub: Stripe.Subscription) => sub.latest_invoice as Stripe.Invoice;

  /** Moves the stand-in's clock (stand-in only). */
  const advance = async (seconds: number) => {
    const response = await fetch(`${standIn?.url}/_admin/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { now: number; applied: number };
  };

  return {
    stripe,
    standIn,
    receiver,
    runId,
    monthly,
    annual,
    confirm,
    confirmWithNumber,
    newCustomer,
    subscribe,
    latestInvoice,
    advance,
  };
};
