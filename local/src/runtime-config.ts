/** `/config.json` for the local home: same origin for the API, Cognito behind the shim. */
import { DEFAULT_FEATURE_FLAGS } from '@shop-scanner/shared/feature-flags';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { checkoutConfigOf, type CheckoutProvider } from './stripe-mode';

/**
 * The Cognito endpoint is relative: the SPA resolves it against the origin it was loaded from,
 * so any PORT or host works without this answer depending on the request's Host header.
 */
export const localRuntimeConfig = (
  ids: {
    userPoolId: string;
    userPoolClientId: string;
  },
  /** The stand-in's card form, or Stripe's publishable key (stripe-mode.ts). */
  checkout?: CheckoutProvider,
  /** The loopback fixture stores /analyze offers to try (local/src/fixture-stores). */
  demoStores?: RuntimeConfig['demoStores'],
): RuntimeConfig => ({
  apiBaseUrl: '',
  region: 'local',
  userPoolId: ids.userPoolId,
  userPoolClientId: ids.userPoolClientId,
  cognitoEndpoint: '/cognito',
  stage: 'local',
  ...(checkout ? checkoutConfigOf(checkout) : {}),
  ...(demoStores?.length ? { demoStores } : {}),
  features: DEFAULT_FEATURE_FLAGS,
});
