/**
 * Running a store analysis and checking a product page. Each one the server answers (or refuses at
 * the limit) may have changed the plan's usage, so the allowance is read again; an answered one is
 * also in the shopper's history now, so the recent analyses are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLimitRefusal } from '../../../lib/api/errors';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { track } from '../../../lib/analytics/analytics';
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

/** Counts the analysis by its verdict (the band, or unknown), never the store's address. */
const analyzeTracked = async (url: string) => {
  const entry = await storeAnalysisApi.analyze(url);
  track('store_analysis', { verdict: entry.analysis.band ?? 'unknown' });
  return entry;
};

export const useAnalyzeStore = () =>
  useMutation({ mutationFn: analyzeTracked, ...useRefreshAfterAnalysis() });

export const useCheckProductPage = () =>
  useMutation({ mutationFn: storeAnalysisApi.checkProductPage, ...useRefreshAfterAnalysis() });
