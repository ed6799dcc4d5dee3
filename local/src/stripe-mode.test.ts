import { describe, expect, it } from 'vitest';
import { checkoutConfigOf, readStripeKeys } from './stripe-mode';

describe('the local Stripe mode', () => {
  it('is the stand-in without keys', () => {
    expect(readStripeKeys({})).toBeUndefined();
    expect(checkoutConfigOf({ kind: 'stand-in', url: 'http://127.0.0.1:3004' })).toEqual({
      stripeLocalUrl: 'http://127.0.0.1:3004',
    });
  });

  it('is Stripe itself with its three keys, and the SPA gets only the publishable one', () => {
    const keys = readStripeKeys({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(keys).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(checkoutConfigOf({ kind: 'stripe', publishableKey: 'pk_test_1' })).toEqual({
      stripePublishableKey: 'pk_test_1',
    });
  });

  it('refuses half a set of keys, rather than mixing Stripe and the stand-in', () => {
    expect(() => readStripeKeys({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });
});
