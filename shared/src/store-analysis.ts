/**
 * Store analysis contracts: what
 * `POST /api/store-analysis`, its history and the scan page's url tab accept and answer.
 *
 * Every figure is an explainable verdict: each rule that fired is in `evidence` with its points
 * and what fired it. When too little could be read the verdict is `unknown`, says why, and has no
 * score or band. Fields nothing could tell (seller rating, total sales) are null, never invented.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { isInternetHostName } from './host-name';
import {
  authenticityBands,
  businessModels,
  dropshipLikelihoods,
  marketPositions,
  riskLevels,
  scoringSchemes,
  STORE_URL_MAX_LENGTH,
  storeAnalysisMessages,
  storeHealths,
  storePlatforms,
  storeProductTypes,
} from './store-analysis-rules';
import { appealOutcomes } from './support-rules';

export * from './store-analysis-rules';

const isoTimestamp = z.iso.datetime();
const score = z.number().int().min(0).max(100);

const { invalidUrl } = storeAnalysisMessages;

/** True when the address's host could be a host on the internet (host-name.ts). */
const hasInternetHost = (address: string): boolean => {
  try {
    return isInternetHostName(new URL(address).hostname);
  } catch {
    return false;
  }
};

/**
 * A store or product address as typed: at most 2048 characters, trimmed, non-blank, a valid
 * http(s) URL whose host could be a real host name ('Invalid URL format'). A bare domain
 * ("shop.example") gets https:// first, as shoppers type it that way. Whether it may be fetched
 * (public address, port) is the server's safe fetcher's to decide.
 */
export const webUrlSchema = boundedString(STORE_URL_MAX_LENGTH, {
  tooLong: invalidUrl,
  notText: invalidUrl,
})
  .trim()
  .min(1, invalidUrl)
  .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: invalidUrl, abort: true })
      .refine(hasInternetHost, invalidUrl),
  );

/** `POST /api/store-analysis`. The spec's payload also carries analysis and productData, which
 * the seed computed in the browser; the server computes its own and ignores them. */
export const storeAnalysisRequestSchema = z.object({ url: webUrlSchema });
export type StoreAnalysisRequest = z.input<typeof storeAnalysisRequestSchema>;

/** One rule that fired: its scheme, its points (signed) and the evidence that fired it. */
export const verdictEvidenceSchema = z.object({
  scheme: z.enum(scoringSchemes),
  /** A stable id of the rule, e.g. `trust.returnPolicy` or `vendor.single`. */
  rule: z.string(),
  /** What the rule says, for the shopper: 'Return policy page found'. */
  label: z.string(),
  points: z.number(),
  /** What fired it: the header, the phrase and where, the vendor count, the domain's age. */
  evidence: z.string(),
  /** The address it was read from, when it came from a page. */
  source: z.string().optional(),
});
export type VerdictEvidence = z.infer<typeof verdictEvidenceSchema>;

/** The print-on-demand result. */
export const podAnalysisSchema = z.object({
  isPOD: z.boolean(),
  confidence: score,
  /** The print-on-demand provider named by the store, if any. */
  provider: z.string().nullable(),
  indicators: z.object({ positive: z.array(z.string()), negative: z.array(z.string()) }),
  recommendedAction: z.string(),
  /** Store-level indicators: above 50 a POD store, above 25 mixed. */
  storeLevel: z.object({ score, classification: z.enum(['pod_store', 'mixed', 'not_pod']) }),
});
export type PodAnalysis = z.infer<typeof podAnalysisSchema>;

/** The Shopify-style store assessment, for stores whose storefront could be read. */
export const shopifyAssessmentSchema = z.object({
  score,
  storeHealth: z.enum(storeHealths),
  dropshipLikelihood: z.enum(dropshipLikelihoods),
  authenticity: z.object({ score, indicators: z.array(z.string()) }),
  businessModel: z.object({
    type: z.enum(businessModels),
    confidence: score,
    reasoning: z.string(),
  }),
  qualityMetrics: z.object({
    professionalism: score,
    productCuration: score,
    customerService: score,
  }),
  educationalInsights: z.object({
    storeType: z.string(),
    recommendations: z.array(z.string()),
    redFlags: z.array(z.string()),
    positiveSignals: z.array(z.string()),
  }),
  /** What the storefront published: the counts the rules read. */
  productsRead: z.number().int(),
  vendors: z.array(z.string()),
});
export type ShopifyAssessment = z.infer<typeof shopifyAssessmentSchema>;

/** The domain's registration, from RDAP; `registeredAt` null when unknown (never "new"). */
export const domainAgeSchema = z.object({
  registeredAt: isoTimestamp.nullable(),
  ageDays: z.number().int().nullable(),
  /** Where it came from, or why it is unknown ('no RDAP server for .xyz', 'date withheld'). */
  note: z.string(),
});
export type DomainAge = z.infer<typeof domainAgeSchema>;

/** A page the analysis read, and what came of it. */
export const pageReadSchema = z.object({
  url: z.string(),
  /** storefront page, products feed, store meta, policy, contact, about, listing... */
  role: z.string(),
  /** HTTP status, or null when it could not be fetched. */
  status: z.number().int().nullable(),
  note: z.string().optional(),
});
export type PageRead = z.infer<typeof pageReadSchema>;

/** The store analysis result, plus its verdict and evidence. */
export const storeAnalysisReportSchema = z.object({
  verdict: z.enum(['scored', 'unknown']),
  /** Why the verdict is unknown: the blocked fetch, the empty page. */
  unknownReason: z.string().optional(),
  productType: z.enum(storeProductTypes),
  /** Null when the verdict is unknown. */
  authenticityScore: score.nullable(),
  band: z.enum(authenticityBands).nullable(),
  confidence: score,
  indicators: z.object({
    positive: z.array(z.string()),
    negative: z.array(z.string()),
    neutral: z.array(z.string()),
  }),
  storeMetadata: z.object({
    platform: z.enum(storePlatforms),
    storeName: z.string().nullable(),
    storeAge: domainAgeSchema,
    sellerRating: z.number().nullable(),
    totalSales: z.number().nullable(),
    location: z.string().nullable(),
  }),
  /** From the store's products found in the catalogue; null figures when none were found. */
  priceAnalysis: z.object({
    competitiveScore: score.nullable(),
    marketPosition: z.enum(marketPositions).nullable(),
    similarProductsFound: z.number().int(),
  }),
  riskFactors: z.object({ level: z.enum(riskLevels).nullable(), factors: z.array(z.string()) }),
  podAnalysis: podAnalysisSchema.optional(),
  shopify: shopifyAssessmentSchema.optional(),
  evidence: z.array(verdictEvidenceSchema),
  pagesRead: z.array(pageReadSchema),
  /** When the store was read (a cached report keeps the time it was made). */
  analyzedAt: isoTimestamp,
});
export type StoreAnalysisReport = z.infer<typeof storeAnalysisReportSchema>;

/**
 * The latest decided appeal of the store's owner: when they asked, what staff decided and the
 * note staff wrote for shoppers. Only those facts; nothing else is said about it.
 */
export const storeAppealOutcomeSchema = z.object({
  requestedAt: isoTimestamp,
  decidedAt: isoTimestamp,
  outcome: z.enum(appealOutcomes),
  note: z.string(),
});
export type StoreAppealOutcome = z.infer<typeof storeAppealOutcomeSchema>;

/** A history entry (id, url, timestamp, analysis); also the POST's answer. */
export const storeAnalysisEntrySchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The normalized store this counted as (its host, without www.). */
  store: z.string(),
  timestamp: isoTimestamp,
  /** True when the report came from the 24-hour cache shared between shoppers. */
  cached: z.boolean(),
  analysis: storeAnalysisReportSchema,
  /** The store owner's latest decided appeal, when there is one. */
  appealOutcome: storeAppealOutcomeSchema.optional(),
});
export type StoreAnalysisEntry = z.infer<typeof storeAnalysisEntrySchema>;

export const storeAnalysisHistorySchema = z.array(storeAnalysisEntrySchema);

/** `POST /api/store-analysis/product-page`: the scan page's url tab. */
export const productPageRequestSchema = z.object({
  url: boundedString(STORE_URL_MAX_LENGTH, {
    tooLong: invalidUrl,
    notText: storeAnalysisMessages.productUrlRequired,
  })
    .trim()
    .min(1, storeAnalysisMessages.productUrlRequired)
    .pipe(webUrlSchema),
});

/** Where a product-page field was read from. */
export const structuredDataSources = ['json-ld', 'microdata', 'open-graph', 'page'] as const;

/** What a product page publishes about its product; a field nothing published is absent. */
export const productPageFactsSchema = z.object({
  name: z.string().optional(),
  price: z.number().optional(),
  currency: z.string().optional(),
  images: z.array(z.string()),
  brand: z.string().optional(),
  gtin: z.string().optional(),
  description: z.string().optional(),
  availability: z.enum(['in_stock', 'out_of_stock', 'limited']).optional(),
  /**
   * Prices other sources of the page published when they disagree with `price` (a sale in Open
   * Graph the JSON-LD does not show); `sources.price` says which one was used.
   */
  otherPrices: z
    .array(
      z.object({
        price: z.number(),
        currency: z.string().optional(),
        source: z.enum(structuredDataSources),
      }),
    )
    .optional(),
  /** Field name → where it was read from. */
  sources: z.record(z.string(), z.enum(structuredDataSources)),
});
export type ProductPageFacts = z.infer<typeof productPageFactsSchema>;

export const catalogueMatchSchema = z.object({
  productId: z.string(),
  name: z.string(),
  matchedBy: z.enum(['gtin', 'name']),
  /** 100 for a GTIN; the name similarity otherwise. */
  similarity: score,
  averagePrice: z.number().nullable(),
  lowestPrice: z.number().nullable(),
});
export type CatalogueMatch = z.infer<typeof catalogueMatchSchema>;

export const productPageCheckSchema = z.object({
  url: z.string(),
  facts: productPageFactsSchema,
  /** Set when the page was longer than its cap and only its first part was read. */
  readInPart: z.string().optional(),
  catalogueMatch: catalogueMatchSchema.nullable(),
  store: storeAnalysisEntrySchema,
});
export type ProductPageCheck = z.infer<typeof productPageCheckSchema>;
