/**
 * The Stripe stand-in's contract for subscriptions and their invoices, through the real `stripe`
 * SDK: trials, renewals and failed renewals on the stand-in's clock, cancellation, how invoices
 * are dated, and the webhooks all of it makes. Two behaviours that only Stripe itself would
 * otherwise reveal are pinned here: a trial's saved card is nobody's default until the app sets it
 * (Stripe saves a default when a payment succeeds, and a trial has none); and an invoice's
 * period_start–period_end is its window for adding items, looking back one period, while its
 * line's period is the service billed. The shared setup is in stripe-contract-harness.ts.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cards, DAY, onStripe, startStripeContract } from './stripe-contract-harness';

const {
  stripe,
  standIn,
  receiver,
  runId,
  monthly,
  confirm,
  newCustomer,
  subscribe,
  latestInvoice,
  advance,
} = await startStripeContract();

describe('Stripe stand-in contract: subscriptions, invoices and webhooks (real stripe SDK)', () => {
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
