import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../lib/stripe';
import {
  hadPaidOrCardedSubscription,
  isOpenPaymentCheckout,
  isOpenTrialCheckout,
  isTrialCheckoutOf,
  isTrialWithoutCard,
  trialCheckoutMetadata,
  trialCheckoutOf,
} from './checkout-rules';
import { eventEffects } from './event-effects';
import { isBill } from './invoice-rules';

const setupIntent = (overrides: Partial<Stripe.SetupIntent>): Stripe.SetupIntent =>
  ({
    id: 'seti_1',
    status: 'requires_payment_method',
    metadata: trialCheckoutMetadata({ userId: 'u1', planId: 'premium' }),
    ...overrides,
  }) as Stripe.SetupIntent;

const subscription = (overrides: Partial<Stripe.Subscription>): Stripe.Subscription =>
  ({
    id: 'sub_1',
    status: 'incomplete',
    default_payment_method: null,
    metadata: { userId: 'u1', planId: 'premium' },
    items: { data: [] },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('a trial checkout', () => {
  it("is known by its SetupIntent's metadata, and only a plan of ours", () => {
    expect(trialCheckoutOf(setupIntent({}))).toEqual({ userId: 'u1', planId: 'premium' });
    expect(trialCheckoutOf(setupIntent({ metadata: {} }))).toBeUndefined();
    expect(
      trialCheckoutOf(
        setupIntent({ metadata: { checkout: 'trial', userId: 'u1', planId: 'free' } }),
      ),
    ).toBeUndefined();
    expect(
      trialCheckoutOf(setupIntent({ metadata: { checkout: 'trial', planId: 'annual' } })),
    ).toBeUndefined();
  });

  it("belongs to the user and the customer it was started for, and no one else's", () => {
    const intent = setupIntent({ customer: 'cus_1' });

    expect(isTrialCheckoutOf(intent, 'u1', 'cus_1')).toBe(true);
    expect(isTrialCheckoutOf(intent, 'u2', 'cus_1')).toBe(false);
    expect(isTrialCheckoutOf(intent, 'u1', 'cus_2')).toBe(false);
    expect(isTrialCheckoutOf(setupIntent({ customer: 'cus_1', metadata: {} }), 'u1', 'cus_1')).toBe(
      false,
    );
  });

  it('is open while its card is not saved, for the plan it was started for', () => {
    expect(isOpenTrialCheckout(setupIntent({}), 'premium')).toBe(true);
    expect(isOpenTrialCheckout(setupIntent({}), 'annual')).toBe(false);
    expect(isOpenTrialCheckout(setupIntent({ status: 'succeeded' }), 'premium')).toBe(false);
    expect(isOpenTrialCheckout(setupIntent({ status: 'canceled' }), 'premium')).toBe(false);
  });
});

describe('a paid checkout', () => {
  it('is open while its subscription waits for the first payment', () => {
    expect(isOpenPaymentCheckout(subscription({}), 'premium')).toBe(true);
    expect(isOpenPaymentCheckout(subscription({ status: 'active' }), 'premium')).toBe(false);
    expect(isOpenPaymentCheckout(subscription({}), 'annual')).toBe(false);
  });
});

describe('the one trial', () => {
  it('stays on offer after checkouts that were left, and is gone once a card or a payment was made', () => {
    const left = [
      subscription({ status: 'incomplete_expired' }),
      subscription({ status: 'canceled' }),
    ];

    expect(hadPaidOrCardedSubscription(left)).toBe(false);
    expect(hadPaidOrCardedSubscription([subscription({ default_payment_method: 'pm_1' })])).toBe(
      true,
    );
    expect(hadPaidOrCardedSubscription([subscription({ status: 'active' })])).toBe(true);
    expect(hadPaidOrCardedSubscription([subscription({ status: 'past_due' })])).toBe(true);
  });

  it('a trial without a card is one an older checkout left; one with a card is kept', () => {
    expect(isTrialWithoutCard(subscription({ status: 'trialing' }))).toBe(true);
    expect(
      isTrialWithoutCard(subscription({ status: 'trialing', default_payment_method: 'pm_1' })),
    ).toBe(false);
    expect(isTrialWithoutCard(subscription({ status: 'active' }))).toBe(false);
  });
});

describe('Billing History', () => {
  it('lists bills, not drafts nor invoices voided unpaid', () => {
    expect(isBill({ status: 'paid', amount_paid: 1000 })).toBe(true);
    expect(isBill({ status: 'open', amount_paid: 0 })).toBe(true);
    expect(isBill({ status: 'draft', amount_paid: 0 })).toBe(false);
    expect(isBill({ status: 'void', amount_paid: 0 })).toBe(false);
  });
});

describe('a card saved or refused while being saved', () => {
  const event = (type: string, intent: Record<string, unknown>) =>
    ({
      id: 'evt_1',
      type,
      created: 1_790_000_000,
      data: { object: intent },
    }) as unknown as Stripe.Event;

  it('is a $0 attempt, succeeded or failed with its message, so a later success resolves a refusal', () => {
    const saved = eventEffects(event('setup_intent.succeeded', { id: 'seti_1' }));
    const refused = eventEffects(
      event('setup_intent.setup_failed', {
        id: 'seti_1',
        last_setup_error: { message: 'Your card was declined.' },
      }),
    );

    expect(saved).toEqual({
      notifications: [],
      attempts: [
        expect.objectContaining({ outcome: 'succeeded', amount: 0, failureMessage: null }),
      ],
    });
    expect(refused.attempts).toEqual([
      expect.objectContaining({ outcome: 'failed', failureMessage: 'Your card was declined.' }),
    ]);
  });
});
