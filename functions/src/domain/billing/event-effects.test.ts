import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../lib/stripe';
import {
  customerOfEvent,
  eventEffects,
  subscriptionChangeNotifications,
  subscriptionOfEvent,
} from './event-effects';
import type { SubscriptionMirror } from './subscription-mirror';

const event = (type: string, object: Record<string, unknown>, id = 'evt_1'): Stripe.Event =>
  ({ id, type, created: 1_790_000_000, data: { object } }) as unknown as Stripe.Event;

const mirror = (overrides: Partial<SubscriptionMirror> = {}): SubscriptionMirror => ({
  planId: 'annual',
  status: 'active',
  currentPeriodStart: '2026-09-21T14:13:20.000Z',
  currentPeriodEnd: '2027-09-21T14:13:20.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  stripeSubscriptionId: 'sub_1',
  stripeCustomerId: 'cus_1',
  subscriptionCreated: 1,
  entitled: true,
  ...overrides,
});
const at = '2026-09-21T14:13:20.000Z';

describe('notifications of a subscription change', () => {
  it('announce the activation once per subscription (the id names it)', () => {
    const first = subscriptionChangeNotifications(undefined, mirror(), at);
    const again = subscriptionChangeNotifications(
      { entitled: false, cancelAtPeriodEnd: false, stripeSubscriptionId: 'sub_1' },
      mirror(),
      at,
    );

    expect(first).toEqual([
      {
        id: 'activated-sub_1',
        event: 'subscription_updated',
        at,
        data: { planId: 'annual', status: 'active' },
      },
    ]);
    expect(again.map((n) => n.id)).toEqual(['activated-sub_1']);
  });

  it('say nothing when nothing the shopper sees changed', () => {
    const before = { entitled: true, cancelAtPeriodEnd: false, stripeSubscriptionId: 'sub_1' };
    expect(subscriptionChangeNotifications(before, mirror(), at)).toEqual([]);
  });

  it('warn of a cancel at the period end, with the date access ends', () => {
    const before = { entitled: true, cancelAtPeriodEnd: false, stripeSubscriptionId: 'sub_1' };
    const [n] = subscriptionChangeNotifications(before, mirror({ cancelAtPeriodEnd: true }), at);

    expect(n).toMatchObject({
      event: 'subscription_canceled',
      data: { date: '2027-09-21T14:13:20.000Z' },
    });
  });

  it('say when the plan ended and the free plan applies', () => {
    const before = { entitled: true, cancelAtPeriodEnd: true, stripeSubscriptionId: 'sub_1' };
    const [n] = subscriptionChangeNotifications(
      before,
      mirror({ status: 'canceled', entitled: false }),
      at,
    );

    expect(n).toMatchObject({ event: 'subscription_updated', data: { planId: 'free' } });
  });
});

describe('effects of payment and invoice events', () => {
  it("record a declined payment with Stripe's message, once per event", () => {
    const failed = event(
      'payment_intent.payment_failed',
      {
        object: 'payment_intent',
        id: 'pi_1',
        amount: 10200,
        currency: 'usd',
        customer: 'cus_1',
        last_payment_error: { message: 'Your card was declined.' },
      },
      'evt_9',
    );

    const effects = eventEffects(failed);

    expect(effects.attempts).toEqual([
      {
        id: 'pi_1-evt_9',
        at: '2026-09-21T14:13:20.000Z',
        outcome: 'failed',
        amount: 10200,
        currency: 'usd',
        failureMessage: 'Your card was declined.',
        invoiceId: null,
      },
    ]);
    expect(effects.notifications[0]).toMatchObject({
      event: 'payment_failed',
      data: { failureMessage: 'Your card was declined.' },
    });
  });

  it("announce a paid invoice, but not a trial's $0 one", () => {
    const paid = event('invoice.paid', {
      object: 'invoice',
      id: 'in_1',
      amount_paid: 1000,
      currency: 'usd',
    });
    const trial = event('invoice.paid', {
      object: 'invoice',
      id: 'in_2',
      amount_paid: 0,
      currency: 'usd',
    });

    expect(eventEffects(paid).notifications).toMatchObject([
      { event: 'invoice_paid', data: { amount: 1000 } },
    ]);
    expect(eventEffects(trial).notifications).toEqual([]);
  });

  it('give an upcoming invoice its amount and due date', () => {
    const upcoming = event('invoice.upcoming', {
      object: 'invoice',
      id: 'in_3',
      amount_due: 1000,
      currency: 'usd',
      next_payment_attempt: 1_790_604_800,
      period_end: 1_790_000_000,
    });

    expect(eventEffects(upcoming).notifications[0]).toMatchObject({
      event: 'invoice_upcoming',
      data: { amount: 1000, date: '2026-09-28T14:13:20.000Z' },
    });
  });

  it('find the customer and the subscription an event is about', () => {
    const sub = event('customer.subscription.updated', {
      object: 'subscription',
      id: 'sub_7',
      customer: 'cus_7',
    });
    expect(customerOfEvent(sub)).toBe('cus_7');
    expect(subscriptionOfEvent(sub)).toBe('sub_7');
    expect(
      subscriptionOfEvent(event('invoice.paid', { object: 'invoice', id: 'in_1' })),
    ).toBeUndefined();
  });
});
