/** The subscription page's changes: each one updates the cached subscription or list it returns. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { billingApi, billingQueryKeys } from '../../../lib/api/billing';
import { subscriptionQueryKey } from '../../../lib/api/subscription';

const useSubscriptionChange = (call: () => Promise<Subscription>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
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
