/**
 * Request-rate limits (docs/plans.md#rate-limits), as pure rules: which
 * counters a request counts in, their limits on a plan, and the window they are counted over.
 * The figures live in the shared plans table (shared/src/plans.ts, `rateLimits`).
 *
 * The window is a fixed calendar minute: one counter item per caller and minute, incremented
 * atomically with the limit as its condition (data/rate-limits.ts). A fixed window lets a caller
 * reach twice the limit across a minute boundary at worst; in exchange a request costs one write
 * and no read, and Retry-After is exact.
 */
import {
  plans,
  planIds,
  RATE_LIMIT_WINDOW_SECONDS,
  type PlanId,
  type RateLimits,
} from '@shop-scanner/shared/plans';
import { routeKey, routes } from '@shop-scanner/shared/routes';

/** A counter of the window: every API request, and barcode lookups (scans) on their own. */
export type RateCounter = 'apiRequests' | 'scans';

const limitOfCounter: Readonly<Record<RateCounter, keyof RateLimits>> = {
  apiRequests: 'apiRequestsPerMinute',
  scans: 'scansPerMinute',
};

/** The routes that are scans: the barcode lookup (what the scanner and manual entry call). */
export const scanRouteKeys: ReadonlySet<string> = new Set(['GET /api/products/barcode/{barcode}']);
for (const key of scanRouteKeys) {
  // A renamed route would silently stop counting scans: fail when the module loads instead.
  if (!routes.some((r) => routeKey(r) === key)) throw new Error(`No route ${key} to count scans`);
}

/** The counters a request of this route counts in. */
export const countersOfRoute = (key: string): readonly RateCounter[] =>
  scanRouteKeys.has(key) ? ['apiRequests', 'scans'] : ['apiRequests'];

/** The name a 429 tells the client, as the plans table names it. */
export const limitName = (counter: RateCounter): keyof RateLimits => limitOfCounter[counter];

export type CounterLimits = Partial<Record<RateCounter, number>>;

/** The limits of these counters on a plan. */
export const limitsOnPlan = (planId: PlanId, counters: readonly RateCounter[]): CounterLimits =>
  Object.fromEntries(counters.map((c) => [c, plans[planId].rateLimits[limitOfCounter[c]]]));

/**
 * The limits when every plan has the same ones, so the caller's plan need not be read (API
 * requests: 1000 on every plan); undefined when they depend on the plan (scans).
 */
export const limitsOnAnyPlan = (counters: readonly RateCounter[]): CounterLimits | undefined => {
  const [first, ...others] = planIds.map((id) => limitsOnPlan(id, counters));
  const same = others.every((l) => counters.every((c) => l[c] === first?.[c]));
  return same ? first : undefined;
};

export interface RateWindow {
  /** Unix seconds of the window's start: part of the counter's key. */
  readonly start: number;
  /** Unix seconds of its end: the counter's TTL (the table deletes it some time after). */
  readonly end: number;
  /** Whole seconds until the next window, at least 1: the 429's Retry-After. */
  readonly retryAfterSeconds: number;
}

/**
 * The fixed window of `seconds` that holds `now`: the plan's request-rate minute by default; an
 * hourly limit of one action (price reports) asks for 3600.
 */
export const rateWindow = (now: Date, seconds: number = RATE_LIMIT_WINDOW_SECONDS): RateWindow => {
  const nowSeconds = now.getTime() / 1000;
  const start = Math.floor(nowSeconds / seconds) * seconds;
  const end = start + seconds;
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil(end - nowSeconds)) };
};
