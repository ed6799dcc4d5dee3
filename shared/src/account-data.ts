/**
 * The user's own data: the export's document and the deletion's answer (GET /api/account/export,
 * DELETE /api/account). docs/account-data.md describes every section.
 *
 * The export is versioned: a reader keys on `version`, and a change that renames or removes a
 * field makes a new version. New sections may be added within a version (a reader ignores what it
 * does not know); each section is a list of records or one record, as the server holds them, with
 * secrets left out (push keys) and references kept short (push endpoints).
 */
import { z } from 'zod';

export const ACCOUNT_EXPORT_VERSION = 1;

/** The download's file name: the product's name and the day, never the user's e-mail. */
export const accountExportFileName = (exportedAt: string): string =>
  `shop-scanner-data-${exportedAt.slice(0, 10)}.json`;

export const accountExportSchema = z.object({
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.string(),
  userId: z.string(),
  /** One entry per kind of data (profile, subscription, wishlist...): see docs/account-data.md. */
  sections: z.record(z.string(), z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * `deleted`: nothing of the account is left. `pending`: the deletion is recorded and under way
 * (a step could not finish now, Stripe unreachable say); the deletion job finishes it, and the
 * account is refused everywhere meanwhile.
 */
export const accountDeletionStatuses = ['deleted', 'pending'] as const;
export const accountDeletionResponseSchema = z.object({
  status: z.enum(accountDeletionStatuses),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/** What the shopper types to confirm the deletion (the profile page's dialog). */
export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE';

/**
 * The deletion's body: the same word the dialog asks for, checked again by the server, so no
 * stray or replayed call without it deletes an account.
 */
export const accountDeletionRequestSchema = z.object({
  confirmation: z.literal(ACCOUNT_DELETION_CONFIRMATION, {
    error: `Please type ${ACCOUNT_DELETION_CONFIRMATION} in capital letters to confirm`,
  }),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;
