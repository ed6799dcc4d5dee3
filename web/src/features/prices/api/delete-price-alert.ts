/** `DELETE /api/price-alerts/{id}`: the product's alerts are read again after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { priceAlertsOptions } from './price-alerts';

export const deletePriceAlert = (id: string) =>
  apiRequest<void>(`/api/price-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeletePriceAlert = (productId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: () => {
      toast.success(priceMessages.alertDeleted);
      return queryClient.invalidateQueries({ queryKey: priceAlertsOptions(productId).queryKey });
    },
    onError: () => {
      toast.error(priceMessages.alertDeleteFailed);
    },
  });
};
