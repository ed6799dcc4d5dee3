/**
 * The contracts of moderating community edits: a staff member's reason, the ids an edit and a
 * pending edit are addressed by, and what the moderation routes answer.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { MODERATION_REASON_MAX_LENGTH, moderationMessages as m } from './moderation-rules';
import { productEditSchema, productIdParamsSchema, productSchema } from './products';
import { tooLongMessage } from './text-limits';

export * from './moderation-rules';

const isoTimestamp = z.iso.datetime();

/** Every staff action that changes something says why. */
export const moderationReasonSchema = z.strictObject({
  reason: boundedString(MODERATION_REASON_MAX_LENGTH, {
    tooLong: tooLongMessage('Reason', MODERATION_REASON_MAX_LENGTH),
    notText: m.reasonRequired,
  })
    .trim()
    .min(1, m.reasonRequired),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/** `<epoch ms>-<version>`: an edit's stable id (data/products.ts editIdOf). */
export const EDIT_ID_PATTERN = /^\d{1,15}-\d{1,9}$/;
const productId = productIdParamsSchema.shape.id;

/** A path segment of one fixed shape: its length is checked before the pattern runs. */
const pathId = (max: number, pattern: RegExp, label: string) =>
  boundedString(max, { tooLong: tooLongMessage(label, max) }).regex(pattern);

export const productEditParamsSchema = z.strictObject({
  id: productId,
  editId: pathId(30, EDIT_ID_PATTERN, 'Edit id'),
});

/** A pending edit's id: `<epoch ms>-<random hex>`. */
export const PENDING_EDIT_ID_PATTERN = /^\d{1,15}-[0-9a-f]{8,32}$/;
export const pendingEditParamsSchema = z.strictObject({
  id: productId,
  pendingId: pathId(50, PENDING_EDIT_ID_PATTERN, 'Pending edit id'),
});

/** An editor as the staff know them: a reference that names nobody (a keyed hash of the id). */
export const EDITOR_REF_PATTERN = /^[0-9a-f]{24}$/;
export const editorRefParamsSchema = z.strictObject({
  editorRef: pathId(24, EDITOR_REF_PATTERN, 'Editor reference'),
});

/** `POST …/revert`'s answer: the product as it is now, which fields went back, which were left. */
export const revertAnswerSchema = z.object({
  message: z.string(),
  product: productSchema,
  reverted: z.array(z.string()),
  left: z.array(z.string()),
});
export type RevertAnswer = z.infer<typeof revertAnswerSchema>;

/** A contributor's edit that waits for staff (a verified product's brand). */
export const pendingEditSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  at: isoTimestamp,
  editorRef: z.string(),
  changes: productEditSchema.shape.changes,
});
export type PendingEdit = z.infer<typeof pendingEditSchema>;

/** The 202 of an edit kept for review. */
export const pendingEditAnswerSchema = z.object({
  message: z.string(),
  pendingEdit: z.object({ id: z.string(), productId: z.string(), at: isoTimestamp }),
});
export type PendingEditAnswer = z.infer<typeof pendingEditAnswerSchema>;

/** A current suspension of a contributor's editing, as the staff list shows it. */
export const editSuspensionSchema = z.object({
  editorRef: z.string(),
  reason: z.string(),
  suspendedAt: isoTimestamp,
  /** The product whose edit it was decided from, to look at again. */
  productId: z.string().optional(),
  editId: z.string().optional(),
});
export type EditSuspension = z.infer<typeof editSuspensionSchema>;
