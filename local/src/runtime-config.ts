/** `/config.json` for the local home: same origin for the API, Cognito behind the shim. */
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';

/**
 * The Cognito endpoint is relative: the SPA resolves it against the origin it was loaded from,
 * so any PORT or host works without this answer depending on the request's Host header.
 */
export const localRuntimeConfig = (
  ids: {
    userPoolId: string;
    userPoolClientId: string;
  },
  /** The Stripe stand-in, whose card form the checkout embeds (no publishable key locally). */
  stripeLocalUrl?: string,
): RuntimeConfig => ({
  apiBaseUrl: '',
  region: 'local',
  userPoolId: ids.userPoolId,
  userPoolClientId: ids.userPoolClientId,
  cognitoEndpoint: '/cognito',
  stage: 'local',
  ...(stripeLocalUrl ? { stripeLocalUrl } : {}),
});
