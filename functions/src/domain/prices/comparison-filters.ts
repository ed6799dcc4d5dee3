/**
 * The comparison's filters and sort: maxPrice, minRating (4, 3 or 2),
 * inStockOnly, freeShipping, hasDiscount; sort as field:direction over price, rating and name.
 *
 * Where the spec is silent:
 * - maxPrice and the price sort use the total cost (price plus shipping): what the shopper pays,
 *   and what the best deal is chosen by;
 * - minRating keeps only rated stores: an unknown rating is not 4 stars;
 * - freeShipping keeps offers whose shipping costs nothing (free, or a cost of 0);
 * - hasDiscount keeps real discounts only (omnibus.ts): a was-price the store never charged is not;
 * - offers without a rating sort last in either direction; ties go to the lower total cost, then
 *   the name, so the order never depends on the order the table returned.
 */
import {
  DEFAULT_COMPARISON_SORT,
  shippingCostOf,
  toCents,
  type ComparedOffer,
  type ComparisonSort,
  type PriceComparisonQuery,
} from '@shop-scanner/shared/prices';
import { isRealDiscount } from './omnibus';

export const filterOffers = (
  offers: readonly ComparedOffer[],
  query: PriceComparisonQuery,
): ComparedOffer[] =>
  offers.filter(
    (o) =>
      (query.maxPrice === undefined || toCents(o.totalCost) <= toCents(query.maxPrice)) &&
      (query.minRating === undefined || (o.rating !== undefined && o.rating >= query.minRating)) &&
      (!query.inStockOnly || o.inStock) &&
      (!query.freeShipping || toCents(shippingCostOf(o.shipping)) === 0) &&
      (!query.hasDiscount || isRealDiscount(o, o.discountCheck)),
  );

const byName = (a: ComparedOffer, b: ComparedOffer): number =>
  a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });
const byTotalCost = (a: ComparedOffer, b: ComparedOffer): number =>
  toCents(a.totalCost) - toCents(b.totalCost);

export const sortOffers = (
  offers: readonly ComparedOffer[],
  sort: ComparisonSort = DEFAULT_COMPARISON_SORT,
): ComparedOffer[] => {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const primary = (a: ComparedOffer, b: ComparedOffer): number => {
    if (sort.field === 'price') return sign * byTotalCost(a, b);
    if (sort.field === 'name') return sign * byName(a, b);
    if (a.rating === undefined || b.rating === undefined)
      return (a.rating === undefined ? 1 : 0) - (b.rating === undefined ? 1 : 0);
    return sign * (a.rating - b.rating);
  };
  return [...offers].sort((a, b) => primary(a, b) || byTotalCost(a, b) || byName(a, b));
};

export const applyComparisonQuery = (
  offers: readonly ComparedOffer[],
  query: PriceComparisonQuery,
): ComparedOffer[] => sortOffers(filterOffers(offers, query), query.sort);
