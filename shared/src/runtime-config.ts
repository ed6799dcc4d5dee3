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
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
