/**
 * Which Stripe the local stack's checkout uses. By default the stand-in (no keys, no network).
 * With STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set (test-mode keys of a Stripe account)
 * the same functions call Stripe itself and the SPA loads Stripe's Payment Element; Stripe's
 * webhooks then reach the machine through `stripe listen --forward-to
 * localhost:3000/api/billing/webhook`, whose signing secret goes in STRIPE_WEBHOOK_SECRET.
 */
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import {
  localStripeSources,
  stripeJsSources,
  type PaymentSources,
} from '@shop-scanner/shared/security-headers';

export interface StripeKeys {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
}

/** What the SPA's checkout talks to: the stand-in's card form, or Stripe.js. */
export type CheckoutProvider =
  | { readonly kind: 'stand-in'; readonly url: string }
  | { readonly kind: 'stripe'; readonly publishableKey: string };

/** The keys from the environment, or undefined (the stand-in); half a set is an error. */
export const readStripeKeys = (source: NodeJS.ProcessEnv): StripeKeys | undefined => {
  const secretKey = source.STRIPE_SECRET_KEY;
  const publishableKey = source.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !publishableKey) return undefined;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error(
      'To use Stripe itself set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (from `stripe listen`); unset them for the local stand-in',
    );
  }
  return { secretKey, publishableKey, webhookSecret };
};

/** The CSP sources the checkout needs. */
export const paymentSourcesOf = (provider: CheckoutProvider): PaymentSources =>
  provider.kind === 'stripe' ? stripeJsSources : localStripeSources(provider.url);

/** The checkout's part of /config.json. */
export const checkoutConfigOf = (
  provider: CheckoutProvider,
): Pick<RuntimeConfig, 'stripeLocalUrl' | 'stripePublishableKey'> =>
  provider.kind === 'stripe'
    ? { stripePublishableKey: provider.publishableKey }
    : { stripeLocalUrl: provider.url };
