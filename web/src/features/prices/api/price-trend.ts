/**
 * `GET /api/products/{id}/price-trend`: one entry per period (24h, 7d, 30d, 90d), free
 * and public. One call answers all four, so switching periods asks nothing more.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_TREND_STALE_MS } from '@shop-scanner/shared/price-rules';
import type { PriceTrendEntry } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { priceQueryKeys, productPath } from './price-query-keys';

export const priceTrendAnswer = listOf<PriceTrendEntry>('period', 'trend', 'data');

export const getPriceTrend = (productId: string, signal?: AbortSignal) =>
  apiRequest(`${productPath(productId)}/price-trend`, { schema: priceTrendAnswer, signal });

/** A trend stays fresh 10 minutes. */
export const priceTrendOptions = (productId: string) =>
  queryOptions({
    queryKey: priceQueryKeys.trend(productId),
    queryFn: ({ signal }) => getPriceTrend(productId, signal),
    staleTime: PRICE_TREND_STALE_MS,
    retry: retryTransientOnce,
  });

export const usePriceTrend = (productId: string) => useQuery(priceTrendOptions(productId));
