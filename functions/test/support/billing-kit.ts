/**
 * The steps billing integration tests take against one test app: a signed-in shopper, their
 * subscription as the API answers it, a checkout started and confirmed with a card, and
 * Stripe's clock moved with every webhook it causes delivered and consumed.
 */
import { expect } from 'vitest';
import type { App } from '../../../local/src/local-stack';
import { apiCaller, emulators, signUpAndSignIn, type Json } from '../../../local/test/stack';
import { confirmWithCard, eventually, testCards } from './billing';

/** Stripe counts time in seconds. */
export { DAY_SECONDS as DAY } from '@shop-scanner/shared/time';

export const billingKit = (app: () => App) => {
  const api = apiCaller(() => app().url);

  const signedInUser = async () => {
    const { IdToken } = await signUpAndSignIn(app().url, emulators().ids.userPoolClientId);
    return { token: IdToken };
  };

  const subscription = (token: string): Promise<Json> =>
    api('GET', '/api/subscription', { token }).then((r) => r.body);

  /** Stripe's webhooks delivered, and the bus's consumers done with them. */
  const settled = async () => {
    await app().stripe.webhooks.idle();
    await app().bus.idle();
  };

  const startCheckout = async (token: string, planId: 'premium' | 'annual'): Promise<Json> => {
    const { status, body } = await api('POST', '/api/subscriptions/create-checkout-session', {
      token,
      body: { planId },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  /** A user on a paid plan, with the test card that succeeds (or the one given). */
  const subscribedUser = async (
    planId: 'premium' | 'annual' = 'premium',
    card: string = testCards.visa,
  ) => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.token, planId);
    const confirmed = await confirmWithCard(app().stripe.url, checkout.clientSecret, card);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await eventually(
      () => subscription(user.token),
      (s) => s.planId === planId,
    );
    return { ...user, checkout };
  };

  const advanceClock = async (seconds: number) => {
    app().stripe.clock.advance(seconds);
    await settled();
  };

  return { api, signedInUser, subscription, settled, startCheckout, subscribedUser, advanceClock };
};
