import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidPlanId } from '@shop-scanner/shared/billing';
import { billingApi, billingQueryKeys } from '../../../lib/api/billing';

/**
 * Starts the checkout once per opening: the subscription is created incomplete (or with its
 * trial) and the page confirms its intent. A query, not a mutation, so a second render (React's
 * strict mode) shares the one request instead of starting a second checkout; dropped on close.
 */
export const startCheckoutOptions = (planId: PaidPlanId, customerEmail: string) =>
  queryOptions({
    queryKey: [...billingQueryKeys.all, 'checkout', planId] as const,
    queryFn: () => billingApi.startCheckout(planId, customerEmail),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useStartCheckout = (planId: PaidPlanId, customerEmail: string) =>
  useQuery(startCheckoutOptions(planId, customerEmail));
