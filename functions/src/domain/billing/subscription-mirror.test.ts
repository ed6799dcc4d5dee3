import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../lib/stripe';
import {
  isEntitledStatus,
  mirrorOf,
  planOfSubscription,
  priceLookupKey,
} from './subscription-mirror';

const subscription = (overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    created: 1_790_000_000,
    cancel_at_period_end: false,
    trial_end: null,
    default_payment_method: 'pm_1',
    metadata: { planId: 'premium', userId: 'u1' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: 1_790_000_000,
          current_period_end: 1_792_592_000,
          price: { id: 'price_1', lookup_key: priceLookupKey('premium') },
        },
      ],
    },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('the subscription mirror', () => {
  it('keeps plan, status and the period that lives on the item (API 2025-03-31 and later)', () => {
    expect(mirrorOf(subscription())).toEqual({
      planId: 'premium',
      status: 'active',
      currentPeriodStart: '2026-09-21T14:13:20.000Z',
      currentPeriodEnd: '2026-10-21T14:13:20.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      subscriptionCreated: 1_790_000_000,
      entitled: true,
    });
  });

  it('finds the plan from the price lookup key when metadata is missing', () => {
    const s = subscription({ metadata: {} });
    expect(planOfSubscription(s)).toBe('premium');
  });

  it('does not entitle a trial until a card is saved', () => {
    const withoutCard = mirrorOf(
      subscription({ status: 'trialing', default_payment_method: null, trial_end: 1_790_604_800 }),
    );
    const withCard = mirrorOf(subscription({ status: 'trialing', trial_end: 1_790_604_800 }));

    expect(withoutCard).toMatchObject({ status: 'incomplete', entitled: false, trialEnd: null });
    expect(withCard).toMatchObject({
      status: 'trialing',
      entitled: true,
      trialEnd: '2026-09-28T14:13:20.000Z',
    });
  });

  it.each([
    ['incomplete', 'incomplete', false],
    ['incomplete_expired', 'canceled', false],
    ['canceled', 'canceled', false],
    ['unpaid', 'canceled', false],
    ['past_due', 'past_due', true],
  ] as const)('maps Stripe %s to %s (entitled: %s)', (stripeStatus, status, entitled) => {
    expect(mirrorOf(subscription({ status: stripeStatus }))).toMatchObject({ status, entitled });
    expect(isEntitledStatus(status)).toBe(entitled);
  });

  it('does not entitle a trial that ended without a card (an abandoned checkout)', () => {
    const abandoned = mirrorOf(subscription({ status: 'past_due', default_payment_method: null }));
    expect(abandoned).toMatchObject({ status: 'incomplete', entitled: false });
  });

  it('ignores a subscription of no plan of ours', () => {
    const foreign = subscription({ metadata: {} });
    (foreign.items.data[0] as { price: { lookup_key: string | null } }).price.lookup_key = 'other';
    expect(mirrorOf(foreign)).toBeUndefined();
  });
});
