/**
 * The comparison's market figures (part 2 §3 and §9): total cost = price plus shipping (zero when
 * free); the best deal = the in-stock store with the lowest price plus shipping; savings measured
 * against the average.
 *
 * The spec leaves open what the average and the lowest are of; here both are of the in-stock
 * offers, like the best deal: a price nobody can buy now is no price to save against. The saving
 * compares like with like, the best total cost against the average total cost, so it is never
 * negative (a minimum is never above its mean); averagePrice stays the mean of the prices alone.
 * Ties for the best deal go to the more trusted store, then to the name first alphabetically.
 */
import { totalCostOf, toCents, type BestDeal, type Shipping } from '@shop-scanner/shared/prices';

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
  readonly averageTotalCost: number | null;
  readonly lowestPrice: number | null;
  readonly bestDeal: BestDeal | null;
  /** What the figures are of, in words. */
  readonly basis: string;
}

const meanCents = (cents: readonly number[]): number =>
  Math.round(cents.reduce((sum, c) => sum + c, 0) / cents.length);

const storeCount = (n: number): string => `${n} ${n === 1 ? 'store' : 'stores'}`;

export const marketFigures = (offers: readonly MarketOffer[]): MarketFigures => {
  const inStock = offers
    .filter((o) => o.inStock)
    .map((o) => ({ offer: o, totalCents: toCents(totalCostOf(o)) }));
  const counts = { totalStores: offers.length, inStockStores: inStock.length };
  const [best] = [...inStock].sort(
    (a, b) =>
      a.totalCents - b.totalCents ||
      b.offer.trustScore - a.offer.trustScore ||
      a.offer.name.localeCompare(b.offer.name, 'en-US'),
  );
  if (!best) {
    return {
      ...counts,
      averagePrice: null,
      averageTotalCost: null,
      lowestPrice: null,
      bestDeal: null,
      basis:
        offers.length === 0
          ? 'No store sells it yet'
          : `${offers.length === 1 ? 'The only store does not' : `None of the ${offers.length} stores`} have it in stock: no average, lowest price or best deal`,
    };
  }
  const averageTotalCents = meanCents(inStock.map((o) => o.totalCents));
  const savingCents = averageTotalCents - best.totalCents;
  return {
    ...counts,
    averagePrice: meanCents(inStock.map((o) => toCents(o.offer.price))) / 100,
    averageTotalCost: averageTotalCents / 100,
    lowestPrice: Math.min(...inStock.map((o) => toCents(o.offer.price))) / 100,
    bestDeal: {
      store: best.offer.name,
      totalCost: best.totalCents / 100,
      savingsVsAverage: savingCents / 100,
      savingsPercentage: Math.round((savingCents / averageTotalCents) * 100),
    },
    basis: `Average and lowest of the ${storeCount(inStock.length)} with it in stock (of ${offers.length}); savings of the best total cost (price plus shipping) against their average total cost`,
  };
};
