import { z } from 'zod';
import { boundedString } from './bounded-string';
import { formatUsd } from './en-us-format';
import { MAX_PRICE } from './price-rules';
import { TEXT_LIMITS } from './text-limits';

/**
 * A business's offer feed: its own store's prices by GTIN, uploaded as a CSV or JSON file, checked
 * row by row and fed into the one price observation path as the merchant's own prices.
 */

/** The largest file accepted, checked before anything is parsed. */
export const OFFER_FEED_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one file may hold: a store's whole catalogue, read within one request. */
export const OFFER_FEED_MAX_ROWS = 10_000;
/** Rejected rows kept in the report, line by line (the counts always cover every row). */
export const OFFER_FEED_REJECTED_LISTED = 1_000;
/** Feeds the dashboard lists, newest first. */
export const OFFER_FEEDS_LISTED = 10;
/** The longest delivery time a row may state, in days. */
export const MAX_DELIVERY_DAYS = 365;

/** Columns (CSV) or fields (JSON) of a row; the last two are optional. */
export const offerFeedColumns = [
  'gtin',
  'price',
  'currency',
  'shipping',
  'in_stock',
  'url',
  'was_price',
  'delivery_days',
] as const;
export type OfferFeedColumn = (typeof offerFeedColumns)[number];
export const requiredOfferFeedColumns: readonly OfferFeedColumn[] = offerFeedColumns.slice(0, 6);

export const offerFeedFormats = ['csv', 'json'] as const;
export type OfferFeedFormat = (typeof offerFeedFormats)[number];

const maxPrice = formatUsd(MAX_PRICE);

/** What a business reads about its feed: the refusals of a whole file, and each row's reason. */
export const offerFeedMessages = {
  tooLarge: `The file is larger than 5 MB. Split it into smaller files and upload each.`,
  tooManyRows: `A file may hold at most ${OFFER_FEED_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notVerified: 'Verify your website before uploading an offer feed',
  unsupportedType: 'Upload a CSV file (text/csv) or a JSON file (application/json)',
  empty: 'The file holds no rows',
  malformedCsv: 'The file could not be read as CSV',
  malformedJson: 'The file could not be read as JSON: it must be an array of rows',
  missingColumns: 'The file lacks required columns',
  notFound: 'Offer feed not found',
  // Reasons of a rejected row.
  gtinMissing: 'GTIN is missing',
  gtinShape: 'GTIN must be 8 to 14 digits',
  gtinCheckDigit: 'Bad GTIN check digit',
  unknownProduct: 'No product with this GTIN in the catalogue',
  duplicateGtin: 'This GTIN is already on an earlier row of the file',
  priceMissing: 'Price is missing',
  priceNotNumber: 'Price is not a number',
  priceOutOfRange: `Price out of range: it must be above $0 and at most ${maxPrice}`,
  priceCents: 'Price must be in dollars and cents, at most 2 decimals',
  wasPriceNotNumber: 'Was price is not a number',
  wasPriceOutOfRange: `Was price out of range: it must be above $0 and at most ${maxPrice}`,
  wasPriceCents: 'Was price must be in dollars and cents, at most 2 decimals',
  currency: 'Currency must be USD: prices are in US dollars',
  shippingMissing: 'Shipping is missing (0 for free shipping)',
  shippingInvalid: `Shipping must be an amount from $0 to ${maxPrice}, in dollars and cents`,
  inStockInvalid: 'In stock must be true or false',
  urlMissing: 'URL is missing',
  urlInvalid: 'URL is not a web address (http or https)',
  urlOffDomain: 'URL is not on your verified website',
  deliveryDaysMissing: 'Delivery days is missing: how many days delivery takes',
  deliveryDaysInvalid: `Delivery days must be a whole number from 0 to ${MAX_DELIVERY_DAYS}`,
  fieldTooLong: 'A field is too long',
  fieldMalformed: 'A field is neither text, a number nor true/false',
  rowNotObject: 'The row is not an object of fields',
} as const;

/** A file with only the header and one example row: what the dashboard offers to download. */
export const offerFeedTemplateCsv = `${offerFeedColumns.join(',')}\n4006381333931,24.99,USD,4.95,true,https://your-store.example/products/item,29.99,3\n`;

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
