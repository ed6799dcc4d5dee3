/**
 * The Stripe stand-in's contract for customers, prices and requests themselves, through the real
 * `stripe` SDK: errors and keys, `expand` (a path Stripe cannot follow is a 400), idempotency
 * keys and paged lists. The shared setup is in stripe-contract-harness.ts.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cards, onStripe, startStripeContract } from './stripe-contract-harness';

const { stripe, standIn, runId, monthly, annual, confirm, newCustomer, subscribe, latestInvoice } =
  await startStripeContract();

describe('Stripe stand-in contract: customers, prices and requests (real stripe SDK)', () => {
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
});
