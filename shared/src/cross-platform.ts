/**
 * Cross-platform search contracts: the panel's request,
 * the per-platform routes' query, and the Cross-platform analysis they answer. Every match comes
 * from the catalogue's offers or a connected platform; every figure is computed from the matches.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { crossPlatformMessages as m, platformStatuses, priceRanks } from './cross-platform-rules';
import { productMessages } from './messages';
import { BRAND_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH, productCategories } from './product-rules';
import { STORE_URL_MAX_LENGTH, storeAnalysisMessages, webUrlSchema } from './store-analysis';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export * from './cross-platform-rules';

const isoTimestamp = z.iso.datetime();
const money = z.coerce.number().min(0).max(1_000_000);
const optionalText = (max: number, label: string) =>
  boundedString(max, { tooLong: tooLongMessage(label, max) })
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * A non-empty original URL and product name (trimmed). The advanced options (category,
 * brand, price range) filter the matches. An optional barcode lets a scanned product match by GTIN.
 */
const searchFields = {
  originalUrl: boundedString(STORE_URL_MAX_LENGTH, {
    tooLong: storeAnalysisMessages.invalidUrl,
    notText: m.urlRequired,
  })
    .trim()
    .min(1, m.urlRequired)
    .pipe(webUrlSchema),
  productName: boundedString(PRODUCT_NAME_MAX_LENGTH, {
    tooLong: tooLongMessage('Product name', PRODUCT_NAME_MAX_LENGTH),
    notText: m.nameRequired,
  })
    .trim()
    .min(1, m.nameRequired),
  category: z.enum(productCategories).optional(),
  brand: optionalText(BRAND_MAX_LENGTH, 'Brand'),
  minPrice: money.optional(),
  maxPrice: money.optional(),
  barcode: boundedString(TEXT_LIMITS.barcode, { tooLong: productMessages.invalidBarcode })
    .trim()
    .regex(/^\d{8,14}$/, productMessages.invalidBarcode)
    .optional(),
};
const priceRangeInOrder = (v: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;

/** `POST /api/cross-platform-search`. */
export const crossPlatformSearchRequestSchema = z
  .object(searchFields)
  .refine(priceRangeInOrder, { message: m.priceRangeOrder, path: ['minPrice'] });
export type CrossPlatformSearchRequest = z.output<typeof crossPlatformSearchRequestSchema>;
export type CrossPlatformSearchInput = z.input<typeof crossPlatformSearchRequestSchema>;

/** `GET /api/search/{platform}`: the same fields in the query string. */
export const platformSearchQuerySchema = crossPlatformSearchRequestSchema;

/** A platform match, with where it came from and how it matched. */
export const platformMatchSchema = z.object({
  /** The platform or store name as shoppers know it ('Amazon', 'eBay', 'Best Buy'). */
  platform: z.string(),
  url: z.string(),
  title: z.string(),
  price: z.number(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  seller: z.string().nullable(),
  sellerRating: z.number().nullable(),
  availability: z.enum(['in_stock', 'limited', 'out_of_stock']),
  /** 0-100: 100 for a GTIN match; the name similarity otherwise. */
  matchConfidence: z.number().int().min(0).max(100),
  matchedBy: z.enum(['gtin', 'name']),
  /** Null when the original page published no price. */
  priceRank: z.enum(priceRanks).nullable(),
  shippingDays: z.number().nullable(),
  /** What shipping adds to the price (0 when free); null or absent when not known. */
  shippingCost: z.number().nullable().optional(),
  trustScore: z.number().nullable(),
  lastUpdated: isoTimestamp,
  reviews: z.object({ count: z.number().int(), averageRating: z.number() }).nullable(),
  /** catalogue: a store offer of a catalogue product; otherwise the connector's name. */
  source: z.string(),
  productId: z.string().optional(),
});
export type PlatformMatch = z.infer<typeof platformMatchSchema>;

/** A flag names the matches it rests on (their urls) and what was seen. */
export const authenticityFlagSchema = z.object({
  urls: z.array(z.string()),
  detail: z.string(),
});
export type AuthenticityFlag = z.infer<typeof authenticityFlagSchema>;

const nullableMoney = z.number().nullable();

/** The Cross-platform analysis. */
export const crossPlatformAnalysisSchema = z.object({
  originalProduct: z.object({
    url: z.string(),
    title: z.string(),
    /** Read from the original page; null when it published none. */
    price: nullableMoney,
    platform: z.string(),
  }),
  matches: z.array(platformMatchSchema),
  priceAnalysis: z.object({
    lowestPrice: nullableMoney,
    highestPrice: nullableMoney,
    averagePrice: nullableMoney,
    priceSpread: nullableMoney,
    suspiciouslyLowCount: z.number().int(),
    suspiciouslyHighCount: z.number().int(),
    /** Price insights, each a sentence resting on the figures above. */
    insights: z.array(z.string()),
  }),
  authenticityFlags: z.object({
    identicalImages: z.array(authenticityFlagSchema),
    similarTitles: z.array(authenticityFlagSchema),
    priceOutliers: z.array(authenticityFlagSchema),
    dropshipIndicators: z.array(authenticityFlagSchema),
  }),
  recommendations: z.object({
    bestValue: platformMatchSchema.nullable(),
    mostTrusted: platformMatchSchema.nullable(),
    fastest: platformMatchSchema.nullable(),
    lowestPrice: platformMatchSchema.nullable(),
    warnings: z.array(z.string()),
  }),
  totalMatches: z.number().int(),
  searchConfidence: z.number().int().min(0).max(100),
  /** Each platform searched, not connected, or failed, with its match count. */
  platforms: z.array(
    z.object({
      platform: z.string(),
      status: z.enum(platformStatuses),
      matches: z.number().int(),
      note: z.string().optional(),
    }),
  ),
});
export type CrossPlatformAnalysis = z.infer<typeof crossPlatformAnalysisSchema>;

/** One entry of the search history, kept on the server: id, query, analysis, timestamp. */
export const crossPlatformHistoryEntrySchema = z.object({
  id: z.string(),
  query: z.object({
    originalUrl: z.string(),
    productName: z.string(),
    category: z.string().optional(),
    brand: z.string().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    barcode: z.string().optional(),
  }),
  timestamp: isoTimestamp,
  analysis: crossPlatformAnalysisSchema,
});
export type CrossPlatformHistoryEntry = z.infer<typeof crossPlatformHistoryEntrySchema>;

/** `GET /api/search/{platform}`: that platform's matches from the same engine. */
export const platformSearchAnswerSchema = z.object({
  platform: z.string(),
  status: z.enum(platformStatuses),
  matches: z.array(platformMatchSchema),
  note: z.string().optional(),
});
export type PlatformSearchAnswer = z.infer<typeof platformSearchAnswerSchema>;
