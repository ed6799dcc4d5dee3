/** The subscription page's changes: each one updates the cached subscription or list it returns. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { billingApi, billingQueryKeys } from '../../../lib/api/billing';
import { subscriptionApi, subscriptionQueryKey } from '../../../lib/api/subscription';

/** How long the page waits for the table to follow Stripe's webhook after a change. */
const SETTLE_TRIES = 15;
const SETTLE_INTERVAL_MS = 1000;

const agree = (a: Subscription, b: Subscription): boolean =>
  a.planId === b.planId && a.status === b.status && a.cancelAtPeriodEnd === b.cancelAtPeriodEnd;

/**
 * The change's answer comes from Stripe; GET /api/subscription follows once Stripe's webhook has
 * reached the table, a moment later. Until it agrees, a refetch (a notification arriving, the
 * window regaining focus) must not put the old state back on the page: the answer is kept, and
 * the server is asked again until it says the same.
 */
export const settleWithServer = async (
  queryClient: QueryClient,
  answer: Subscription,
  get: () => Promise<Subscription> = () => subscriptionApi.get(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> => {
  for (let i = 0; i < SETTLE_TRIES; i++) {
    await wait(SETTLE_INTERVAL_MS);
    const server = await get().catch(() => undefined);
    if (server && agree(server, answer)) {
      queryClient.setQueryData(subscriptionQueryKey, server);
      return;
    }
    queryClient.setQueryData(subscriptionQueryKey, answer);
  }
};

const useSubscriptionChange = (call: () => Promise<Subscription>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refetch already on its way carries the state from before the change.
    onMutate: () => queryClient.cancelQueries({ queryKey: subscriptionQueryKey }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
      void settleWithServer(queryClient, subscription);
    },
  });
};

export const useCancelSubscription = () => useSubscriptionChange(billingApi.cancel);
export const useReactivateSubscription = () => useSubscriptionChange(billingApi.reactivate);
export const useDowngradeSubscription = () => useSubscriptionChange(billingApi.downgrade);

export const useDeletePaymentMethod = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billingApi.deletePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods }),
  });
};

export const useSetDefaultPaymentMethod = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billingApi.setDefaultPaymentMethod,
    onSuccess: (methods) => queryClient.setQueryData(billingQueryKeys.paymentMethods, methods),
  });
};
