/**
 * `GET /api/products/{id}/price-comparison`, as a pure composition of the price rules: each
 * offer with its total cost and the evidence-bearing notes (the Omnibus check, the counterfeit
 * warning), the market figures and the good-deal note over the whole market, then the stores the
 * filters keep in the asked order. The figures do not move with the filters: narrowing the list
 * never changes the average a saving is measured against.
 */
import {
  totalCostOf,
  type ComparedOffer,
  type PriceComparison,
  type PriceComparisonQuery,
  type PriceHistoryPoint,
  type TrackedOffer,
  type UnconfirmedReport,
} from '@shop-scanner/shared/prices';
import { marketFigures } from './best-deal';
import { applyComparisonQuery } from './comparison-filters';
import { counterfeitWarningFor } from './counterfeit';
import { goodDealFor } from './good-deal';
import { checkDiscount } from './omnibus';

export const compareOffer = (
  offer: TrackedOffer,
  offers: readonly TrackedOffer[],
  history: readonly PriceHistoryPoint[],
): ComparedOffer => {
  const discountCheck = checkDiscount(offer, history);
  const counterfeitWarning = counterfeitWarningFor(offer, offers);
  return {
    ...offer,
    totalCost: totalCostOf(offer),
    ...(discountCheck ? { discountCheck } : {}),
    ...(counterfeitWarning ? { counterfeitWarning } : {}),
  };
};

export interface ComparisonInput {
  readonly productId: string;
  /** The confirmed current offers. */
  readonly offers: readonly TrackedOffer[];
  /** Confirmed history, any order. */
  readonly history: readonly PriceHistoryPoint[];
  readonly unconfirmed: readonly UnconfirmedReport[];
  readonly query: PriceComparisonQuery;
  readonly now: Date;
}

export const buildPriceComparison = (input: ComparisonInput): PriceComparison => {
  const compared = input.offers.map((o) => compareOffer(o, input.offers, input.history));
  const figures = marketFigures(compared);
  return {
    productId: input.productId,
    stores: applyComparisonQuery(compared, input.query),
    ...figures,
    goodDeal: goodDealFor(figures.bestDeal?.totalCost ?? null, input.history, input.now),
    unconfirmed: [...input.unconfirmed],
  };
};
