import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionApi, subscriptionQueryKey } from '../../../lib/api/subscription';
import { retryTransientOnce } from './retry-policy';

/**
 * `GET /api/subscription` for the 'Searches remaining' counter. Signed-in users only: a guest's
 * allowance is kept by the server against their address and has no subscription to show.
 */
export const subscriptionOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => subscriptionApi.get(signal),
    retry: retryTransientOnce,
    enabled,
  });

export const useSubscription = (enabled: boolean) => useQuery(subscriptionOptions(enabled));
