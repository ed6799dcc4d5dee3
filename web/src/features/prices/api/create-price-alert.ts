/**
 * `POST /api/price-alerts`: productId, targetPrice and storeName (null: any store).
 * The product's alerts are read again after it, and the shopper is told either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { CreatePriceAlert, PriceAlert } from '@shop-scanner/shared/prices';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { toast } from '../../../lib/toast-store';
import { priceAlertsOptions } from './price-alerts';

const alertAnswer = objectWith<PriceAlert>('id', 'productId', 'targetPrice');

export const createPriceAlert = (body: CreatePriceAlert) =>
  apiRequest('/api/price-alerts', { method: 'POST', body, schema: alertAnswer });

export const useCreatePriceAlert = (productId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSuccess: () => {
      toast.success(priceMessages.alertCreated);
      return queryClient.invalidateQueries({ queryKey: priceAlertsOptions(productId).queryKey });
    },
    onError: () => {
      toast.error(priceMessages.alertCreateFailed);
    },
  });
};
