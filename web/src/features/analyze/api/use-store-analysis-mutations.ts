/**
 * Running a store analysis and checking a product page. Each one the server answers (or refuses at
 * the limit) may have changed the plan's usage, so the allowance is read again; an answered one is
 * also in the shopper's history now, so the recent analyses are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLimitRefusal } from '../../../lib/api/errors';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { storeAnalysisApi, storeAnalysisQueryKeys } from './store-analysis-api';

const useRefreshAfterAnalysis = () => {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeAnalysisQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
    onError: (error: Error) => {
      if (isLimitRefusal(error))
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  };
};

export const useAnalyzeStore = () =>
  useMutation({ mutationFn: storeAnalysisApi.analyze, ...useRefreshAfterAnalysis() });

export const useCheckProductPage = () =>
  useMutation({ mutationFn: storeAnalysisApi.checkProductPage, ...useRefreshAfterAnalysis() });
