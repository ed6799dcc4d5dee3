/**
 * A checkout the shopper leaves bills nothing, ever: against the Stripe stand-in the real SDK
 * talks to, with its clock moved past the trial, and through the webhooks into the table.
 * Also: a trial starts from the card the page saved (its own confirmation, or the webhook).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../local/src/local-stack';
import { startTestApp, type Json } from '../../local/test/stack';
import { confirmWithCard, standInClient, testCards } from './support/billing';
import { billingKit, DAY } from './support/billing-kit';

let app: App;
const { api, signedInUser, subscription, settled, startCheckout, subscribedUser, advanceClock } =
  billingKit(() => app);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The Stripe customer a checkout belongs to (its SetupIntent's or its subscription's). */
const customerOf = async (checkout: Json): Promise<string> => {
  const stripe = standInClient(app);
  const id = checkout.checkoutId as string;
  const owner = id.startsWith('seti_')
    ? await stripe.setupIntents.retrieve(id)
    : await stripe.subscriptions.retrieve(id);
  return owner.customer as string;
};

/** What Stripe holds for a customer: subscriptions, invoices and SetupIntents. */
const atStripe = async (customer: string) => {
  const stripe = standInClient(app);
  const [subscriptions, invoices, setupIntents] = await Promise.all([
    stripe.subscriptions.list({ customer, status: 'all' }),
    stripe.invoices.list({ customer }),
    stripe.setupIntents.list({ customer }),
  ]);
  return {
    subscriptions: subscriptions.data,
    invoices: invoices.data,
    setupIntents: setupIntents.data,
  };
};

const abandon = (token: string, checkoutId: string) =>
  api('POST', '/api/subscriptions/checkout/abandon', { token, body: { checkoutId } });

describe('a trial checkout the shopper leaves', () => {
  it('closed at once: nothing at Stripe bills, nothing after the trial, and the trial is still offered', async () => {
    // Prepare
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'premium');

    // Act
    const closed = await abandon(token, checkout.checkoutId);
    await settled();
    await advanceClock(8 * DAY);
    const again = await startCheckout(token, 'premium');

    // Assess
    expect(checkout).toMatchObject({ intentType: 'setup', subscriptionId: null });
    expect(closed).toMatchObject({ status: 200, body: { outcome: 'abandoned' } });
    const stripe = await atStripe(await customerOf(checkout));
    expect(stripe.subscriptions).toEqual([]);
    expect(stripe.invoices).toEqual([]);
    expect(stripe.setupIntents.find((i) => i.id === checkout.checkoutId)?.status).toBe('canceled');
    expect((await api('GET', '/api/billing/invoices', { token })).body).toEqual([]);
    expect((await api('GET', '/api/notifications', { token })).body).toEqual([]);
    expect(await subscription(token)).toMatchObject({ planId: 'free', remaining: { scan: 2 } });
    expect(again).toMatchObject({ intentType: 'setup', amountDue: 0 });
    expect(again.checkoutId).not.toBe(checkout.checkoutId);
  });

  it('never closed (the tab shut): past the trial there is still no subscription and no invoice', async () => {
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'annual');

    await advanceClock(8 * DAY);

    const stripe = await atStripe(await customerOf(checkout));
    expect(stripe.subscriptions).toEqual([]);
    expect(stripe.invoices).toEqual([]);
    expect(await subscription(token)).toMatchObject({ planId: 'free' });
    // Opened again, the same unfinished checkout is offered, not a second one.
    expect((await startCheckout(token, 'annual')).checkoutId).toBe(checkout.checkoutId);
  });

  it('after a declined card, then closed: the declined attempt is recorded, nothing is billed', async () => {
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'premium');
    const declined = await confirmWithCard(
      app.stripe.url,
      checkout.clientSecret,
      testCards.declined,
    );

    await abandon(token, checkout.checkoutId);
    await advanceClock(8 * DAY);

    expect(declined.status).toBe(402);
    expect((await atStripe(await customerOf(checkout))).invoices).toEqual([]);
    expect(await subscription(token)).toMatchObject({ planId: 'free' });
  });

  it("refuses another shopper's checkout as not found", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const checkout = await startCheckout(owner.token, 'premium');
    await startCheckout(other.token, 'premium');

    const closed = await abandon(other.token, checkout.checkoutId);

    expect(closed.status).toBe(404);
    const intent = (await atStripe(await customerOf(checkout))).setupIntents[0];
    expect(intent?.status).toBe('requires_payment_method');
  });

  it('refuses an id that is not a checkout with the failing field', async () => {
    const { token } = await signedInUser();

    const closed = await abandon(token, 'cus_123; DROP');

    expect(closed.status).toBe(400);
    expect(closed.body.fieldErrors).toHaveProperty('checkoutId');
  });
});

describe('a paid checkout the shopper leaves', () => {
  it('cancels the unpaid subscription: its invoice is void, Billing History and the table show nothing', async () => {
    // Prepare: a shopper whose trial is spent pays at once on the next checkout.
    const { token } = await subscribedUser('premium');
    await api('POST', '/api/subscription/downgrade', { token });
    await settled();
    const checkout = await startCheckout(token, 'annual');

    // Act
    const closed = await abandon(token, checkout.checkoutId);
    await settled();
    await advanceClock(2 * DAY);

    // Assess
    expect(checkout).toMatchObject({ intentType: 'payment', amountDue: 10200 });
    expect(closed.body).toEqual({ outcome: 'abandoned' });
    const stripe = await atStripe(await customerOf(checkout));
    const annual = stripe.subscriptions.find((s) => s.id === checkout.checkoutId);
    expect(annual?.status).toBe('canceled');
    const invoice = stripe.invoices.find((i) => i.amount_due === 10200);
    expect(invoice?.status).toBe('void');
    const history = (await api('GET', '/api/billing/invoices', { token })).body as Json[];
    expect(history.map((i) => i.amount_due)).not.toContain(10200);
    expect(await subscription(token)).toMatchObject({ planId: 'free' });
  });

  it('once paid, is not undone by a late close', async () => {
    const { token } = await subscribedUser('premium');
    await api('POST', '/api/subscription/downgrade', { token });
    await settled();
    const checkout = await startCheckout(token, 'premium');
    await confirmWithCard(app.stripe.url, checkout.clientSecret, testCards.visa);

    const closed = await abandon(token, checkout.checkoutId);
    await settled();

    expect(closed.body).toEqual({ outcome: 'already-finished' });
    expect(await subscription(token)).toMatchObject({ planId: 'premium', status: 'active' });
  });
});

describe('a trial starts from the saved card', () => {
  it("by the page's own confirmation, with the card as the subscription's and the customer's default, once", async () => {
    // Prepare: the webhooks held back, so only the page's call can start the trial.
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'premium');
    await fetch(`${app.stripe.url}/_admin/webhooks/pause`, { method: 'POST' });
    try {
      await confirmWithCard(app.stripe.url, checkout.clientSecret, testCards.visa);

      // Act
      const [first, second] = await Promise.all([
        api('POST', '/api/subscriptions/checkout/complete', {
          token,
          body: { checkoutId: checkout.checkoutId },
        }),
        api('POST', '/api/subscriptions/checkout/complete', {
          token,
          body: { checkoutId: checkout.checkoutId },
        }),
      ]);

      // Assess
      expect(first.body).toMatchObject({ outcome: 'started' });
      expect(second.body.subscriptionId).toBe(first.body.subscriptionId);
    } finally {
      await fetch(`${app.stripe.url}/_admin/webhooks/resume`, { method: 'POST' });
    }
    await settled();
    const stripe = await atStripe(await customerOf(checkout));
    expect(stripe.subscriptions).toHaveLength(1);
    const [trial] = stripe.subscriptions;
    expect(trial).toMatchObject({ status: 'trialing' });
    const card = stripe.setupIntents[0]?.payment_method;
    expect(trial?.default_payment_method).toBe(card);
    const customer = await standInClient(app).customers.retrieve(trial?.customer as string);
    expect(customer).toMatchObject({ invoice_settings: { default_payment_method: card } });
    expect(await subscription(token)).toMatchObject({ planId: 'premium', status: 'trialing' });

    // The trial spent: the next checkout pays at once.
    await api('POST', '/api/subscription/downgrade', { token });
    await settled();
    expect((await startCheckout(token, 'annual')).intentType).toBe('payment');
  });

  it('once only: a second checkout finished in another tab starts no second subscription', async () => {
    // Prepare: Premium opened in one tab, Annual in another, both before either was finished.
    const { token } = await signedInUser();
    const premium = await startCheckout(token, 'premium');
    const annual = await startCheckout(token, 'annual');

    // Act
    await confirmWithCard(app.stripe.url, premium.clientSecret, testCards.visa);
    await settled();
    await confirmWithCard(app.stripe.url, annual.clientSecret, testCards.visa);
    const second = await api('POST', '/api/subscriptions/checkout/complete', {
      token,
      body: { checkoutId: annual.checkoutId },
    });
    await settled();

    // Assess
    expect(second.body).toMatchObject({ outcome: 'already-subscribed' });
    const stripe = await atStripe(await customerOf(premium));
    expect(stripe.subscriptions).toHaveLength(1);
    expect(await subscription(token)).toMatchObject({ planId: 'premium', status: 'trialing' });
  });

  it('is charged at its end to the saved card', async () => {
    const { token } = await subscribedUser('premium');

    await advanceClock(7 * DAY + 60);

    const paid = (await api('GET', '/api/billing/invoices', { token })).body as Json[];
    expect(paid.filter((i) => i.status === 'paid' && i.amount_paid === 1000)).toHaveLength(1);
    expect(await subscription(token)).toMatchObject({ planId: 'premium', status: 'active' });
  });
});

describe('a trial without a card, left by an older checkout', () => {
  it('is canceled before it ends and never invoiced', async () => {
    // Prepare: what checkouts made before trials waited for the card: trialing, no card.
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'premium');
    const stripe = standInClient(app);
    const me = (await api('GET', '/auth/me', { token })).body as Json;
    const customer = await customerOf(checkout);
    const product = await stripe.products.create({ name: 'Shop Scanner Premium (older)' });
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 1000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const legacy = await stripe.subscriptions.create({
      customer,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      trial_period_days: 7,
      metadata: { userId: me.id, planId: 'premium' },
    });

    // Act: past the warning Stripe sends 3 days before the trial ends, then past the end.
    await advanceClock(5 * DAY);
    await advanceClock(3 * DAY);

    // Assess
    const after = await stripe.subscriptions.retrieve(legacy.id);
    expect(after.status).toBe('canceled');
    const invoices = await stripe.invoices.list({ subscription: legacy.id });
    expect(invoices.data.filter((i) => i.amount_due > 0)).toEqual([]);
    expect(await subscription(token)).toMatchObject({ planId: 'free' });
  });
});
