/**
 * Where a store's prices sit against the catalogue's (the report's priceAnalysis), from the store's
 * own products that the catalogue also holds. Pure: the lookups are store-price-evidence.ts's.
 *
 * - competitiveScore: for each product, 100 x the catalogue's lowest price / the store's price
 *   (100 = as cheap as the cheapest store known, 50 = twice as dear), capped at 100; the median.
 * - marketPosition: the median of store price / catalogue average: above 1.25 premium, above
 *   1.05 above market, from 0.95 market average, below that below market.
 * Null figures when no product was found: nothing is said about prices nobody compared.
 */
import type { MarketPosition, StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';

export interface ComparedPrice {
  /** The store's price for the product (its first variant's). */
  readonly storePrice: number;
  readonly catalogueAverage: number;
  readonly catalogueLowest: number;
}

export const PREMIUM_ABOVE = 1.25;
export const ABOVE_MARKET_ABOVE = 1.05;
export const MARKET_AVERAGE_FROM = 0.95;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const marketPositionOf = (ratioToAverage: number): MarketPosition =>
  ratioToAverage > PREMIUM_ABOVE
    ? 'premium'
    : ratioToAverage > ABOVE_MARKET_ABOVE
      ? 'above_market'
      : ratioToAverage >= MARKET_AVERAGE_FROM
        ? 'market_average'
        : 'below_market';

export const pricePosition = (
  compared: readonly ComparedPrice[],
): StoreAnalysisReport['priceAnalysis'] => {
  const usable = compared.filter(
    (c) => c.storePrice > 0 && c.catalogueAverage > 0 && c.catalogueLowest > 0,
  );
  if (usable.length === 0)
    return { competitiveScore: null, marketPosition: null, similarProductsFound: 0 };
  const scores = usable.map((c) => Math.min(100, (100 * c.catalogueLowest) / c.storePrice));
  const ratios = usable.map((c) => c.storePrice / c.catalogueAverage);
  return {
    competitiveScore: Math.round(median(scores)),
    marketPosition: marketPositionOf(median(ratios)),
    similarProductsFound: usable.length,
  };
};
