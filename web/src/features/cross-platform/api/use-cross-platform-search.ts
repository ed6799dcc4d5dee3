/**
 * Running a cross-platform search. One the server answers (or refuses at the limit) may have
 * changed the plan's usage, so the allowance is read again; an answered one is in the shopper's
 * history now, so the recent searches are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLimitRefusal } from '../../../lib/api/errors';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { crossPlatformApi, crossPlatformQueryKeys } from './cross-platform-api';

export const useCrossPlatformSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crossPlatformApi.search,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: crossPlatformQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
    onError: (error: Error) => {
      if (isLimitRefusal(error)) {
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      }
    },
  });
};
