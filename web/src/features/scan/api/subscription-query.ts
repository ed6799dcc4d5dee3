/** The signed-in user's subscription and usage (`GET /api/subscription`, part 1 §7). */
import { queryOptions } from '@tanstack/react-query';
import { subscriptionApi, subscriptionQueryKey } from '../../../lib/api/subscription';

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => subscriptionApi.get(signal),
  });
