import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * `GET /api/account/export`: everything the server keeps about the shopper, saved as a JSON file
 * named after the day the server made it.
 */
export const downloadAccountExport = async (): Promise<void> => {
  // The file's name comes from the shared module of the account's data, which carries its
  // validation (zod): loaded with the download, not with the profile page.
  const [file, { accountExportFileName }] = await Promise.all([
    apiRequest<Blob>('/api/account/export', { responseType: 'blob' }),
    import('@shop-scanner/shared/account-data'),
  ]);
  const { exportedAt } = JSON.parse(await file.text()) as { exportedAt: string };
  saveBlob(new Blob([file], { type: 'application/json' }), accountExportFileName(exportedAt));
};

export const useDownloadAccountExport = () => useMutation({ mutationFn: downloadAccountExport });
