/**
 * The contracts of prices: the comparison, trend and alert calls,
 * the shopper's price report, the observations every price change goes through, the history they
 * leave and the PriceChanged event. Prices are USD in dollars, to the cent.
 * Timestamps are ISO 8601 strings.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import {
  comparisonSortDirections,
  comparisonSortFields,
  hasAtMostCents,
  MAX_PRICE,
  minRatings,
  priceAlertStatuses,
  priceMessages as m,
  pricePeriods,
  priceSources,
  priceTrends,
  STORE_NAME_MAX_LENGTH,
  type ComparisonSort,
} from './price-rules';
import { storeOfferSchema } from './products';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export * from './price-rules';

const isoTimestamp = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Fields shared by the requests

/** A product id (a missing one gives 'Product ID is required'). */
export const productIdSchema = boundedString(TEXT_LIMITS.id, {
  tooLong: tooLongMessage('Product ID', TEXT_LIMITS.id),
  notText: m.productIdRequired,
})
  .trim()
  .min(1, m.productIdRequired);

/** The `{id}` of the product paths of prices (comparison, trend, price reports). */
export const productPathParamsSchema = z.strictObject({ id: productIdSchema });

/**
 * A price a shopper types (alert target, report): a number above 0 with at most 2 decimals
 * (a number of at least 0, to the cent). An empty number field arrives as NaN or nothing: the
 * field is required, so that is 'required', not 'invalid'.
 */
const shopperPrice = (required: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? required
          : m.priceInvalid,
    })
    .positive(m.priceInvalid)
    .max(MAX_PRICE, m.priceTooHigh)
    .refine(hasAtMostCents, m.priceCents);

const storeNameField = boundedString(STORE_NAME_MAX_LENGTH, {
  tooLong: m.storeNameTooLong,
  notText: m.storeNameRequired,
}).trim();

/** Query-string flags: `true` or `false`; empty values are left out by the client. */
const queryFlag = z
  .enum(['true', 'false'], { error: m.flagInvalid })
  .transform((v) => v === 'true');

// ---------------------------------------------------------------------------------------------
// GET /api/products/{id}/price-comparison

/**
 * `sort=price:asc`. `price` orders by total cost (price plus shipping): what the
 * shopper pays, and what the best deal is chosen by.
 */
export const comparisonSortSchema = boundedString(TEXT_LIMITS.keyword, {
  tooLong: m.sortInvalid,
  notText: m.sortInvalid,
})
  .pipe(
    z.templateLiteral([z.enum(comparisonSortFields), ':', z.enum(comparisonSortDirections)], {
      error: m.sortInvalid,
    }),
  )
  .transform((key): ComparisonSort => {
    const [field, direction] = key.split(':') as [
      ComparisonSort['field'],
      ComparisonSort['direction'],
    ];
    return { field, direction };
  });

/** An empty query value is a filter left out (empty values are removed, never sent empty). */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * The comparison's query string: maxPrice, minRating (4, 3 or 2), inStockOnly,
 * freeShipping, hasDiscount and sort. Unknown parameters are refused by name, like search's.
 * maxPrice caps the total cost, like the sort.
 */
export const priceComparisonQuerySchema = z.strictObject({
  maxPrice: emptyAsAbsent(
    z.coerce
      .number({ error: m.maxPriceInvalid })
      .min(0, m.maxPriceInvalid)
      .max(MAX_PRICE, m.priceTooHigh),
  ),
  minRating: emptyAsAbsent(
    z.coerce
      .number({ error: m.minRatingInvalid })
      .pipe(z.literal(minRatings, { error: m.minRatingInvalid })),
  ),
  inStockOnly: emptyAsAbsent(queryFlag),
  freeShipping: emptyAsAbsent(queryFlag),
  hasDiscount: emptyAsAbsent(queryFlag),
  sort: emptyAsAbsent(comparisonSortSchema),
});
export type PriceComparisonQuery = z.output<typeof priceComparisonQuerySchema>;
export type PriceComparisonQueryInput = z.input<typeof priceComparisonQuerySchema>;

/** `GET /api/products/{id}/price-trend`: no period answers all four. */
export const priceTrendQuerySchema = z.strictObject({
  period: emptyAsAbsent(z.enum(pricePeriods, { error: m.periodInvalid })),
});
export type PriceTrendQuery = z.output<typeof priceTrendQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Price alerts

/** `POST /api/price-alerts`: productId, targetPrice, storeName (empty means any store). */
export const createPriceAlertSchema = z.strictObject({
  productId: productIdSchema,
  targetPrice: shopperPrice(m.targetPriceRequired),
  storeName: storeNameField
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
});
export type CreatePriceAlertInput = z.input<typeof createPriceAlertSchema>;
export type CreatePriceAlert = z.output<typeof createPriceAlertSchema>;

/** `GET /api/price-alerts?productId=`. */
export const priceAlertListQuerySchema = z.strictObject({ productId: productIdSchema });
/** `DELETE /api/price-alerts/{id}`. */
export const priceAlertIdParamsSchema = z.strictObject({
  id: boundedString(TEXT_LIMITS.id, { tooLong: tooLongMessage('Alert id', TEXT_LIMITS.id) })
    .trim()
    .min(1),
});

/** Id, productId, targetPrice, storeName (null: any store), isActive, triggeredAt, createdAt. */
export const priceAlertSchema = z.object({
  id: z.string(),
  productId: z.string(),
  storeName: z.string().nullable(),
  targetPrice: z.number(),
  isActive: z.boolean(),
  triggeredAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/**
 * An alert as the alerts panel lists it: with its displayed status (docs/prices.md#alerts) and the
 * current price that status was judged on (null when no store named by the alert has it in stock).
 */
export const priceAlertViewSchema = priceAlertSchema.extend({
  status: z.enum(priceAlertStatuses),
  currentPrice: z.number().nullable(),
});
export type PriceAlertView = z.infer<typeof priceAlertViewSchema>;
export const priceAlertListSchema = z.array(priceAlertViewSchema);

// ---------------------------------------------------------------------------------------------
// A shopper's price report: POST /api/products/{id}/prices

export const priceReportSchema = z.strictObject({
  storeName: storeNameField.min(1, m.storeNameRequired),
  price: shopperPrice(m.priceInvalid),
  /** Optional; '' means none. Only a web address: the page shows it as a link. */
  url: boundedString(TEXT_LIMITS.url, { tooLong: m.offerUrlInvalid, notText: m.offerUrlInvalid })
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: m.offerUrlInvalid }).optional())
    .optional(),
  /** A shopper standing in the shop usually saw it on the shelf: in stock unless they say not. */
  inStock: z.boolean({ error: m.inStockRequired }).default(true),
});
export type PriceReportInput = z.input<typeof priceReportSchema>;
export type PriceReport = z.output<typeof priceReportSchema>;

// ---------------------------------------------------------------------------------------------
// Observations, offers and history

const shippingSchema = z.object({
  free: z.boolean(),
  cost: z.number().min(0),
  estimatedDays: z.number().int().min(0),
});

/** One fact about one store's offer: every price change goes through one ingest path as these. */
export const priceObservationSchema = z.object({
  productId: z.string().min(1),
  store: z.string().trim().min(1).max(STORE_NAME_MAX_LENGTH),
  price: z.number().positive(),
  /** The store's claimed "was" price, when it claims one. */
  originalPrice: z.number().positive().optional(),
  inStock: z.boolean(),
  shipping: shippingSchema,
  url: z.string().optional(),
  source: z.enum(priceSources),
  observedAt: isoTimestamp,
});
export type PriceObservation = z.infer<typeof priceObservationSchema>;

/** A store's current offer as the table keeps it: the product's store offer, with its source. */
export const trackedOfferSchema = storeOfferSchema.extend({ source: z.enum(priceSources) });
export type TrackedOffer = z.infer<typeof trackedOfferSchema>;

/**
 * One point of a product's price history: a store's offer from `timestamp` on, written only when
 * a price fact changed (price, claimed was-price, stock or shipping). Only confirmed prices are
 * history: an unconfirmed report is kept apart.
 */
export const priceHistoryPointSchema = z.object({
  store: z.string(),
  source: z.enum(priceSources),
  price: z.number(),
  originalPrice: z.number().optional(),
  inStock: z.boolean(),
  /** Zero when shipping is free: what total cost adds to the price. */
  shippingCost: z.number(),
  timestamp: isoTimestamp,
});
export type PriceHistoryPoint = z.infer<typeof priceHistoryPointSchema>;

// ---------------------------------------------------------------------------------------------
// The comparison's answer

/**
 * The Omnibus check of a claimed discount: the lowest price the same store was seen
 * at in the 30 days before the discount began. `text` states it with its numbers.
 */
export const discountCheckSchema = z.object({
  kind: z.enum(['confirmed', 'not-seen', 'cannot-judge']),
  lowest30d: z.number().optional(),
  /** Against the 30-day low when the was-price was not seen; 0 when there is no real discount. */
  realDiscountPercentage: z.number().optional(),
  text: z.string(),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

/** Far below the other stores, from a store with low trust; `text` names both facts. */
export const counterfeitWarningSchema = z.object({
  text: z.string(),
  medianPrice: z.number(),
  belowMedianPercentage: z.number(),
  trustScore: z.number(),
});
export type CounterfeitWarning = z.infer<typeof counterfeitWarningSchema>;

/** A store offer as compared: total cost = price + shipping, and the evidence-bearing notes. */
export const comparedOfferSchema = trackedOfferSchema.extend({
  totalCost: z.number(),
  discountCheck: discountCheckSchema.optional(),
  counterfeitWarning: counterfeitWarningSchema.optional(),
});
export type ComparedOffer = z.infer<typeof comparedOfferSchema>;

/** The in-stock store with the lowest total cost, and what it saves. */
export const bestDealSchema = z.object({
  store: z.string(),
  totalCost: z.number(),
  /**
   * Dollars of the average price (marketPriceOf) above the best deal's total cost;
   * negative when shipping makes the best deal cost more than the average price.
   */
  savingsVsAverage: z.number(),
  savingsPercentage: z.number(),
});
export type BestDeal = z.infer<typeof bestDealSchema>;

/** The best total cost against the product's own 90-day range. */
export const goodDealSchema = z.object({
  kind: z.enum(['below-low', 'near-low', 'usual', 'higher-than-usual']),
  totalCost: z.number(),
  low90d: z.number(),
  typical90d: z.number(),
  text: z.string(),
  /** Which series the range is of, in words. */
  series: z.string(),
});
export type GoodDeal = z.infer<typeof goodDealSchema>;

/** A shopper's report kept apart until a second shopper confirms it. */
export const unconfirmedReportSchema = z.object({
  store: z.string(),
  price: z.number(),
  inStock: z.boolean(),
  url: z.string().optional(),
  reportedAt: isoTimestamp,
  text: z.string(),
});
export type UnconfirmedReport = z.infer<typeof unconfirmedReportSchema>;

/**
 * The answer to a price report. `message` is what the shopper is told; `text` says
 * why, with its numbers; `reason` names the rule that decided.
 * - 201 accepted: the price counts now, and `offer` is the store's offer as it now stands:
 *   near the other stores' median, no other store to compare with, confirmed by a second
 *   shopper's earlier report, or agreeing with the store's own current price;
 * - 202 unconfirmed: far from the other stores' median, kept apart (`report`, as the comparison
 *   lists it) until another shopper confirms it.
 */
export const priceReportAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('accepted'),
    reason: z.enum(['near-median', 'nothing-to-compare', 'second-shopper', 'matches-store']),
    message: z.string(),
    text: z.string(),
    offer: trackedOfferSchema,
  }),
  z.object({
    status: z.literal('unconfirmed'),
    reason: z.literal('far-from-median'),
    message: z.string(),
    text: z.string(),
    medianPrice: z.number(),
    report: unconfirmedReportSchema,
  }),
]);
export type PriceReportAnswer = z.infer<typeof priceReportAnswerSchema>;

/**
 * `GET /api/products/{id}/price-comparison`: the stores the filters keep, in the asked order, and
 * the figures of the whole market (in-stock offers, whatever the filters), so that narrowing the
 * list never changes the average a saving is measured against. The remaining comparisons are the
 * subscription's answer.
 */
export const priceComparisonSchema = z.object({
  productId: z.string(),
  stores: z.array(comparedOfferSchema),
  /** Offers before the filters, and how many of them are in stock. */
  totalStores: z.number().int(),
  inStockStores: z.number().int(),
  /** The product's own (marketPriceOf: of the in-stock offers); null when none is in stock. */
  averagePrice: z.number().nullable(),
  lowestPrice: z.number().nullable(),
  bestDeal: bestDealSchema.nullable(),
  goodDeal: goodDealSchema.nullable(),
  /** What the figures above are of, in words. */
  basis: z.string(),
  unconfirmed: z.array(unconfirmedReportSchema),
});
export type PriceComparison = z.infer<typeof priceComparisonSchema>;

/**
 * `GET /api/products/{id}/price-comparison/allowance`: what comparing the product would cost the
 * caller (a shopper, or a guest by address), read without spending anything, so the product page
 * runs a comparison only when the shopper asks for one (it uses the month's allowance
 * shared with searches) and shows a product compared this month at once, free.
 */
export const comparisonAllowanceSchema = z.object({
  productId: z.string(),
  /** Compared already this month: comparing it again is free. */
  compared: z.boolean(),
  /** Comparisons (and searches) left this month; null: unlimited (a paid plan). */
  remaining: z.number().int().nullable(),
  /** The month's allowance; null: unlimited. */
  limit: z.number().int().nullable(),
});
export type ComparisonAllowance = z.infer<typeof comparisonAllowanceSchema>;

// ---------------------------------------------------------------------------------------------
// The trend's answer

export const priceTrendPointSchema = z.object({
  /** Start of the point's time bucket. */
  date: isoTimestamp,
  price: z.number(),
  source: z.enum(priceSources),
  /** The store that had this lowest price. */
  store: z.string(),
});
export type PriceTrendPoint = z.infer<typeof priceTrendPointSchema>;

/** One per period. `data` runs oldest to newest; null changes when there is no data. */
export const priceTrendEntrySchema = z.object({
  period: z.enum(pricePeriods),
  trend: z.enum(priceTrends),
  changeAmount: z.number().nullable(),
  changePercentage: z.number().nullable(),
  data: z.array(priceTrendPointSchema),
  /** Which series `data` is, in words. */
  series: z.string(),
});
export type PriceTrendEntry = z.infer<typeof priceTrendEntrySchema>;
export const priceTrendListSchema = z.array(priceTrendEntrySchema);

// ---------------------------------------------------------------------------------------------
// The PriceChanged event: detail of PRICE_CHANGED_DETAIL_TYPE from PRICE_EVENT_SOURCE

const offerStateSchema = z.object({ price: z.number(), inStock: z.boolean() });

export const priceChangedDetailSchema = z.object({
  productId: z.string(),
  store: z.string(),
  source: z.enum(priceSources),
  /** Null when the store had no offer on the product before. */
  old: offerStateSchema.nullable(),
  new: offerStateSchema,
  observedAt: isoTimestamp,
});
export type PriceChangedDetail = z.infer<typeof priceChangedDetailSchema>;
