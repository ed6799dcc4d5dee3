/**
 * `POST /api/products/{id}/prices`: a signed-in shopper's report of a price seen in
 * a store. Every view of the product's prices is read again after it (a confirmed report moves the
 * figures; an unconfirmed one is listed apart).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceReport } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import {
  SAVED_OFFLINE,
  answerOrQueued,
  isQueuedAnswer,
  saySavedOffline,
} from '../../../lib/offline/saved-offline';
import { reportOutcomeOf, type ReportOutcome } from '../report-outcome';
import { priceQueryKeys, productPath } from './price-query-keys';

/** Made offline, the report waits in the sync queue and the form says it will be sent. */
export const reportPrice = async (
  productId: string,
  report: PriceReport,
): Promise<ReportOutcome> => {
  const answer = await answerOrQueued(
    apiRequest<unknown>(`${productPath(productId)}/prices`, {
      method: 'POST',
      body: report,
      queueable: true,
    }),
  );
  if (isQueuedAnswer(answer)) {
    saySavedOffline();
    return { unconfirmed: false, message: SAVED_OFFLINE, queued: true };
  }
  return reportOutcomeOf(answer);
};

export const useReportPrice = (productId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: PriceReport) => reportPrice(productId, report),
    // Without a connection the call is queued at once instead of waiting paused.
    networkMode: 'always',
    onSuccess: (outcome) =>
      outcome.queued
        ? undefined
        : queryClient.invalidateQueries({ queryKey: priceQueryKeys.product(productId) }),
  });
};
