/**
 * `GET /api/wishlist/price-drops`: the signed-in shopper's price drops, sorted by the server, with
 * or without the read ones. Fresh for 2 minutes (a drop is news; the stats keep 15).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_PRICE_DROPS_STALE_MS } from '@shop-scanner/shared/wishlist-rules';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { wishlistQueryKeys } from './wishlist-query-keys';

const dropsAnswer = listOf<PriceDrop>('id', 'productId', 'productName', 'newPrice', 'isRead');

/** The list's query as the page sends it: only the values that differ from the defaults. */
export type PriceDropsParams = Readonly<Record<string, string>>;

export const getPriceDrops = (params: PriceDropsParams, signal?: AbortSignal) => {
  const search = new URLSearchParams(params).toString();
  return apiRequest(`/api/wishlist/price-drops${search ? `?${search}` : ''}`, {
    schema: dropsAnswer,
    signal,
  });
};

export const priceDropsOptions = (params: PriceDropsParams = {}) =>
  queryOptions({
    queryKey: wishlistQueryKeys.priceDrops(params),
    queryFn: ({ signal }) => getPriceDrops(params, signal),
    staleTime: WISHLIST_PRICE_DROPS_STALE_MS,
    retry: retryTransientOnce,
  });

export const usePriceDrops = (params: PriceDropsParams, enabled = true) =>
  useQuery({ ...priceDropsOptions(params), enabled });
