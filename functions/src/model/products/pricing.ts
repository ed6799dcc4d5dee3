/**
 * Figures derived from a product's store offers. Nothing here is estimated: a product without
 * offers has no price.
 */
import { marketPriceOf } from '@shop-scanner/shared/price-rules';
import type { StoreOffer } from '@shop-scanner/shared/products';

export const median = (values: readonly number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface OfferFigures {
  /** The product's average and lowest price (marketPriceOf: of the offers in stock). */
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
  const { averagePrice, lowestPrice, inStockStores } = marketPriceOf(offers);
  return {
    averagePrice,
    lowestPrice,
    inStockStores,
    popularity: offers.reduce((sum, o) => sum + (o.reviewCount ?? 0), 0),
  };
};
