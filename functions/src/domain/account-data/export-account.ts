/**
 * `GET /api/account/export`: everything the server keeps about the caller, as one document
 * (shared/account-data.ts for its shape, docs/account-data.md for each section). Only the
 * caller's own items are read: their partition by key, and what each part keeps elsewhere by the
 * keys their partition names, so nothing of another user can reach the document.
 */
import { ACCOUNT_EXPORT_VERSION, type AccountExport } from '@shop-scanner/shared/account-data';
import { recordOf } from './export-records';
import { readPartitionByPart } from './partition-by-part';
import type { UserDataPart } from './user-data-part';
import { userDataParts } from './user-data-parts';

export const exportAccount = async (
  userId: string,
  now = new Date(),
  parts: readonly UserDataPart[] = userDataParts,
): Promise<AccountExport> => {
  const partition = await readPartitionByPart(userId, parts);
  const sections: Record<string, unknown> = {};
  for (const part of parts) {
    sections[part.section] = await part.exportSection({ userId, items: partition.itemsOf(part) });
  }
  // A kind of record no part describes yet is still the user's: shown as it is stored.
  if (partition.unowned.length > 0) {
    sections.otherRecords = partition.unowned.map((item) => ({
      kind: item.entityType ?? 'unknown',
      ...recordOf(item),
    }));
  }
  return { version: ACCOUNT_EXPORT_VERSION, exportedAt: now.toISOString(), userId, sections };
};
