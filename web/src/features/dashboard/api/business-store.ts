/**
 * `GET /api/dashboard/store` (the business's own store, or null), `PUT /api/dashboard/store`
 * (name its website) and `POST /api/dashboard/store/verify` (check the published file).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessStoreAnswer,
  BusinessStoreRequest,
  VerificationAnswer,
} from '@shop-scanner/shared/business-store';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { sellerQueryKeys } from './seller-query-keys';

// Checked for their kind only (lib/api/answer-shape.ts): the shared zod schemas would put zod on
// the dashboard's first load.
const businessStoreAnswer = objectWith<BusinessStoreAnswer>('store');
const verificationAnswer = objectWith<VerificationAnswer>('outcome', 'message', 'store');

export const getBusinessStore = (signal?: AbortSignal) =>
  apiRequest('/api/dashboard/store', { schema: businessStoreAnswer, signal });

export const businessStoreOptions = () =>
  queryOptions({
    queryKey: sellerQueryKeys.store(),
    queryFn: ({ signal }) => getBusinessStore(signal),
  });

export const useBusinessStore = () => useQuery(businessStoreOptions());

export const saveWebsite = (body: BusinessStoreRequest) =>
  apiRequest('/api/dashboard/store', { method: 'PUT', body, schema: businessStoreAnswer });

export const verifyStore = () =>
  apiRequest('/api/dashboard/store/verify', { method: 'POST', schema: verificationAnswer });

export const useSaveWebsite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebsite,
    onSuccess: (answer) => queryClient.setQueryData(sellerQueryKeys.store(), answer),
  });
};

export const useVerifyStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStore,
    onSuccess: (answer) =>
      queryClient.setQueryData(sellerQueryKeys.store(), { store: answer.store }),
  });
};
