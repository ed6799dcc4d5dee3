import { z } from 'zod';
import { webUrlSchema } from './store-analysis';

/**
 * A business's own store: the web domain its offer feed's prices must link to and whose store
 * analysis its dashboard shows. A domain is claimed by one business at a time, and counts only
 * once the business proved it controls the site (a verification file on the domain, fetched by
 * the server through the guarded fetcher).
 */
export const businessStoreSchema = z.object({
  /** As store analysis keys a store: host lower-cased without `www.`, with a non-default port. */
  domain: z.string().min(1),
  /** The site's address the business gave, as a shopper would open it. */
  website: z.string().min(1),
  verified: z.boolean(),
  /** What the verification file must hold; stable for the business and the domain. */
  verificationToken: z.string().min(1),
  claimedAt: z.string(),
  verifiedAt: z.string().optional(),
});
export type BusinessStore = z.infer<typeof businessStoreSchema>;

export * from './business-store-rules';

/** `PUT /api/dashboard/store`: the website the business sells from. */
export const businessStoreRequestSchema = z.strictObject({ website: webUrlSchema });
export type BusinessStoreRequest = z.input<typeof businessStoreRequestSchema>;

/** The store as the dashboard shows it: the claim, and the exact file to publish. */
export const businessStoreViewSchema = businessStoreSchema.extend({
  /** The full address the verification file must answer at. */
  verificationUrl: z.string(),
});
export type BusinessStoreView = z.infer<typeof businessStoreViewSchema>;

/** `GET /api/dashboard/store`: null until the business names its website. */
export const businessStoreAnswerSchema = z.object({ store: businessStoreViewSchema.nullable() });
export type BusinessStoreAnswer = z.infer<typeof businessStoreAnswerSchema>;

export const verificationOutcomes = [
  'verified',
  'file-missing',
  'wrong-content',
  'unreachable',
] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/** `POST /api/dashboard/store/verify`: what was found on the site, in words. */
export const verificationAnswerSchema = z.object({
  outcome: z.enum(verificationOutcomes),
  message: z.string(),
  store: businessStoreViewSchema,
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;
