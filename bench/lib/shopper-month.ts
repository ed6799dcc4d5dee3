/**
 * A month of a typical free and a typical premium shopper, as counts of the operations the
 * cost-per-shopper benchmark measures, each with the reason for its number. What a free shopper
 * can do is bounded by the plan's quotas (shared/src/plans.ts); what the SPA calls on a page load
 * was read in Chromium against the local stack (the calls are listed with each operation).
 */
import { plans } from '@shop-scanner/shared/plans';

export type PlanKind = 'free' | 'premium';

/** Visits a month that start the SPA from scratch (a new tab, a link, the home-screen icon). */
export const SESSIONS: Readonly<Record<PlanKind, number>> = { free: 8, premium: 20 };
/** Minutes a signed-in tab stays visible per visit. */
export const SESSION_MINUTES: Readonly<Record<PlanKind, number>> = { free: 5, premium: 8 };
/** The notification toasts' poll: every 30 s while the tab is visible (NOTIFICATIONS_POLL_MS). */
export const POLLS_PER_MINUTE = 2;

/**
 * On the free plan, searches of the catalogue by words, price comparisons and cross-platform
 * searches draw on one allowance (docs/plans.md); the same words or product again, and a browse by
 * category alone, are free.
 */
const FREE_SEARCH_ALLOWANCE = plans.free.limits.crossPlatformSearches ?? 0;

export type OperationKey =
  | 'session'
  | 'notification-poll'
  | 'analytics-batch'
  | 'search'
  | 'browse'
  | 'product-page'
  | 'scan'
  | 'scan-refused'
  | 'comparison'
  | 'cross-platform-search'
  | 'store-analysis'
  | 'price-alert'
  | 'wishlist-add'
  | 'wishlist-page'
  | 'price-report'
  | 'subscription-page'
  | 'checkout';

export interface ProfileLine {
  readonly operation: OperationKey;
  /** What it sends (the SPA's calls for it, as seen in Chromium). */
  readonly calls: string;
  readonly perMonth: Readonly<Record<PlanKind, number>>;
  readonly why: string;
}

const polls = (plan: PlanKind) => SESSIONS[plan] * SESSION_MINUTES[plan] * POLLS_PER_MINUTE;

export const shopperMonth: readonly ProfileLine[] = [
  {
    operation: 'session',
    calls:
      'index.html + /config.json (CloudFront, no Lambda), GET /auth/me, GET /api/notifications',
    perMonth: SESSIONS,
    why: 'twice a week for a free shopper; about five times a week for one who pays to use it',
  },
  {
    operation: 'notification-poll',
    calls: 'GET /api/notifications',
    perMonth: { free: polls('free'), premium: polls('premium') },
    why: `every 30 s while a signed-in tab is visible: ${SESSION_MINUTES.free} and ${SESSION_MINUTES.premium} minutes a visit`,
  },
  {
    operation: 'analytics-batch',
    calls: 'POST /api/analytics/events (a batch of the visit’s page views)',
    perMonth: SESSIONS,
    why: 'the SPA batches its events: one batch a visit',
  },
  {
    operation: 'search',
    calls: 'GET /api/products/search?query=… (new words: counted in the allowance)',
    perMonth: { free: FREE_SEARCH_ALLOWANCE / 2, premium: 30 },
    why: 'free: half of the shared allowance (the other half goes to a comparison); premium: one a day',
  },
  {
    operation: 'browse',
    calls: 'GET /api/products/search?category=…&page=… (filters alone: not counted)',
    perMonth: { free: 22, premium: 50 },
    why: 'the rest of the looking around: categories and further pages, about three a visit',
  },
  {
    operation: 'product-page',
    calls:
      'GET /api/products/{id}, …/edits, …/price-trend, …/price-comparison/allowance, GET /api/wishlist/items',
    perMonth: { free: 16, premium: 60 },
    why: 'two product pages a visit (free), three (premium), each with its price sections',
  },
  {
    operation: 'scan',
    calls: 'GET /api/products/barcode/{barcode}',
    perMonth: { free: plans.free.limits.scansPerMonth ?? 0, premium: 40 },
    why: `free: the plan's ${plans.free.limits.scansPerMonth} scans a month; premium: about ten a week in shops`,
  },
  {
    operation: 'scan-refused',
    calls: 'GET /api/products/barcode/{barcode} answered 429',
    perMonth: { free: 1, premium: 0 },
    why: 'a free shopper tries once more after the allowance is spent (the upgrade prompt)',
  },
  {
    operation: 'comparison',
    calls: 'GET /api/products/{id}/price-comparison',
    perMonth: { free: FREE_SEARCH_ALLOWANCE / 2, premium: 30 },
    why: 'free: the other half of the shared allowance; premium: one a day',
  },
  {
    operation: 'cross-platform-search',
    calls: 'POST /api/cross-platform-search',
    perMonth: { free: 0, premium: 10 },
    why: 'free: the shared allowance is spent on the search and the comparison; premium: a few a week',
  },
  {
    operation: 'store-analysis',
    calls: 'POST /api/store-analysis',
    perMonth: { free: plans.free.limits.storeAnalysisPerMonth ?? 0, premium: 6 },
    why: `free: the plan's ${plans.free.limits.storeAnalysisPerMonth} analyses; premium: an unknown shop every week or so`,
  },
  {
    operation: 'price-alert',
    calls: 'POST /api/price-alerts',
    perMonth: { free: 1, premium: 5 },
    why: 'alerts on the few products being waited for',
  },
  {
    operation: 'wishlist-add',
    calls: 'POST /api/wishlist/items',
    perMonth: { free: 2, premium: 8 },
    why: 'a couple of products saved a month (free), two a week (premium)',
  },
  {
    operation: 'wishlist-page',
    calls: 'GET /api/wishlist/stats, /api/wishlist/collections, /api/wishlist/items',
    perMonth: { free: 2, premium: 8 },
    why: 'looked at as often as something is added',
  },
  {
    operation: 'price-report',
    calls: 'POST /api/products/{id}/prices (puts PriceChanged: its consumer runs)',
    perMonth: { free: 1, premium: 4 },
    why: 'a shelf price reported now and then, more by the engaged shopper',
  },
  {
    operation: 'subscription-page',
    calls: 'GET /api/subscription, /api/billing/payment-attempts, /api/billing/invoices',
    perMonth: { free: 1, premium: 2 },
    why: 'the plan and usage looked at once or twice',
  },
  {
    operation: 'checkout',
    calls:
      'POST /api/subscriptions/create-checkout-session, the card confirmed at Stripe, its webhooks and the billing consumer',
    perMonth: { free: 0, premium: 1 },
    why: 'the premium month includes its own checkout (a renewal costs only its webhooks: less)',
  },
];

/** A scheduled job's runs a month, and why. */
export interface JobLine {
  readonly job: string;
  readonly runsPerMonth: number;
  readonly why: string;
}

export const scheduledMonth: readonly JobLine[] = [
  { job: 'price-drop-job', runsPerMonth: 30 * 24, why: 'hourly (rate(1 hour))' },
  { job: 'demo-market', runsPerMonth: 30, why: 'daily at 00:05 UTC' },
  { job: 'push-retries', runsPerMonth: 30 * 24 * 30, why: 'every 2 minutes' },
  { job: 'account-deletion', runsPerMonth: 30 * 24 * 4, why: 'every 15 minutes' },
  {
    job: 'weekly-digest',
    runsPerMonth: Math.round((4 * 52) / 12),
    why: 'Mondays 08:00 to 11:00 UTC, four runs a week',
  },
];
