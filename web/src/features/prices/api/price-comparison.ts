/**
 * `GET /api/products/{id}/price-comparison`: the stores the filters keep,
 * in the asked order, with the market's figures. The first comparison of a product in a month
 * uses one of the month's `crossPlatformSearch` uses (refreshing, filtering and sorting it again
 * are free), so the allowance is read again after every answer, a 429 included.
 *
 * The answer is checked for its kind (lib/api/answer-shape.ts): zod stays off the product page.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_COMPARISON_STALE_MS } from '@shop-scanner/shared/price-rules';
import type { ComparedOffer, PriceComparison } from '@shop-scanner/shared/prices';
import type { ResponseSchema } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-client';
import { track } from '../../../lib/analytics/analytics';
import { listOf, objectWith, UnexpectedAnswerError } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { comparisonParams, type ComparisonFilters } from '../comparison-filters';
import { priceQueryKeys, productPath } from './price-query-keys';

const comparisonShape = objectWith<PriceComparison>(
  'productId',
  'stores',
  'totalStores',
  'inStockStores',
  'averagePrice',
  'lowestPrice',
  'bestDeal',
  'goodDeal',
  'unconfirmed',
);
const storesShape = listOf<ComparedOffer>('name', 'price', 'totalCost', 'inStock', 'shipping');

export const priceComparisonAnswer: ResponseSchema<PriceComparison> = {
  parse: (value) => {
    const comparison = comparisonShape.parse(value);
    storesShape.parse(comparison.stores);
    if (!Array.isArray(comparison.unconfirmed)) {
      throw new UnexpectedAnswerError('Expected the list of unconfirmed reports');
    }
    return comparison;
  },
};

export const getPriceComparison = (
  productId: string,
  params: Readonly<Record<string, string>>,
  signal?: AbortSignal,
) =>
  apiRequest(`${productPath(productId)}/price-comparison?${new URLSearchParams(params)}`, {
    schema: priceComparisonAnswer,
    signal,
  });

/** A comparison stays fresh 5 minutes. */
export const priceComparisonOptions = (productId: string, filters: ComparisonFilters) => {
  const params = comparisonParams(filters);
  return queryOptions({
    queryKey: priceQueryKeys.comparison(productId, params),
    queryFn: async ({ signal, client }) => {
      try {
        const comparison = await getPriceComparison(productId, params, signal);
        track('comparison', { productId });
        return comparison;
      } finally {
        // A first read of the allowance still in flight may predate this use: it is dropped (a
        // fetch without data would otherwise be joined, not redone) and the allowance read anew.
        await client.cancelQueries({ queryKey: subscriptionQueryKey });
        void client.invalidateQueries({ queryKey: subscriptionQueryKey });
        void client.invalidateQueries({ queryKey: priceQueryKeys.allowance(productId) });
      }
    },
    staleTime: PRICE_COMPARISON_STALE_MS,
    retry: retryTransientOnce,
    // Another filter or sort keeps the cards on screen until its answer replaces them.
    placeholderData: keepPreviousData,
  });
};

/**
 * `enabled`: not before the session is known, so a signed-in shopper is never counted as a guest.
 */
export const usePriceComparison = (
  productId: string,
  filters: ComparisonFilters,
  enabled: boolean,
) => useQuery({ ...priceComparisonOptions(productId, filters), enabled });
