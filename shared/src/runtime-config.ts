import { z } from 'zod';

/**
 * What the SPA reads from `/config.json` at start: never baked into the bundle.
 * On AWS the CDK stack writes it beside the SPA; locally the local server serves it.
 */
export const runtimeConfigSchema = z.object({
  /** Base of API calls; empty string means the same origin. */
  apiBaseUrl: z.string(),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only locally: where Amplify sends Cognito calls (cognito-local behind the refresh shim). */
  cognitoEndpoint: z.string().optional(),
  /** 'local' or 'aws': lets the UI say where a forgot-password code arrives. */
  stage: z.enum(['local', 'aws']),
  /**
   * Stripe's publishable key: the checkout uses Stripe's Payment Element. Absent locally, where
   * the Stripe stand-in's own card form (at stripeLocalUrl) takes the same place in the page.
   */
  stripePublishableKey: z.string().optional(),
  stripeLocalUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
