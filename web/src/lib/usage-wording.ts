/**
 * How every page words a plan's allowance, so /scan,
 * /products and /subscription say the same thing in the same words, right for any number
 * ('1 scan remaining', '2 searches remaining'). The figures are the server's; the limits come
 * from the shared plans table.
 */
import { countOf } from '@shop-scanner/shared/messages';
import { limitOfFeature, plans, type UsageFeature } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';

/**
 * Where every limit leads a signed-in shopper: /pricing with Premium preselected, Annual in reach.
 */
export const UPGRADE_PATH = '/pricing?plan=premium';

/**
 * What one use of each allowance is called. Searches and price comparisons draw on the same
 * monthly allowance, so it is named by both, as /pricing names it.
 */
const nouns: Readonly<Record<UsageFeature, readonly [one: string, many: string]>> = {
  scan: ['scan', 'scans'],
  storeAnalysis: ['store analysis', 'store analyses'],
  crossPlatformSearch: ['search or price comparison', 'searches or price comparisons'],
};

/** '1 scan', '0 searches', '2 store analyses'. */
export const usageCount = (feature: UsageFeature, n: number): string =>
  countOf(n, ...nouns[feature]);

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** '1 scan remaining this month', or 'Unlimited scans' (a null remaining is an unlimited plan). */
export const remainingText = (feature: UsageFeature, remaining: number | null): string =>
  remaining === null
    ? `Unlimited ${nouns[feature][1]}`
    : `${usageCount(feature, remaining)} remaining this month`;

/** The usage meter's accessible name: 'Scans used this month'. */
export const meterLabel = (feature: UsageFeature): string =>
  `${capitalised(nouns[feature][1])} used this month`;

/** An allowance's name as a heading: 'Scans', 'Searches or price comparisons'. */
export const allowanceName = (feature: UsageFeature): string => capitalised(nouns[feature][1]);

/**
 * What a plan allows of one feature, as every page that describes a plan says it:
 * '2 searches or price comparisons a month', 'Unlimited scans'. `limit` null is unlimited.
 */
export const monthlyAllowanceText = (feature: UsageFeature, limit: number | null): string =>
  limit === null ? `Unlimited ${nouns[feature][1]}` : `${usageCount(feature, limit)} a month`;

const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What a paid plan makes unlimited, in the same words: every allowance above. */
export const PAID_ALLOWANCE_TEXT =
  'unlimited scans, store analyses, searches and price comparisons';

/**
 * The free plan's whole allowance in one phrase, from the plans table: '2 scans, 2 store analyses
 * and 2 searches or price comparisons a month'.
 */
export const freeAllowanceText = (): string => {
  const free = plans.free.limits;
  return `${listOf([
    usageCount('scan', free.scansPerMonth ?? 0),
    usageCount('storeAnalysis', free.storeAnalysisPerMonth ?? 0),
    usageCount('crossPlatformSearch', free.crossPlatformSearches ?? 0),
  ])} a month`;
};

/** One feature's allowance as the server counts it; `limit` null means unlimited. */
export interface Allowance {
  readonly feature: UsageFeature;
  readonly limit: number | null;
  readonly used: number;
  readonly remaining: number | null;
  readonly resetsAt: string;
}

const usedOf = (subscription: Subscription, feature: UsageFeature): number => {
  const { usage } = subscription;
  if (feature === 'scan') return usage.scansUsed;
  if (feature === 'storeAnalysis') return usage.storeAnalysisUsed;
  return usage.crossPlatformSearchesUsed;
};

export const allowanceOf = (subscription: Subscription, feature: UsageFeature): Allowance => {
  const limit = plans[subscription.planId].limits[limitOfFeature[feature]];
  return {
    feature,
    limit: typeof limit === 'number' ? limit : null,
    used: usedOf(subscription, feature),
    remaining: subscription.remaining[feature],
    resetsAt: subscription.usageResetsAt,
  };
};

/**
 * A guest at a limit: they have no plan to upgrade, so they are told what an account gives them.
 * Guests get the free plan's allowance, counted against their address.
 */
export const guestLimitText = (feature: UsageFeature) => ({
  message: `You have used this month's free ${nouns[feature][1]}.`,
  note:
    `Sign up free for an allowance of your own on any device: ${freeAllowanceText()}. ` +
    `Premium makes them unlimited.`,
});
