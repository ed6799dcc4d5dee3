/**
 * The price drops list's filter and four sorts, over the shopper's drops (one partition read,
 * kept small by the drops' time to live, so this runs in memory).
 *
 * Every sort ends on the drop's id, so two reads of the same drops list them in the same order.
 * A drop with no old price (back in stock when it was out of stock when added) has no
 * percentage to compare: the percentage sorts put it last either way, as the wishlist's price
 * sort does with an item that has no price.
 */
import {
  DEFAULT_PRICE_DROP_SORT,
  type PriceDrop,
  type PriceDropSort,
  type PriceDropsQuery,
} from '@shop-scanner/shared/wishlist';

type Comparator = (a: PriceDrop, b: PriceDrop) => number;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const newestFirst: Comparator = (a, b) => byText(b.detectedAt, a.detectedAt) || byText(a.id, b.id);
const oldestFirst: Comparator = (a, b) => byText(a.detectedAt, b.detectedAt) || byText(a.id, b.id);

const byPercentage =
  (sign: 1 | -1): Comparator =>
  (a, b) => {
    const [noA, noB] = [a.oldPrice === null, b.oldPrice === null];
    if (noA || noB) return Number(noA) - Number(noB) || newestFirst(a, b);
    return sign * (a.priceDropPercentage - b.priceDropPercentage) || newestFirst(a, b);
  };

const comparators: Readonly<Record<PriceDropSort, Comparator>> = {
  newest: newestFirst,
  oldest: oldestFirst,
  biggest_drop: byPercentage(-1),
  smallest_drop: byPercentage(1),
};

/** The drops the query asks for (read ones too unless `includeRead` is false), in its order. */
export const selectDrops = <T extends PriceDrop>(
  drops: readonly T[],
  { sort = DEFAULT_PRICE_DROP_SORT, includeRead = true }: PriceDropsQuery,
): T[] => drops.filter((drop) => includeRead || !drop.isRead).sort(comparators[sort]);
