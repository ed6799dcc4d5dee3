/**
 * The Stripe stand-in's contract, through the real `stripe` SDK: what the project's functions
 * rely on. Runs against the stand-in (in memory) by default; with STRIPE_TEST_SECRET_KEY set it
 * runs against Stripe's test mode instead, confirming with Stripe's test tokens (pm_card_visa...)
 * and skipping what only the stand-in can do (its clock, raw card numbers, webhooks to loopback).
 *
 * Three behaviours that only Stripe itself would otherwise reveal are pinned here: a trial's
 * saved card is nobody's default until the app sets it (Stripe saves a default when a payment
 * succeeds, and a trial has none); an invoice's period_start–period_end is its window for adding
 * items, looking back one period, while its line's period is the service billed; and an expand
 * path Stripe cannot follow is a 400.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLog } from '../src/log';
import { startStripeStandIn, type StripeStandIn } from '../src/stripe/stand-in';

const liveKey = process.env.STRIPE_TEST_SECRET_KEY;
const onStripe = Boolean(liveKey);
const DAY = 86_400;

interface TestCard {
  readonly number: string;
  /** The Stripe test token for the same card (used on Stripe's test mode). */
  readonly token: string;
}
const cards = {
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

describe('Stripe stand-in contract (real stripe SDK)', () => {
  let standIn: StripeStandIn | undefined;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  const runId = randomUUID().slice(0, 8);
  let monthly: Stripe.Price;
  let annual: Stripe.Price;

  beforeAll(async () => {
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
    const product = await stripe.products.create({ name: 'Premium', metadata: { runId } });
    monthly = await stripe.prices.create({
      product: product.id,
      unit_amount: 1000,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: `premium_monthly_${runId}`,
    });
    annual = await stripe.prices.create({
      product: product.id,
      unit_amount: 10200,
      currency: 'usd',
      recurring: { interval: 'year' },
      lookup_key: `premium_annual_${runId}`,
    });
  });

  afterAll(async () => {
    await standIn?.stop();
    await receiver?.stop();
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

  it('creates, reads and updates a customer', async () => {
    const customer = await newCustomer('ann');
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.object).toBe('customer');
    expect(customer.livemode).toBe(false);
    const updated = await stripe.customers.update(customer.id, {
      name: 'Ann Lee',
      metadata: { plan: 'premium' },
    });
    expect(updated.metadata).toEqual({ userId: `ann-${runId}`, plan: 'premium' });
    const read = await stripe.customers.retrieve(customer.id);
    expect(read).toMatchObject({
      id: customer.id,
      email: `ann-${runId}@example.com`,
      name: 'Ann Lee',
    });
  });

  it('answers 404 resource_missing for an unknown object, and 401 without a key', async () => {
    await expect(stripe.customers.retrieve('cus_doesnotexist')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      type: 'StripeInvalidRequestError',
    });
    if (onStripe) return;
    const response = await fetch(`${standIn?.url}/v1/customers/cus_x`);
    expect(response.status).toBe(401);
    // A publishable key that is not the stack's opens no intent either.
    const wrongPublishable = await fetch(`${standIn?.url}/v1/payment_intents/pi_x`, {
      headers: { authorization: 'Bearer pk_test_wrong' },
    });
    expect(wrongPublishable.status).toBe(401);
    expect(await wrongPublishable.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^Invalid API Key/) },
    });
  });

  it('finds prices by lookup key', async () => {
    const found = await stripe.prices.list({
      lookup_keys: [`premium_monthly_${runId}`, `premium_annual_${runId}`],
      active: true,
      expand: ['data.product'],
    });
    expect(found.data.map((p) => p.id).sort()).toEqual([monthly.id, annual.id].sort());
    expect((found.data[0]?.product as Stripe.Product).name).toBe('Premium');
    expect(annual.recurring?.interval).toBe('year');
  });

  it('takes a first payment with 4242: invoice paid, subscription active, card saved as default', async () => {
    const customer = await newCustomer('pay');
    const sub = await subscribe(customer.id);
    expect(sub.status).toBe('incomplete');
    expect(sub).not.toHaveProperty('current_period_end');
    const invoice = latestInvoice(sub);
    expect(invoice).toMatchObject({
      status: 'open',
      amount_due: 1000,
      amount_paid: 0,
      currency: 'usd',
    });
    expect(invoice.confirmation_secret?.type).toBe('payment_intent');
    const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
    expect(clientSecret).toMatch(/^pi_.+_secret_/);

    const result = await confirm(clientSecret, cards.visa);
    expect(result.status).toBe(200);
    expect(result.intent?.status).toBe('succeeded');

    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect(after.default_payment_method).toMatch(/^pm_/);
    const item = after.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * DAY);
    expect(latestInvoice(after)).toMatchObject({
      status: 'paid',
      amount_paid: 1000,
      amount_remaining: 0,
    });
    // Without expand the invoice hides its confirmation secret, as Stripe does.
    const plain = await stripe.invoices.retrieve(invoice.id);
    expect(plain).not.toHaveProperty('confirmation_secret');
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((m) => m.card?.last4)).toEqual(['4242']);
  });

  it.each([
    ['declined', cards.declined, 'generic_decline', 'Your card was declined.'],
    [
      'insufficient funds',
      cards.insufficientFunds,
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
  ])(
    'refuses a %s card with 402 and Stripe’s code, and nothing is paid',
    async (_label, card, declineCode, message) => {
      const customer = await newCustomer('decline');
      const sub = await subscribe(customer.id);
      const clientSecret = latestInvoice(sub).confirmation_secret?.client_secret ?? '';

      const result = await confirm(clientSecret, card);

      expect(result.status).toBe(402);
      expect(result.error).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message,
      });
      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('incomplete');
      expect(latestInvoice(after)).toMatchObject({ status: 'open', amount_paid: 0 });
      const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      const intent = await stripe.paymentIntents.retrieve(intentId);
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error?.decline_code).toBe(declineCode);
    },
  );

  it.skipIf(onStripe)(
    'refuses an expired card and a number failing Luhn, then takes a good one',
    async () => {
      const customer = await newCustomer('cards');
      const sub = await subscribe(customer.id);
      const clientSecret = latestInvoice(sub).confirmation_secret?.client_secret ?? '';
      const expired = await confirmWithNumber(clientSecret, cards.visa.number, {
        month: 1,
        year: 2020,
      });
      expect(expired.status).toBe(402);
      expect(expired.error).toMatchObject({
        code: 'expired_card',
        message: 'Your card has expired.',
      });
      const wrong = await confirmWithNumber(clientSecret, '4242424242424241');
      expect(wrong.error).toMatchObject({
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
      // Another intent's secret does not open this one.
      const other = await subscribe((await newCustomer('other')).id);
      const otherSecret = latestInvoice(other).confirmation_secret?.client_secret ?? '';
      const crossed = await confirmWithNumber(
        `${clientSecret.slice(0, clientSecret.indexOf('_secret_'))}${otherSecret.slice(otherSecret.indexOf('_secret_'))}`,
        cards.visa.number,
      );
      expect(crossed.status).toBe(400);
      expect((await confirmWithNumber(clientSecret, cards.visa.number)).intent?.status).toBe(
        'succeeded',
      );
    },
  );

  /** What the app does once a trial's card is saved: it makes the card the default itself. */
  const setDefaultCard = async (sub: Stripe.Subscription, card: string) => {
    await stripe.customers.update(sub.customer as string, {
      invoice_settings: { default_payment_method: card },
    });
    return stripe.subscriptions.update(sub.id, { default_payment_method: card });
  };

  it('starts a trial with a pending SetupIntent; its success saves the card but makes it nobody’s default', async () => {
    const customer = await newCustomer('trial');
    const sub = await subscribe(customer.id, { trial: true });
    expect(sub.status).toBe('trialing');
    expect((sub.trial_end ?? 0) - (sub.trial_start ?? 0)).toBe(7 * DAY);
    expect(latestInvoice(sub)).toMatchObject({ status: 'paid', amount_due: 0 });
    const setup = sub.pending_setup_intent as Stripe.SetupIntent;
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.usage).toBe('off_session');

    const result = await confirm(setup.client_secret ?? '', cards.visa);

    expect(result.intent?.status).toBe('succeeded');
    const card = result.intent?.payment_method ?? '';
    expect(card).toMatch(/^pm_/);
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.status).toBe('trialing');
    expect(after.pending_setup_intent).toBeNull();
    // save_default_payment_method applies when a payment succeeds; a trial has none.
    expect(after.default_payment_method).toBeNull();
    const owner = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(owner.invoice_settings.default_payment_method).toBeNull();
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((m) => m.id)).toEqual([card]);

    const withDefault = await setDefaultCard(after, card);

    expect(withDefault.default_payment_method).toBe(card);
  });

  it('saves a trial checkout’s card with a SetupIntent of its own, nobody’s default until set', async () => {
    // The app's own checkout: a SetupIntent first, the trialing subscription once it succeeded.
    const customer = await newCustomer('trial-checkout');
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      metadata: { checkout: 'trial', runId },
    });

    const result = await confirm(intent.client_secret ?? '', cards.visa);

    expect(result.intent?.status).toBe('succeeded');
    const card = result.intent?.payment_method ?? '';
    const owner = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(owner.invoice_settings.default_payment_method).toBeNull();
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      default_payment_method: card,
      trial_period_days: 7,
      metadata: { runId },
    });
    expect(sub).toMatchObject({
      status: 'trialing',
      default_payment_method: card,
      pending_setup_intent: null,
    });
  });

  it.skipIf(onStripe)(
    'ends a trial on the clock: first period invoiced and paid, active',
    async () => {
      const customer = await newCustomer('trial-end');
      const sub = await subscribe(customer.id, { trial: true });
      const saved = await confirm(
        (sub.pending_setup_intent as Stripe.SetupIntent).client_secret ?? '',
        cards.visa,
      );
      await setDefaultCard(sub, saved.intent?.payment_method ?? '');

      await advance(7 * DAY + 60);

      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('active');
      const item = after.items.data[0] as Stripe.SubscriptionItem;
      expect(item.current_period_start).toBe(sub.trial_end);
      expect(latestInvoice(after)).toMatchObject({
        status: 'paid',
        amount_paid: 1000,
        billing_reason: 'subscription_cycle',
      });
      const events = await stripe.events.list({ limit: 100 });
      const forSub = events.data.filter(
        (e) =>
          (
            e.data.object as {
              id?: string;
              parent?: { subscription_details?: { subscription?: string } };
            }
          ).id === sub.id,
      );
      expect(forSub.map((e) => e.type)).toContain('customer.subscription.trial_will_end');
      expect(events.data.some((e) => e.type === 'invoice.upcoming')).toBe(true);
    },
  );

  it.skipIf(onStripe)(
    'fails a renewal with 0341 (past_due, invoice open), then Pay Now with a new card pays it',
    async () => {
      const customer = await newCustomer('fail');
      const sub = await subscribe(customer.id, { trial: true });
      const setup = await confirm(
        (sub.pending_setup_intent as Stripe.SetupIntent).client_secret ?? '',
        cards.failsLater,
      );
      expect(setup.intent?.status).toBe('succeeded');
      await setDefaultCard(sub, setup.intent?.payment_method ?? '');

      await advance(7 * DAY + 60);

      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('past_due');
      const invoice = latestInvoice(after);
      expect(invoice).toMatchObject({ status: 'open', amount_due: 1000, attempt_count: 1 });
      expect(invoice.next_payment_attempt).toBeGreaterThan(sub.trial_end ?? 0);

      const newCard = await stripe.setupIntents.create({
        customer: customer.id,
        usage: 'off_session',
      });
      const saved = await confirm(newCard.client_secret ?? '', cards.visa);
      const paid = await stripe.invoices.pay(invoice.id, {
        payment_method: saved.intent?.payment_method ?? '',
      });

      expect(paid).toMatchObject({ status: 'paid', amount_paid: 1000 });
      expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
      const pdf = await fetch(paid.invoice_pdf ?? '');
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    },
  );

  it.skipIf(onStripe)(
    'ends a trial whose saved card nobody made the default without a charge: past_due',
    async () => {
      // What an app trusting save_default_payment_method would meet on Stripe at the trial's end.
      const customer = await newCustomer('trial-no-default');
      const sub = await subscribe(customer.id, { trial: true });
      await confirm(
        (sub.pending_setup_intent as Stripe.SetupIntent).client_secret ?? '',
        cards.visa,
      );

      await advance(7 * DAY + 60);

      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('past_due');
      expect(latestInvoice(after)).toMatchObject({
        status: 'open',
        amount_paid: 0,
        attempt_count: 1,
      });
    },
  );

  /** The subscription line of an invoice and its period (the service billed). */
  const subscriptionLine = (invoice: Stripe.Invoice) => {
    const line = invoice.lines.data.find((l) => l.parent?.type === 'subscription_item_details');
    if (!line) throw new Error(`invoice ${invoice.id} has no subscription line`);
    return line;
  };

  it('dates a first invoice as Stripe does: its window is one instant, its line bills the period', async () => {
    const customer = await newCustomer('periods');
    const sub = await subscribe(customer.id);
    await confirm(latestInvoice(sub).confirmation_secret?.client_secret ?? '', cards.visa);

    const invoice = await stripe.invoices.retrieve(latestInvoice(sub).id);

    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    expect(invoice.billing_reason).toBe('subscription_create');
    expect(invoice.period_start).toBe(invoice.period_end);
    expect(invoice.period_end).toBe(invoice.created);
    expect(subscriptionLine(invoice).period).toEqual({
      start: item.current_period_start,
      end: item.current_period_end,
    });
    expect(
      subscriptionLine(invoice).period.end - subscriptionLine(invoice).period.start,
    ).toBeGreaterThanOrEqual(28 * DAY);
  });

  it('dates a trial’s first invoice by its trial: the line bills trial start to trial end', async () => {
    const customer = await newCustomer('trial-periods');
    const sub = await subscribe(customer.id, { trial: true });

    const invoice = latestInvoice(sub);

    expect(invoice.period_start).toBe(invoice.period_end);
    expect(subscriptionLine(invoice).period).toEqual({
      start: sub.trial_start,
      end: sub.trial_end,
    });
  });

  it.skipIf(onStripe)(
    'dates a renewal as Stripe does: its window is the period just ended, its line the new one',
    async () => {
      const customer = await newCustomer('renewal-periods');
      const sub = await subscribe(customer.id);
      await confirm(latestInvoice(sub).confirmation_secret?.client_secret ?? '', cards.visa);
      const first = sub.items.data[0] as Stripe.SubscriptionItem;

      await advance(first.current_period_end - (standIn?.clock.now() ?? 0) + 60);

      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      const renewal = latestInvoice(after);
      const item = after.items.data[0] as Stripe.SubscriptionItem;
      expect(renewal).toMatchObject({
        billing_reason: 'subscription_cycle',
        status: 'paid',
        period_start: first.current_period_start,
        period_end: first.current_period_end,
      });
      expect(subscriptionLine(renewal).period).toEqual({
        start: first.current_period_end,
        end: item.current_period_end,
      });
    },
  );

  describe('expand', () => {
    const cannotExpand = (property: string) => ({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: expect.stringMatching(
        new RegExp(`^This property cannot be expanded \\(${property}\\)\\.`),
      ),
    });

    it('refuses a path that is not there, or not an object to expand, with 400', async () => {
      const customer = await newCustomer('expand');

      await expect(
        stripe.customers.retrieve(customer.id, { expand: ['nope'] }),
      ).rejects.toMatchObject(cannotExpand('nope'));
      await expect(
        stripe.customers.retrieve(customer.id, { expand: ['metadata'] }),
      ).rejects.toMatchObject(cannotExpand('metadata'));
      await expect(
        stripe.subscriptions.list({ customer: customer.id, expand: ['data.latest_invoice.nope'] }),
      ).rejects.toMatchObject(cannotExpand('nope'));
      await expect(
        stripe.invoices.list({
          customer: customer.id,
          expand: ['data.payments.data.payment.payment_intent.latest_charge'],
        }),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: 'You cannot expand more than 4 levels of a property.',
      });
    });

    it('expands what the app asks for, a null reference included', async () => {
      const customer = await newCustomer('expand-ok');
      const sub = await subscribe(customer.id);
      await confirm(latestInvoice(sub).confirmation_secret?.client_secret ?? '', cards.visa);

      const listed = await stripe.subscriptions.list({
        customer: customer.id,
        status: 'all',
        expand: ['data.latest_invoice.confirmation_secret', 'data.pending_setup_intent'],
      });
      const invoice = await stripe.invoices.retrieve(latestInvoice(sub).id, {
        expand: ['payments'],
      });

      const [only] = listed.data;
      expect(only?.pending_setup_intent).toBeNull();
      expect(latestInvoice(only as Stripe.Subscription).confirmation_secret?.type).toBe(
        'payment_intent',
      );
      expect(invoice.payments?.object).toBe('list');
      expect(invoice.payments?.data).toHaveLength(1);
      expect(invoice.payments?.data[0]).toMatchObject({
        object: 'invoice_payment',
        status: 'paid',
        amount_paid: 1000,
        payment: { type: 'payment_intent' },
      });
      const plain = await stripe.invoices.retrieve(latestInvoice(sub).id);
      expect(plain).not.toHaveProperty('payments');
    });
  });

  it('refuses a secret key that is not the account’s with 401', async () => {
    const wrong = onStripe
      ? new Stripe('sk_test_wrong')
      : new Stripe('sk_test_wrong', { host: '127.0.0.1', port: standIn?.port, protocol: 'http' });

    await expect(
      wrong.customers.create({ email: `wrong-${runId}@example.com` }),
    ).rejects.toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
  });

  it.skipIf(onStripe)('cancels at period end when the clock gets there', async () => {
    const customer = await newCustomer('cancel');
    const sub = await subscribe(customer.id);
    await confirm(latestInvoice(sub).confirmation_secret?.client_secret ?? '', cards.visa);
    const canceling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const periodEnd = (canceling.items.data[0] as Stripe.SubscriptionItem).current_period_end;
    expect(canceling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: periodEnd,
    });

    const clock = await advance(periodEnd - (standIn?.clock.now() ?? 0) + 1);

    expect(clock.applied).toBeGreaterThan(0);
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.status).toBe('canceled');
    expect(after.ended_at).toBe(periodEnd);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
  });

  it('cancels at once with DELETE, and lists by status', async () => {
    const customer = await newCustomer('delete');
    const sub = await subscribe(customer.id, { trial: true });
    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).not.toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map(
        (s) => s.id,
      ),
    ).toEqual([sub.id]);
  });

  it('replays an idempotent request, refuses the key with other parameters, and makes one object for two at once', async () => {
    const key = `contract-${randomUUID()}`;
    const first = await stripe.customers.create(
      { email: `idem-${runId}@example.com` },
      { idempotencyKey: key },
    );
    const replay = await stripe.customers.create(
      { email: `idem-${runId}@example.com` },
      { idempotencyKey: key },
    );
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(
      stripe.customers.create({ email: `other-${runId}@example.com` }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });

    const concurrentKey = `contract-${randomUUID()}`;
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        stripe.customers.create(
          { email: `race-${runId}@example.com` },
          { idempotencyKey: concurrentKey },
        ),
      ),
    );
    const ids = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : [])));
    expect(ids.size).toBe(1);
    if (!onStripe) expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('pages lists with limit and starting_after', async () => {
    const product = await stripe.products.create({ name: 'Paging' });
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        (
          await stripe.prices.create({
            product: product.id,
            unit_amount: 100 + i,
            currency: 'usd',
            recurring: { interval: 'month' },
          })
        ).id,
      );
    }
    const first = await stripe.prices.list({ product: product.id, limit: 2 });
    expect(first.object).toBe('list');
    expect(first.has_more).toBe(true);
    expect(first.data.map((p) => p.id)).toEqual([made[2], made[1]]);
    const second = await stripe.prices.list({
      product: product.id,
      limit: 2,
      starting_after: first.data[1]?.id,
    });
    expect(second.data.map((p) => p.id)).toEqual([made[0]]);
    expect(second.has_more).toBe(false);
    const all = await stripe.prices
      .list({ product: product.id, limit: 1 })
      .autoPagingToArray({ limit: 10 });
    expect(all.map((p) => p.id)).toEqual([...made].reverse());
  });

  describe.skipIf(onStripe)('webhooks (stand-in to a loopback receiver)', () => {
    it('retries a delivery answered 500, in order, and every delivery verifies', async () => {
      await standIn?.webhooks.idle();
      receiver?.failNextDeliveries(1);
      const customer = await newCustomer('hook');

      await standIn?.webhooks.idle(30_000);

      const forCustomer = (receiver?.deliveries ?? [])
        .filter((d) => d.type === 'customer.created')
        .slice(-2);
      expect(forCustomer.map((d) => d.answered)).toEqual([500, 200]);
      expect(forCustomer[0]?.id).toBe(forCustomer[1]?.id);
      expect((forCustomer[1]?.at ?? 0) - (forCustomer[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
      const event = await stripe.events.retrieve(forCustomer[0]?.id ?? '');
      expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
      expect(receiver?.forged).toEqual([]);
    });

    it('delivered every event made, once each, in the order made', async () => {
      await standIn?.webhooks.idle(30_000);
      const made = (await stripe.events.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 }))
        .reverse()
        .map((e) => e.id);
      const delivered = (receiver?.deliveries ?? [])
        .filter((d) => d.answered === 200)
        .map((d) => d.id);
      expect(delivered).toEqual(made);
      const types = new Set((receiver?.deliveries ?? []).map((d) => d.type));
      for (const type of [
        'customer.created',
        'customer.updated',
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'customer.subscription.trial_will_end',
        'invoice.created',
        'invoice.finalized',
        'invoice.paid',
        'invoice.payment_succeeded',
        'invoice.payment_failed',
        'invoice.upcoming',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'setup_intent.succeeded',
        'payment_method.attached',
      ]) {
        expect(types, type).toContain(type);
      }
    });
  });
});
