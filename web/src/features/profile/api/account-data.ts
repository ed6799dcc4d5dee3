import {
  accountDeletionResponseSchema,
  accountExportFileName,
  type AccountDeletionRequest,
  type AccountDeletionResponse,
} from '@shop-scanner/shared/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * `GET /api/account/export`: everything the server keeps about the shopper, saved as a JSON file
 * named after the day the server made it.
 */
export const downloadAccountExport = async (): Promise<void> => {
  const file = await apiRequest<Blob>('/api/account/export', { responseType: 'blob' });
  const { exportedAt } = JSON.parse(await file.text()) as { exportedAt: string };
  saveBlob(new Blob([file], { type: 'application/json' }), accountExportFileName(exportedAt));
};

export const useDownloadAccountExport = () => useMutation({ mutationFn: downloadAccountExport });

/** `DELETE /api/account`, with the confirmation the shopper typed (the server checks it again). */
export const deleteAccount = (input: AccountDeletionRequest): Promise<AccountDeletionResponse> =>
  apiRequest('/api/account', {
    method: 'DELETE',
    body: input,
    schema: accountDeletionResponseSchema,
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
