import { z } from 'zod';
import { boundedString } from './bounded-string';
import { TEXT_LIMITS } from './text-limits';

export * from './offer-feed-rules';
import { offerFeedFormats } from './offer-feed-rules';

export const offerFeedIdParamsSchema = z.strictObject({
  id: boundedString(TEXT_LIMITS.id, { tooLong: 'Not a feed id' }).regex(
    /^[a-z0-9-]{1,64}$/,
    'Not a feed id',
  ),
});

export const rejectedFeedRowSchema = z.object({
  /** The row's line in the file (CSV: counting the header as line 1; JSON: the array's index + 1). */
  line: z.number().int().min(1),
  /** As the row gave it ('' when it gave none). */
  gtin: z.string(),
  reason: z.string(),
});
export type RejectedFeedRow = z.infer<typeof rejectedFeedRowSchema>;

export const offerFeedStatuses = ['ingesting', 'ingested', 'nothing-to-ingest'] as const;
export type OfferFeedStatus = (typeof offerFeedStatuses)[number];

/** A feed's report and progress: `GET /api/dashboard/offer-feeds/{id}`, and the upload's 202. */
export const offerFeedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  format: z.enum(offerFeedFormats),
  /** The store name the prices are shown under: the business's own, never the file's. */
  storeName: z.string(),
  totalRows: z.number().int().min(0),
  acceptedRows: z.number().int().min(0),
  rejectedRows: z.number().int().min(0),
  /** The first OFFER_FEED_REJECTED_LISTED rejected rows, in file order. */
  rejected: z.array(rejectedFeedRowSchema),
  status: z.enum(offerFeedStatuses),
  /**
   * Accepted rows dealt with so far: ingested, or found to say what the same row said earlier
   * that day (then skipped: nothing to change). Reaches acceptedRows when the feed is ingested.
   */
  ingestedRows: z.number().int().min(0),
  /** Of those, rows that changed the store's offer (a new or a different price). */
  changedOffers: z.number().int().min(0),
  completedAt: z.string().optional(),
});
export type OfferFeed = z.infer<typeof offerFeedSchema>;

/** A feed as the list shows it: without its rejected rows. */
export const offerFeedSummarySchema = offerFeedSchema.omit({ rejected: true });
export type OfferFeedSummary = z.infer<typeof offerFeedSummarySchema>;
export const offerFeedListSchema = z.object({ feeds: z.array(offerFeedSummarySchema) });

// ---------------------------------------------------------------------------------------------
// The feed's ingestion: accepted rows travel in chunks on the app's bus

export const OFFER_FEED_EVENT_SOURCE = 'shop-scanner.sellers';
export const OFFER_FEED_CHUNK_DETAIL_TYPE = 'OfferFeedChunk';

/** One accepted row as its chunk carries it (dollars; the store name is the feed's). */
export const feedOfferSchema = z.object({
  line: z.number().int().min(1),
  productId: z.string().min(1),
  price: z.number().positive(),
  originalPrice: z.number().positive().optional(),
  shippingCost: z.number().min(0),
  deliveryDays: z.number().int().min(0),
  inStock: z.boolean(),
  url: z.string(),
});

export const offerFeedChunkDetailSchema = z.object({
  feedId: z.string().min(1),
  userId: z.string().min(1),
  /** The business's own name: the store the prices are shown under. */
  storeName: z.string().min(1),
  /** The verified domain the rows' links were checked against. */
  domain: z.string().min(1),
  /** The upload's time: every row of the feed is observed then. */
  observedAt: z.string(),
  chunk: z.number().int().min(0),
  chunkCount: z.number().int().min(1),
  rows: z.array(feedOfferSchema).min(1),
});
export type OfferFeedChunkDetail = z.infer<typeof offerFeedChunkDetailSchema>;
