/**
 * A product's edits as its seller's dashboard counts them. The record of the product's creation is
 * not an edit; every later change is, whoever made it (the business itself, a shopper, staff). The
 * editors are only compared with the business, never named.
 */
import type { DashboardEditTally } from '@shop-scanner/shared/dashboard';

export interface EditRecord {
  readonly at: string;
  readonly action: string;
  readonly userId: string;
}

export const tallyEdits = (
  records: readonly EditRecord[],
  businessId: string,
): DashboardEditTally => {
  const edits = records.filter((record) => record.action !== 'created');
  const latestAt = edits.reduce<string | null>(
    (latest, edit) => (latest === null || edit.at > latest ? edit.at : latest),
    null,
  );
  return {
    count: edits.length,
    latestAt,
    byOthers: edits.filter((edit) => edit.userId !== businessId).length,
  };
};
