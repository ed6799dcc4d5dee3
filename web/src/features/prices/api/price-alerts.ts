/**
 * `GET /api/price-alerts?productId=`: the signed-in shopper's alerts on one product,
 * each with its displayed status (docs/prices.md#alerts) and the current price it was judged on.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceAlertView } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { priceQueryKeys } from './price-query-keys';

export const priceAlertsAnswer = listOf<PriceAlertView>('id', 'targetPrice', 'status', 'isActive');

export const getPriceAlerts = (productId: string, signal?: AbortSignal) =>
  apiRequest(`/api/price-alerts?${new URLSearchParams({ productId })}`, {
    schema: priceAlertsAnswer,
    signal,
  });

export const priceAlertsOptions = (productId: string) =>
  queryOptions({
    queryKey: priceQueryKeys.alerts(productId),
    queryFn: ({ signal }) => getPriceAlerts(productId, signal),
    retry: retryTransientOnce,
  });

export const usePriceAlerts = (productId: string) => useQuery(priceAlertsOptions(productId));
