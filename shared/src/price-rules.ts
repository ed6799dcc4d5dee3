/**
 * Prices: the constants (docs/prices.md), the texts shoppers read and the small pure rules the
 * browser shows (money, total cost, trust bands, the chart's and the list's points), without zod:
 * the product page's first load reads these, and prices.ts (the zod contracts) would bring all of
 * zod with it. prices.ts re-exports everything here.
 *
 * Money is USD in dollars on the wire (as the product contracts have it), always rounded to the
 * cent; every comparison of two amounts is made in whole cents, so 0.1 + 0.2 never differs from
 * 0.3.
 */
import { formatUsd } from './en-us-format';
import { authenticityBand, VERIFIED_MIN_SCORE, type AuthenticityBand } from './product-rules';
import { DAY_MS } from './time';

// ---------------------------------------------------------------------------------------------
// Money (docs/prices.md#money: all money is shown in USD, en-US)

/** $1,234.50: every amount a shopper reads, in the page and in the rules' texts alike. */
export { formatUsd };

/** Whole cents of a dollar amount. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const roundCents = (amount: number): number => toCents(amount) / 100;

/**
 * True when an amount has at most two decimals (24.99, not 24.999). Checked on the amount times
 * 100 with a tolerance far below a cent, because 24.99 * 100 is 2498.9999999999995 in binary.
 */
export const hasAtMostCents = (amount: number): boolean =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The highest price a shopper may type (alert targets, reports): far above any real product. */
export const MAX_PRICE = 1_000_000;

export interface Shipping {
  readonly free: boolean;
  readonly cost: number;
  readonly estimatedDays: number;
}

/** Total cost = price plus shipping (zero when free). */
export const shippingCostOf = (shipping: Pick<Shipping, 'free' | 'cost'>): number =>
  shipping.free ? 0 : shipping.cost;
export const totalCostOf = (offer: {
  readonly price: number;
  readonly shipping: Pick<Shipping, 'free' | 'cost'>;
}): number => (toCents(offer.price) + toCents(shippingCostOf(offer.shipping))) / 100;

/**
 * How far `price` is below `reference` (above 0), in whole percent (negative when above it).
 * Rounded to the nearest percent, as a store offer's discountPercentage is.
 */
export const percentBelow = (price: number, reference: number): number =>
  Math.round(((toCents(reference) - toCents(price)) / toCents(reference)) * 100);

// ---------------------------------------------------------------------------------------------
// A product's market price: one definition of its average, everywhere it is shown

export interface MarketPriceOffer {
  readonly name: string;
  readonly price: number;
  readonly inStock: boolean;
}

export interface MarketPrice {
  /** The mean price of the offers in stock, shipping not included, to the cent. */
  readonly averagePrice: number | null;
  /** The lowest price in stock, shipping not included. */
  readonly lowestPrice: number | null;
  /** The stores in stock at the lowest price, as their offers name them. */
  readonly lowestAt: readonly string[];
  readonly inStockStores: number;
  readonly totalStores: number;
}

/**
 * A product's average and lowest price: of the offers in stock, price without shipping. The
 * product record (and so its page's header and the /products cards) and the price comparison
 * all take them from here, so a product has one average wherever it is shown.
 *
 * Why these: savings are measured against the average, and the best deal is picked among the
 * stores in stock; a price nobody can buy now is no price to save against, and an average over
 * stores out of stock would move when one runs out without any price changing. Shipping stays out
 * because this is the average *price*; total cost (price plus shipping) is a figure of its own,
 * and the comparison states its savings in total cost (docs/prices.md#average-and-lowest). Without
 * a store in stock there is no average: the page says so instead of showing a number.
 */
export const marketPriceOf = (offers: readonly MarketPriceOffer[]): MarketPrice => {
  const inStock = offers.filter((o) => o.inStock);
  const counts = { inStockStores: inStock.length, totalStores: offers.length };
  if (inStock.length === 0)
    return { averagePrice: null, lowestPrice: null, lowestAt: [], ...counts };
  const cents = inStock.map((o) => toCents(o.price));
  const lowest = Math.min(...cents);
  return {
    averagePrice: Math.round(cents.reduce((sum, c) => sum + c, 0) / cents.length) / 100,
    lowestPrice: lowest / 100,
    lowestAt: inStock.filter((o) => toCents(o.price) === lowest).map((o) => o.name),
    ...counts,
  };
};

/** The average's definition in a shopper's words: 'Average of 7 stores with it in stock'. */
export const averageBasisText = ({ inStockStores, totalStores }: MarketPrice): string =>
  inStockStores === 0
    ? totalStores === 0
      ? 'No store sells it yet'
      : 'No store has it in stock'
    : inStockStores === 1
      ? 'The one store with it in stock'
      : `Average of the ${inStockStores} stores with it in stock`;

/**
 * The line under an average price, wherever one is shown (the product page, the scan card):
 * 'Average of the 7 stores with it in stock, shipping not included'.
 */
export const averagePriceNote = (market: MarketPrice): string =>
  market.inStockStores === 0
    ? averageBasisText(market)
    : `${averageBasisText(market)}, shipping not included`;

// ---------------------------------------------------------------------------------------------
// Where a price comes from

/**
 * `demo`: the demo market; `shopper`: a signed-in shopper's report; `open-prices`: Open Prices;
 * `merchant`: a verified business's own offer feed for its own store.
 */
export const priceSources = ['demo', 'shopper', 'open-prices', 'merchant'] as const;
export type PriceSource = (typeof priceSources)[number];

export const priceSourceLabels: Readonly<Record<PriceSource, string>> = {
  demo: 'Demo data',
  shopper: 'Reported by a shopper',
  'open-prices': 'Open Prices',
  merchant: "The merchant's own price",
};

/**
 * One store, however it is written: 'Walmart', ' walmart ' and 'WALMART' are the same store for
 * matching offers, reports and alerts. The offer keeps the name as first written.
 */
export const storeKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

// ---------------------------------------------------------------------------------------------
// Trust badge (docs/products.md#authenticity-badges: a store's trust score in the authenticity
// colours)

/** 80 or more: green. */
export const TRUST_GREEN_MIN = VERIFIED_MIN_SCORE;
/** 60 to 79: yellow; below 60: red. */
export const TRUST_YELLOW_MIN = 60;
export type TrustBand = AuthenticityBand;
export const trustBand = (trustScore: number): TrustBand => authenticityBand(trustScore);
export const trustBandLabels: Readonly<Record<TrustBand, string>> = {
  green: 'Trusted store',
  yellow: 'Moderate risk',
  red: 'High risk',
};

// ---------------------------------------------------------------------------------------------
// Comparison and trend

/** How long the page keeps them fresh: price comparison 5 min, price trend 10 min. */
export const PRICE_COMPARISON_STALE_MS = 5 * 60_000;
export const PRICE_TREND_STALE_MS = 10 * 60_000;

/** The minimum ratings a shopper can filter by. */
export const minRatings = [4, 3, 2] as const;
export type MinRating = (typeof minRatings)[number];

/** Sort as 'field:direction' over price, rating and name. */
export const comparisonSortFields = ['price', 'rating', 'name'] as const;
export type ComparisonSortField = (typeof comparisonSortFields)[number];
export const comparisonSortDirections = ['asc', 'desc'] as const;
export type ComparisonSortDirection = (typeof comparisonSortDirections)[number];
export interface ComparisonSort {
  readonly field: ComparisonSortField;
  readonly direction: ComparisonSortDirection;
}
/** Not in the spec: cheapest first is what a shopper opening a comparison wants to see. */
export const DEFAULT_COMPARISON_SORT: ComparisonSort = { field: 'price', direction: 'asc' };
export const comparisonSortKey = (sort: ComparisonSort): string =>
  `${sort.field}:${sort.direction}`;

/** Trend periods 24h, 7d, 30d (default), 90d. */
export const pricePeriods = ['24h', '7d', '30d', '90d'] as const;
export type PricePeriod = (typeof pricePeriods)[number];
export const DEFAULT_PRICE_PERIOD: PricePeriod = '30d';

/**
 * Good deal: the best total cost against the product's own range over the 90 days
 * before today, judged only with a price on at least 60 of them.
 */
export const GOOD_DEAL_WINDOW_DAYS = 90;
export const GOOD_DEAL_MIN_DAYS = 60;

/**
 * Whether a price history could be long enough for the good-deal note: its oldest point is at
 * least GOOD_DEAL_MIN_DAYS before `now` (a store's price holds from one point to its next). The
 * server's rule is stricter (in-stock days only); the product page uses this to hold the note's
 * place while the comparison loads, so a product too new for a note gets no empty box.
 */
export const mayHaveGoodDeal = (timestamps: readonly string[], now: Date): boolean =>
  timestamps.some((t) => Date.parse(t) <= now.getTime() - GOOD_DEAL_MIN_DAYS * DAY_MS);

export const pricePeriodLabels: Readonly<Record<PricePeriod, string>> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

export const priceTrends = ['up', 'down', 'stable'] as const;
export type PriceTrend = (typeof priceTrends)[number];
export const priceTrendLabels: Readonly<Record<PriceTrend, string>> = {
  up: 'Price rising',
  down: 'Price falling',
  stable: 'Price stable',
};

/**
 * A move smaller than this, in percent as the panel shows it, reads 'Price stable'. A day's
 * rounding or a cent on a $20 product is no trend; a move of 1 % or more is, and a shopper who
 * reads '−$1.00 (−5.9%)' beside the words is told the price is falling.
 */
export const TREND_STABLE_BELOW_PERCENT = 1;

export interface PriceChange {
  readonly trend: PriceTrend;
  /** Dollars from the first price to the last; null without a price. */
  readonly changeAmount: number | null;
  /** Percent of the first price, to one decimal; null without a price. */
  readonly changePercentage: number | null;
}

/**
 * The change over a period, from its first price to its last, and its trend (docs/prices.md#trend).
 * An icon taken from the two latest prices could say 'stable' beside a change of −5.9 % over the
 * same period: the words and the icon are taken from the change that is shown instead,
 * so the panel says one thing. Fewer than one price: no change anyone saw, stable.
 */
export const priceChangeOf = (first: number | undefined, last: number | undefined): PriceChange => {
  if (first === undefined || last === undefined)
    return { trend: 'stable', changeAmount: null, changePercentage: null };
  const deltaCents = toCents(last) - toCents(first);
  // `|| 0`: a fall too small to show is 0 %, not -0 %.
  const changePercentage = Math.round((deltaCents / toCents(first)) * 1000) / 10 || 0;
  const trend =
    Math.abs(changePercentage) < TREND_STABLE_BELOW_PERCENT
      ? 'stable'
      : changePercentage > 0
        ? 'up'
        : 'down';
  return { trend, changeAmount: deltaCents / 100, changePercentage };
};

/** The chart uses the last 30 points and lists the last 5. */
export const PRICE_CHART_POINTS = 30;
export const PRICE_LIST_POINTS = 5;

/** The chart's points: the newest 30 of a period's points (which run oldest to newest). */
export const chartPointsOf = <T>(points: readonly T[]): T[] => points.slice(-PRICE_CHART_POINTS);
/** The list's points: the newest 5, newest first (the order a list of recent prices reads in). */
export const listedPointsOf = <T>(points: readonly T[]): T[] =>
  points.slice(-PRICE_LIST_POINTS).reverse();

// ---------------------------------------------------------------------------------------------
// Price alerts

/**
 * Not in the spec: alerts per shopper. Fifty covers every product a shopper is watching; past
 * that, alerts are a script's, and the price-drop job reads each product's alerts on every run.
 */
export const PRICE_ALERT_CAP = 50;

/** The statuses an alert is shown with. */
export const priceAlertStatuses = ['inactive', 'triggered', 'ready', 'active'] as const;
export type PriceAlertStatus = (typeof priceAlertStatuses)[number];
export const priceAlertStatusLabels: Readonly<Record<PriceAlertStatus, string>> = {
  inactive: 'Inactive',
  triggered: 'Triggered',
  ready: 'Target Reached',
  active: 'Active',
};

// ---------------------------------------------------------------------------------------------
// Shopper price reports

/** Not in the spec: reports per shopper per hour; a shopper in a shop reports a few prices. */
export const PRICE_REPORTS_PER_HOUR = 20;
export const STORE_NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------
// The PriceChanged event, put on the bus by the ingest path

export const PRICE_EVENT_SOURCE = 'shop-scanner.prices';
export const PRICE_CHANGED_DETAIL_TYPE = 'PriceChanged';

// ---------------------------------------------------------------------------------------------
// Texts. The limit texts are usageMessages.comparisonLimit and
// comparisonLimitShort in messages.ts: one wording, not two.

export const priceMessages = {
  // The brief's words, kept word for word (docs/wording.md).
  comparisonErrorTitle: 'Error loading price comparison',
  comparisonErrorFallback: 'Failed to load price data.',
  tryAgain: 'Try Again',
  productIdRequired: 'Product ID is required',
  noHistory: 'No Price History Available',
  noStores: 'No Stores Found',
  noAlerts: 'No Price Alerts Set',
  alertCreated: 'Price alert created successfully!',
  alertCreateFailed: 'Failed to create price alert',
  alertDeleted: 'Price alert deleted',
  alertDeleteFailed: 'Failed to delete price alert',
  /** The brief describes the banner, not its words: these are ours. */
  comparisonLimitBanner:
    "You've used all your free price comparisons this month. Upgrade to Premium for unlimited comparisons.",
  // The brief gives the wishlist target price the words 'Please enter a valid price'; the alert
  // target and the report's price use them too.
  priceInvalid: 'Please enter a valid price',
  // Not spec texts: the rest of the server's and the form's words, kept in one place.
  targetPriceRequired: 'Target price is required',
  priceCents: 'Enter the price in dollars and cents, at most 2 decimals',
  priceTooHigh: `The price must be at most ${formatUsd(MAX_PRICE)}`,
  storeNameRequired: 'Store name is required',
  storeNameTooLong: `Store name must be at most ${STORE_NAME_MAX_LENGTH} characters`,
  offerUrlInvalid: 'The offer link must be a web address (http or https)',
  inStockRequired: 'Say whether the store has it in stock',
  maxPriceInvalid: 'Maximum price must be a number of at least 0',
  minRatingInvalid: 'Minimum rating must be 4, 3 or 2',
  flagInvalid: 'Use true or false',
  sortInvalid: 'Sort as field:direction: price, rating or name, then asc or desc',
  periodInvalid: 'Period must be 24h, 7d, 30d or 90d',
  alertCap: `You can have up to ${PRICE_ALERT_CAP} price alerts. Delete one to add another.`,
  alertDuplicate: 'You already have this price alert',
  alertNotFound: 'Price alert not found',
  reportSaved: 'Thanks! Your price is now on the product',
  reportUnconfirmed:
    'Thanks! Your price is far from the other stores, so it shows once another shopper confirms it',
  reportFailed: 'Failed to report the price',
  reportLimit: `You can report up to ${PRICE_REPORTS_PER_HOUR} prices an hour. Please try again later.`,
} as const;
