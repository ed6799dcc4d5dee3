/**
 * Plans and billing end to end: the real handlers behind the local gateway, DynamoDB Local,
 * cognito-local, and the Stripe stand-in the real `stripe` SDK talks to. Cards are confirmed as
 * the browser confirms them; the plan changes only once Stripe's signed webhook has gone through
 * the bus and the billing consumer into the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '@shop-scanner/shared/messages';
import type { App } from '../../local/src/local-stack';
import { startTestApp, type Json } from '../../local/test/stack';
import { confirmWithCard, eventually, standInClient, testCards } from './support/billing';
import { billingKit, DAY } from './support/billing-kit';

let app: App;
const stripeUrl = () => app.stripe.url;
const { api, signedInUser, subscription, settled, startCheckout, subscribedUser, advanceClock } =
  billingKit(() => app);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('upgrading', () => {
  it('with a good card makes the plan premium, with unlimited scans, once Stripe says so', async () => {
    // Prepare
    const { token } = await signedInUser();

    // Act
    const checkout = await startCheckout(token, 'premium');
    const beforeConfirming = await subscription(token);
    const confirmed = await confirmWithCard(stripeUrl(), checkout.clientSecret, testCards.visa);
    const after = await eventually(
      () => subscription(token),
      (s) => s.planId === 'premium',
    );

    // Assess: a first subscription starts with the 7-day trial, its card saved by a setup.
    expect(checkout).toMatchObject({
      planId: 'premium',
      intentType: 'setup',
      amountDue: 0,
      amount: 1000,
      currency: 'usd',
    });
    expect(beforeConfirming.planId).toBe('free');
    expect(confirmed.body.status).toBe('succeeded');
    expect(after).toMatchObject({
      planId: 'premium',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      remaining: { scan: null, storeAnalysis: null, crossPlatformSearch: null },
    });
    expect(Date.parse(after.trialEnd) - Date.now()).toBeGreaterThan(6.9 * DAY * 1000);
    const scans = await Promise.all(
      ['4006381333931', '5901234123457', '96385074'].map((code) =>
        api('GET', `/api/products/barcode/${code}`, { token }),
      ),
    );
    expect(scans.map((s) => s.status)).not.toContain(429);
  });

  it('shows the paid plan on the profile too (GET /auth/me), from the one subscription', async () => {
    const { token } = await subscribedUser('annual');

    const me = await api('GET', '/auth/me', { token });

    expect(me.body.plan).toBe('annual');
  });

  it("through the spec's upgrade call answers the subscription with where to check out", async () => {
    const { token } = await signedInUser();

    const { status, body } = await api('POST', '/api/subscription/upgrade', {
      token,
      body: { planId: 'annual' },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      planId: 'free',
      checkoutUrl: '/pricing?checkout=annual',
      checkout: { planId: 'annual', amount: 10200 },
    });
  });

  it('twice at once (a double click) makes one customer and one checkout', async () => {
    const { token } = await signedInUser();

    const [a, b] = await Promise.all([
      startCheckout(token, 'annual'),
      startCheckout(token, 'annual'),
    ]);

    expect(a.checkoutId).toBe(b.checkoutId);
    expect(a.clientSecret).toBe(b.clientSecret);
  });

  it.each([
    [testCards.declined, 'Your card was declined.'],
    [testCards.insufficientFunds, 'Your card has insufficient funds.'],
  ])('with card %s keeps the user free and says %s', async (card, message) => {
    const { token } = await signedInUser();
    const checkout = await startCheckout(token, 'premium');

    const confirmed = await confirmWithCard(stripeUrl(), checkout.clientSecret, card);
    await settled();

    expect(confirmed.status).toBe(402);
    expect(confirmed.body.error).toMatchObject({ type: 'card_error', message });
    expect(await subscription(token)).toMatchObject({ planId: 'free', remaining: { scan: 2 } });
    const attempts = (await api('GET', '/api/billing/payment-attempts', { token })).body;
    expect(attempts).toEqual([
      expect.objectContaining({ outcome: 'failed', failureMessage: message }),
    ]);
  });

  it("refuses an amount that is not the plan's price, and a plan already held", async () => {
    const { token } = await subscribedUser('premium');

    const cheap = await api('POST', '/api/payments/create-intent', {
      token,
      body: { planId: 'annual', amount: 100, currency: 'usd' },
    });
    const again = await api('POST', '/api/subscriptions/create-checkout-session', {
      token,
      body: { planId: 'premium' },
    });

    expect(cheap).toMatchObject({
      status: 400,
      body: { fieldErrors: { amount: [billingMessages.amountMismatch] } },
    });
    expect(again).toMatchObject({ status: 409, body: { message: billingMessages.alreadyOnPlan } });
    const other = await api('POST', '/api/subscription/upgrade', {
      token,
      body: { planId: 'annual' },
    });
    expect(other).toMatchObject({ status: 409, body: { message: billingMessages.otherPaidPlan } });
  });
});

describe('the subscription over time', () => {
  it('charges at the trial end, renews, and announces both', async () => {
    const { token } = await subscribedUser('premium');

    await advanceClock(7 * DAY + 60);
    const afterTrial = await eventually(
      () => subscription(token),
      (s) => s.status === 'active',
    );
    await advanceClock(31 * DAY);
    const invoices = await api('GET', '/api/billing/invoices', { token });
    const notifications = await api('GET', '/api/notifications', { token });

    expect(afterTrial).toMatchObject({ planId: 'premium', trialEnd: null });
    const paid = invoices.body.filter((i: Json) => i.status === 'paid' && i.amount_paid === 1000);
    expect(paid).toHaveLength(2);
    // Each bill says what it pays for: the trial's end bills the first month, the renewal the
    // next. Stripe's own window of each looks back one period (the trial, then the first month).
    const [renewal, firstMonth] = paid as [Json, Json];
    const trial = invoices.body.find((i: Json) => i.amount_due === 0);
    expect(trial.service_period).toEqual({ start: trial.created, end: firstMonth.created });
    expect(firstMonth.service_period.start).toBe(firstMonth.created);
    expect(firstMonth).toMatchObject({
      period_start: trial.created,
      period_end: firstMonth.created,
    });
    expect(renewal.service_period.start).toBe(firstMonth.service_period.end);
    expect(renewal).toMatchObject({
      period_start: firstMonth.service_period.start,
      period_end: firstMonth.service_period.end,
    });
    const events = notifications.body.map((n: Json) => n.event);
    expect(events).toContain('subscription_updated');
    expect(events.filter((e: string) => e === 'invoice_paid')).toHaveLength(2);
    expect(events).toContain('invoice_upcoming');
  });

  it('goes past due when a renewal fails, and Pay Now with a good card pays the open invoice', async () => {
    const { token } = await subscribedUser('premium', testCards.failsLater);

    await advanceClock(7 * DAY + 60);
    const pastDue = await eventually(
      () => subscription(token),
      (s) => s.status === 'past_due',
    );
    const invoices = (await api('GET', '/api/billing/invoices', { token })).body;
    const open = invoices.find((i: Json) => i.status === 'open');
    const attempts = (await api('GET', '/api/billing/payment-attempts', { token })).body;
    const notices = (await api('GET', '/api/notifications', { token })).body.map(
      (n: Json) => n.event,
    );

    expect(pastDue.remaining.scan).toBeNull();
    expect(open).toMatchObject({ amount_due: 1000, hosted_invoice_url: expect.any(String) });
    expect(attempts[0]).toMatchObject({
      outcome: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(notices).toContain('invoice_payment_failed');

    // Pay Now: the hosted invoice page confirms the invoice's payment with a new card.
    const withSecret = await standInClient(app).invoices.retrieve(open.id, {
      expand: ['confirmation_secret'],
    });
    const secret = withSecret.confirmation_secret?.client_secret ?? '';
    const paid = await confirmWithCard(stripeUrl(), secret, testCards.visa);
    const active = await eventually(
      () => subscription(token),
      (s) => s.status === 'active',
    );

    expect(paid.body.status).toBe('succeeded');
    expect(active.planId).toBe('premium');
    const after = (await api('GET', '/api/billing/invoices', { token })).body;
    expect(after.find((i: Json) => i.id === open.id).status).toBe('paid');
  });

  it('cancels at the period end, keeps access until then, then is free again', async () => {
    const { token } = await subscribedUser('annual');

    const canceled = await api('POST', '/api/subscription/cancel', { token });
    await settled();
    const expiring = await subscription(token);
    await advanceClock(8 * DAY);
    const ended = await eventually(
      () => subscription(token),
      (s) => s.planId === 'free',
    );
    const notices = (await api('GET', '/api/notifications', { token })).body.map(
      (n: Json) => n.event,
    );

    expect(canceled).toMatchObject({
      status: 200,
      body: { planId: 'annual', cancelAtPeriodEnd: true },
    });
    expect(expiring).toMatchObject({
      planId: 'annual',
      cancelAtPeriodEnd: true,
      remaining: { scan: null },
    });
    expect(ended).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      remaining: { scan: 2 },
    });
    expect(notices).toContain('subscription_canceled');
  });

  it('reactivates before the period ends', async () => {
    const { token } = await subscribedUser('premium');
    await api('POST', '/api/subscription/cancel', { token });
    await settled();

    const reactivated = await api('POST', '/api/subscription/reactivate', { token });
    await settled();

    expect(reactivated.body.cancelAtPeriodEnd).toBe(false);
    expect(await subscription(token)).toMatchObject({
      planId: 'premium',
      cancelAtPeriodEnd: false,
    });
  });

  it('downgrades to free at once', async () => {
    const { token } = await subscribedUser('premium');

    const downgraded = await api('POST', '/api/subscription/downgrade', { token });
    await settled();

    expect(downgraded.body.planId).toBe('free');
    expect(await subscription(token)).toMatchObject({ planId: 'free', remaining: { scan: 2 } });
    expect((await api('POST', '/api/subscription/downgrade', { token })).status).toBe(409);
  });
});

describe('payment methods and invoices', () => {
  it('lists, adds, makes default and removes cards, never the only one of a renewing plan', async () => {
    const { token } = await subscribedUser('premium');
    const first = (await api('GET', '/api/payment-methods', { token })).body;

    const onlyOne = await api('DELETE', `/api/payment-methods/${first[0].id}`, { token });
    const { body: setup } = await api('POST', '/api/payment-methods/setup-intent', { token });
    await confirmWithCard(stripeUrl(), setup.clientSecret, '5555555555554444');
    const two = (await api('GET', '/api/payment-methods', { token })).body;
    const added = two.find((m: Json) => m.id !== first[0].id);
    const madeDefault = await api('POST', `/api/payment-methods/${added.id}/set-default`, {
      token,
    });
    const removed = await api('DELETE', `/api/payment-methods/${first[0].id}`, { token });
    const left = (await api('GET', '/api/payment-methods', { token })).body;

    expect(first).toEqual([
      {
        id: expect.any(String),
        is_default: true,
        card: expect.objectContaining({ last4: '4242' }),
      },
    ]);
    expect(onlyOne).toMatchObject({
      status: 409,
      body: { message: billingMessages.onlyPaymentMethod },
    });
    expect(two).toHaveLength(2);
    expect(madeDefault.body.find((m: Json) => m.id === added.id).is_default).toBe(true);
    expect(removed.status).toBe(204);
    expect(left).toEqual([expect.objectContaining({ id: added.id, is_default: true })]);
  });

  it('streams an invoice as a PDF named invoice-{id}.pdf', async () => {
    const { token } = await subscribedUser('premium');
    await advanceClock(7 * DAY + 60);
    const invoice = (await api('GET', '/api/billing/invoices', { token })).body.find(
      (i: Json) => i.amount_paid > 0,
    );

    const response = await fetch(`${app.url}${invoice.invoice_pdf}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.id}.pdf"`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("keeps each user's cards and invoices their own (404 for another's)", async () => {
    const a = await subscribedUser('premium');
    await advanceClock(7 * DAY + 60);
    const b = await signedInUser();
    const method = (await api('GET', '/api/payment-methods', { token: a.token })).body[0];
    const invoice = (await api('GET', '/api/billing/invoices', { token: a.token })).body[0];

    const attempts = await Promise.all([
      api('DELETE', `/api/payment-methods/${method.id}`, { token: b.token }),
      api('POST', `/api/payment-methods/${method.id}/set-default`, { token: b.token }),
      api('GET', `/api/billing/invoices/${invoice.id}/download`, { token: b.token }),
    ]);

    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404]);
    expect((await api('GET', '/api/payment-methods', { token: b.token })).body).toEqual([]);
    expect((await api('GET', '/api/billing/invoices', { token: b.token })).body).toEqual([]);
    expect((await api('GET', '/api/payment-methods', { token: a.token })).body).toHaveLength(1);
  });

  it.each([
    ['/api/payment-methods/not-an-id', 'DELETE'],
    ['/api/billing/invoices/pm_123/download', 'GET'],
  ])('answers 400 for a malformed id (%s)', async (path, method) => {
    const { token } = await signedInUser();
    expect((await api(method, path, { token })).status).toBe(400);
  });
});
