import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flags';

/**
 * Each flag optional in the file: one left out is on (featureFlagsOf in feature-flags.ts is the
 * one place that says so, for the SPA and the tests alike).
 */
const featureFlagsSchema = z
  .strictObject(
    Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
      FeatureFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .optional();

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
  /**
   * Only locally: the loopback fixture stores (a brand's Shopify shop, a dropshipping shop...)
   * /analyze and the url tab offer to try, since the one-machine stack reaches no real store.
   */
  demoStores: z
    .array(z.object({ label: z.string(), url: z.string(), productUrl: z.string().optional() }))
    .optional(),
  /**
   * The spec's feature flags, each on unless turned off here; a config without the field has
   * every flag on. What reads each: web/src/config/feature-flags.ts.
   */
  features: featureFlagsSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
