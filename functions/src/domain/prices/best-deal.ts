/**
 * The comparison's market figures (docs/prices.md#total-cost-and-best-deal): total cost = price
 * plus shipping (zero when free); the best deal = the in-stock store with the lowest price plus
 * shipping; savings measured against the average price.
 *
 * The average and the lowest price are the product's own (marketPriceOf: of the offers in stock,
 * price without shipping), the same figures its page's header and the /products cards show, so a
 * product has one average. The saving is the spec's: the average price less the best deal's total
 * cost. Shipping can make it negative (the best deal, shipping included, costs more than the
 * average price): it is then reported as it is, never rounded up to a saving.
 * Ties for the best deal go to the more trusted store, then to the name first alphabetically.
 */
import {
  marketPriceOf,
  totalCostOf,
  toCents,
  type Shipping,
} from '@shop-scanner/shared/price-rules';
import type { BestDeal } from '@shop-scanner/shared/prices';

export interface MarketOffer {
  readonly name: string;
  readonly price: number;
  readonly shipping: Pick<Shipping, 'free' | 'cost'>;
  readonly inStock: boolean;
  readonly trustScore: number;
}

export interface MarketFigures {
  readonly totalStores: number;
  readonly inStockStores: number;
  readonly averagePrice: number | null;
  readonly lowestPrice: number | null;
  readonly bestDeal: BestDeal | null;
  /** What the figures are of, in a shopper's words. */
  readonly basis: string;
}

const storeCount = (n: number): string => `${n} ${n === 1 ? 'store' : 'stores'}`;

export const marketFigures = (offers: readonly MarketOffer[]): MarketFigures => {
  const market = marketPriceOf(offers);
  const counts = { totalStores: market.totalStores, inStockStores: market.inStockStores };
  const [best] = offers
    .filter((o) => o.inStock)
    .map((o) => ({ offer: o, totalCents: toCents(totalCostOf(o)) }))
    .sort(
      (a, b) =>
        a.totalCents - b.totalCents ||
        b.offer.trustScore - a.offer.trustScore ||
        a.offer.name.localeCompare(b.offer.name, 'en-US'),
    );
  if (!best || market.averagePrice === null) {
    return {
      ...counts,
      averagePrice: null,
      lowestPrice: null,
      bestDeal: null,
      basis:
        offers.length === 0
          ? 'No store sells it yet.'
          : `${offers.length === 1 ? 'The only store selling it does not' : `None of the ${offers.length} stores selling it`} have it in stock, so there is no price to compare.`,
    };
  }
  const averageCents = toCents(market.averagePrice);
  const savingCents = averageCents - best.totalCents;
  const outOfStock = offers.length - market.inStockStores;
  return {
    ...counts,
    averagePrice: market.averagePrice,
    lowestPrice: market.lowestPrice,
    bestDeal: {
      store: best.offer.name,
      totalCost: best.totalCents / 100,
      savingsVsAverage: savingCents / 100,
      savingsPercentage: Math.round((savingCents / averageCents) * 100),
    },
    basis: `Lowest and average price of the ${storeCount(market.inStockStores)} with it in stock${outOfStock > 0 ? ` (${outOfStock} more ${outOfStock === 1 ? 'has' : 'have'} run out)` : ''}, shipping not included.`,
  };
};
