import { z } from 'zod';

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
