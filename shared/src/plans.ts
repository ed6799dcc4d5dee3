/** Plans and their limits, as docs/plans.md explains them. `null` means unlimited. */

export const planIds = ['free', 'premium', 'annual'] as const;
export type PlanId = (typeof planIds)[number];

export const usageFeatures = ['scan', 'storeAnalysis', 'crossPlatformSearch'] as const;
export type UsageFeature = (typeof usageFeatures)[number];

export interface PlanLimits {
  readonly scansPerMonth: number | null;
  readonly storeAnalysisPerMonth: number | null;
  readonly crossPlatformSearches: number | null;
  /** How long history is kept, in days. */
  readonly historyRetention: number;
  readonly prioritySupport: boolean;
  readonly advancedAnalytics: boolean;
  readonly bulkOperations: boolean;
}

/**
 * Request-rate limits (docs/plans.md#rate-limits: scans 10 for free and 100 for premium,
 * API requests 1000), per user, or per guest address for guests, over one window of
 * RATE_LIMIT_WINDOW_SECONDS. They stop bursts and scripts; the monthly allowances above are the
 * plan's quotas.
 */
export interface RateLimits {
  /** Barcode lookups per window. */
  readonly scansPerMinute: number;
  /** Any API request per window (scans included). */
  readonly apiRequestsPerMinute: number;
}

/** The rate limits' window: one calendar minute. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** USD per billing period. */
  readonly price: number;
  readonly originalPrice?: number;
  readonly billingPeriod: 'month' | 'year';
  readonly description: string;
  readonly popular: boolean;
  readonly trialDays: number;
  readonly limits: PlanLimits;
  readonly rateLimits: RateLimits;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    billingPeriod: 'month',
    description: 'Try the essentials with a small monthly allowance.',
    popular: false,
    trialDays: 0,
    limits: {
      scansPerMonth: 2,
      storeAnalysisPerMonth: 2,
      crossPlatformSearches: 2,
      historyRetention: 7,
      prioritySupport: false,
      advancedAnalytics: false,
      bulkOperations: false,
    },
    rateLimits: { scansPerMinute: 10, apiRequestsPerMinute: 1000 },
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: 10,
    billingPeriod: 'month',
    description: 'Unlimited scans, store analyses, searches and price comparisons.',
    popular: true,
    trialDays: 7,
    limits: {
      scansPerMonth: null,
      storeAnalysisPerMonth: null,
      crossPlatformSearches: null,
      historyRetention: 90,
      prioritySupport: true,
      advancedAnalytics: true,
      bulkOperations: true,
    },
    rateLimits: { scansPerMinute: 100, apiRequestsPerMinute: 1000 },
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    price: 102,
    originalPrice: 120,
    billingPeriod: 'year',
    description: 'Everything in Premium, billed yearly.',
    popular: false,
    trialDays: 7,
    limits: {
      scansPerMonth: null,
      storeAnalysisPerMonth: null,
      crossPlatformSearches: null,
      historyRetention: 365,
      prioritySupport: true,
      advancedAnalytics: true,
      bulkOperations: true,
    },
    rateLimits: { scansPerMinute: 100, apiRequestsPerMinute: 1000 },
  },
};

/** The plan limits that count uses a month (null: unlimited). */
type MonthlyLimit = 'scansPerMonth' | 'storeAnalysisPerMonth' | 'crossPlatformSearches';

/** Which plan limit governs each usage feature. */
export const limitOfFeature: Readonly<Record<UsageFeature, MonthlyLimit>> = {
  scan: 'scansPerMonth',
  storeAnalysis: 'storeAnalysisPerMonth',
  crossPlatformSearch: 'crossPlatformSearches',
};

/** Saving of the annual plan against twelve monthly payments: 12 x 10 - 102 = 18. */
export const annualSaving = (monthly: Plan, annual: Plan): number =>
  12 * monthly.price - annual.price;

/** A missing subscription is a free plan with a 30-day period. */
export const FALLBACK_PERIOD_DAYS = 30;
