import {
  accountDeletionResponseSchema,
  type AccountDeletionRequest,
  type AccountDeletionResponse,
} from '@shop-scanner/shared/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/account`, with the confirmation the shopper typed (the server checks it again). */
export const deleteAccount = (input: AccountDeletionRequest): Promise<AccountDeletionResponse> =>
  apiRequest('/api/account', {
    method: 'DELETE',
    body: input,
    schema: accountDeletionResponseSchema,
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
