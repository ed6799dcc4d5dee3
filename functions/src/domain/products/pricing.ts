/**
 * Figures derived from a product's store offers. Nothing here is estimated: a product without
 * offers has no price.
 */
import type { StoreOffer } from '@shop-scanner/shared/products';

const roundCents = (value: number): number => Math.round(value * 100) / 100;

export const median = (values: readonly number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface OfferFigures {
  /** Mean of the offers' prices, to the cent; null without offers. */
  readonly averagePrice: number | null;
  readonly lowestPrice: number | null;
  readonly inStockStores: number;
  /**
   * How much shoppers have to say about it: the offers' review counts added up. The popularity
   * index orders products by it.
   */
  readonly popularity: number;
}

export const offerFigures = (offers: readonly StoreOffer[]): OfferFigures => {
  if (offers.length === 0)
    return { averagePrice: null, lowestPrice: null, inStockStores: 0, popularity: 0 };
  const prices = offers.map((o) => o.price);
  return {
    averagePrice: roundCents(prices.reduce((sum, p) => sum + p, 0) / prices.length),
    lowestPrice: Math.min(...prices),
    inStockStores: offers.filter((o) => o.inStock).length,
    popularity: offers.reduce((sum, o) => sum + (o.reviewCount ?? 0), 0),
  };
};
