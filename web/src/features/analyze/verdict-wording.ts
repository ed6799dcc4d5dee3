/**
 * How the store verdict is worded on /analyze and in the scan page's url tab: the labels of the
 * contract's fixed lists, the points of a rule, the domain's age, the catalogue match. Pure, so
 * every sentence a shopper reads is tested once here.
 */
import {
  authenticityBandLabels,
  evidenceByScheme,
  scoringSchemeLabels,
  type AuthenticityBandName,
  type BusinessModel,
  type DropshipLikelihood,
  type MarketPosition,
  type RiskLevel,
  type StoreHealth,
} from '@shop-scanner/shared/store-analysis-rules';
import type {
  CatalogueMatch,
  DomainAge,
  ProductPageFacts,
  StoreAnalysisReport,
} from '@shop-scanner/shared/store-analysis';
import type { Tone } from '../../components/ui/tone';
import { formatMoney } from '../../lib/format';
import { DAY_MS } from '@shop-scanner/shared/time';

export const schemeLabels = scoringSchemeLabels;

export const riskLevelLabels: Readonly<Record<RiskLevel, string>> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};

export const marketPositionLabels: Readonly<Record<MarketPosition, string>> = {
  premium: 'Premium',
  above_market: 'Above market',
  market_average: 'Market average',
  below_market: 'Below market',
};

export const storeHealthLabels: Readonly<Record<StoreHealth, string>> = {
  excellent: 'Excellent',
  good: 'Good',
  moderate: 'Moderate',
  poor: 'Poor',
};

export const dropshipLikelihoodLabels: Readonly<Record<DropshipLikelihood, string>> = {
  very_low: 'Very low',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  very_high: 'Very high',
};

export const businessModelLabels: Readonly<Record<BusinessModel, string>> = {
  brand_owned: 'Brand owned',
  dropshipping: 'Dropshipping',
  reseller: 'Reseller',
  print_on_demand: 'Print on demand',
  mixed: 'Mixed',
};

export const podClassificationLabels = {
  pod_store: 'A print-on-demand store',
  mixed: 'A mixed store',
  not_pod: 'Not a print-on-demand store',
} as const;

export const structuredDataLabels: Readonly<Record<ProductPageFacts['sources'][string], string>> = {
  'json-ld': 'JSON-LD',
  microdata: 'microdata',
  'open-graph': 'Open Graph',
  page: 'the page text',
};

export const availabilityLabels: Readonly<
  Record<NonNullable<ProductPageFacts['availability']>, string>
> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  limited: 'Limited stock',
};

/** What the verdict says at the top: a score in its band, or "Unknown" and why. */
export type Headline =
  | { kind: 'scored'; score: number; band: AuthenticityBandName; label: string }
  | { kind: 'unknown'; reason: string };

/** Said when the server gave no reason: it should always give one. */
export const UNKNOWN_WITHOUT_REASON = 'Too little could be read from the store to score it.';

export const headlineOf = (analysis: StoreAnalysisReport): Headline =>
  analysis.verdict === 'scored' && analysis.authenticityScore !== null && analysis.band !== null
    ? {
        kind: 'scored',
        score: analysis.authenticityScore,
        band: analysis.band,
        label: authenticityBandLabels[analysis.band],
      }
    : { kind: 'unknown', reason: analysis.unknownReason || UNKNOWN_WITHOUT_REASON };

/** A rule's points as the evidence list shows them: "+8", "−12" (a true minus sign), "0". */
export const formatPoints = (points: number): string =>
  points > 0 ? `+${points}` : points < 0 ? `\u2212${Math.abs(points)}` : '0';

export { evidenceByScheme };

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "12 Apr 2012", read in UTC: a registration date is a day, not a moment in the shopper's zone. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

/** "1 rule", "4 rules". */
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "14 years ago", "5 months ago", "12 days ago", "today". */
export const ageText = (days: number): string => {
  if (days < 1) return 'today';
  if (days < DAYS_PER_MONTH) return `${plural(Math.floor(days), 'day')} ago`;
  if (days < DAYS_PER_YEAR) return `${plural(Math.floor(days / DAYS_PER_MONTH), 'month')} ago`;
  return `${plural(Math.floor(days / DAYS_PER_YEAR), 'year')} ago`;
};

/**
 * "Registered 12 Apr 2012 (14 years ago)", the age as the server counted it when it read the
 * store (or from the analysis time when it gave none); or "Domain age unknown: <why>". An unknown
 * age is never taken for a new domain.
 */
export const domainAgeText = (age: DomainAge, analyzedAt: string): string => {
  if (age.registeredAt === null) return `Domain age unknown: ${age.note}`;
  const days =
    age.ageDays ?? Math.max(0, (Date.parse(analyzedAt) - Date.parse(age.registeredAt)) / DAY_MS);
  return `Registered ${formatDay(age.registeredAt)} (${ageText(days)})`;
};

/** When a report was made, in the shopper's own time: "3 Mar 2026, 14:05". */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}, ${time}`;
};

/** Why the server read a page (store-reading's page roles), in the shopper's words. */
const pageRoleLabels: Readonly<Record<string, string>> = {
  storefront: 'Storefront',
  listing: 'Marketplace listing',
  'products-feed': 'Product list',
  'store-meta': 'Store details',
  product: 'Product page',
  policy: 'Policy page',
  shipping: 'Shipping page',
  contact: 'Contact page',
  about: 'About page',
};

/** "Product list" for `products-feed`; a role not known here is shown as the server wrote it. */
export const pageRoleText = (role: string): string => pageRoleLabels[role] ?? role;

/** A page the analysis read: its HTTP status, or that it could not be fetched. */
export const pageStatusText = (status: number | null): string =>
  status === null ? 'Not fetched' : `HTTP ${status}`;

/** "Matched by barcode", or "Matched by name, 87 % similar". */
export const matchText = (match: Pick<CatalogueMatch, 'matchedBy' | 'similarity'>): string =>
  match.matchedBy === 'gtin'
    ? 'Matched by barcode'
    : `Matched by name, ${match.similarity} % similar`;

/** A price as the page published it, in its own currency when it named one. */
export const formatPagePrice = (price: number, currency: string | undefined): string =>
  currency ? formatMoney(price, currency) : price.toFixed(2);

/** Each band's colours; 'good' keeps a green of its own, between high and moderate risk. */
export const bandTones: Readonly<Record<AuthenticityBandName, Tone | null>> = {
  high: 'success',
  good: null,
  moderateRisk: 'warning',
  highRisk: 'danger',
};
