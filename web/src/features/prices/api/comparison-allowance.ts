/**
 * `GET /api/products/{id}/price-comparison/allowance`: whether this shopper (or guest) compared
 * the product this month, and how many comparisons their month has left. Read without spending:
 * the product page asks it on load, and runs the comparison itself only when it is free (compared
 * already) or the shopper presses Compare prices.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonAllowance } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { priceQueryKeys, productPath } from './price-query-keys';

const allowanceAnswer = objectWith<ComparisonAllowance>('productId', 'compared', 'remaining');

export const comparisonAllowanceOptions = (productId: string) =>
  queryOptions({
    queryKey: priceQueryKeys.allowance(productId),
    queryFn: ({ signal }) =>
      apiRequest(`${productPath(productId)}/price-comparison/allowance`, {
        schema: allowanceAnswer,
        signal,
      }),
    retry: retryTransientOnce,
  });

/** `enabled`: not before the session is known, so a signed-in shopper is never read as a guest. */
export const useComparisonAllowance = (productId: string, enabled: boolean) =>
  useQuery({ ...comparisonAllowanceOptions(productId), enabled });
