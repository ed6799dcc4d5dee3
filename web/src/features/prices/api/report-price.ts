/**
 * `POST /api/products/{id}/prices`: a signed-in shopper's report of a price seen in
 * a store. Every view of the product's prices is read again after it (a confirmed report moves the
 * figures; an unconfirmed one is listed apart).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceReport } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import { reportOutcomeOf } from '../report-outcome';
import { priceQueryKeys, productPath } from './price-query-keys';

export const reportPrice = async (productId: string, report: PriceReport) =>
  reportOutcomeOf(
    await apiRequest<unknown>(`${productPath(productId)}/prices`, {
      method: 'POST',
      body: report,
    }),
  );

export const useReportPrice = (productId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: PriceReport) => reportPrice(productId, report),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceQueryKeys.product(productId) }),
  });
};
