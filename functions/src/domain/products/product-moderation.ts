/**
 * What the staff do about community edits: see who made each edit (as a reference that names
 * nobody), revert an edit, suspend and reinstate a contributor's editing, and decide the edits
 * that wait for review. Every change to a product goes through the one edit path
 * (catalogue-service.ts writeProductEdit).
 */
import { createHmac } from 'node:crypto';
import {
  moderationMessages as m,
  STAFF_ACTOR,
  type EditSuspension,
  type PendingEdit,
  type RevertAnswer,
} from '@shop-scanner/shared/moderation';
import type { ProductEdit } from '@shop-scanner/shared/products';
import {
  currentSuspensionOf,
  liftEditSuspension,
  listCurrentSuspensions,
  putEditSuspension,
  type EditSuspensionRecord,
} from '../../data/edit-suspensions';
import {
  getPendingEdit,
  listPendingEdits,
  pendingEditRemoval,
  rejectPendingEdit as rejectPendingItem,
} from '../../data/pending-edits';
import { getStoredEdit, listStoredEdits, type StoredEdit } from '../../data/products';
import { env } from '../../lib/env';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import {
  fieldsMovedSince,
  planRevert,
  reviewedChanges,
  type RevertPlan,
} from '../../model/products/edit-moderation';
import { productById, writeProductEdit } from './catalogue-service';
import type { Product } from '@shop-scanner/shared/products';

/**
 * An editor as the staff see them: a keyed hash of their user id, the same on every edit of
 * theirs (so staff can tell one vandal's edits apart), which names nobody and cannot be turned
 * back into the id by anyone without the key.
 */
export const editorRefOf = (userId: string): string =>
  createHmac('sha256', `${env.GUEST_HASH_SALT ?? ''}:editor`)
    .update(userId)
    .digest('hex')
    .slice(0, 24);

/** A change the staff made themselves: it has no contributor to suspend. */
const isStaffAction = (edit: ProductEdit): boolean => edit.by === STAFF_ACTOR;

/** The history as the staff see it: each contributor's edit with its editor reference. */
export const editsForStaff = async (productId: string): Promise<ProductEdit[]> =>
  (await listStoredEdits(productId)).map(({ edit, userId }) =>
    isStaffAction(edit) ? edit : { ...edit, editorRef: editorRefOf(userId) },
  );

const requireEdit = async (productId: string, editId: string): Promise<StoredEdit> => {
  const stored = await getStoredEdit(productId, editId);
  if (!stored) throw new NotFound(m.editNotFound);
  return stored;
};

/**
 * Reverts one edit: the fields it changed that still hold its values go back to what they were
 * before it, through the edit path, recorded as the staff's revert with the reason and the edit
 * it undid. A field changed again since is left as it is and named in the answer; when every
 * field was, nothing is written and the answer is 409. A product's creation is not an edit: 400.
 */
export const revertEdit = async (
  productId: string,
  editId: string,
  staffUserId: string,
  reason: string,
  now = new Date(),
): Promise<RevertAnswer> => {
  const { edit } = await requireEdit(productId, editId);
  if (edit.action === 'created') throw new BadRequest(m.creationNotRevertable);
  let plan: RevertPlan | undefined;
  await writeProductEdit(
    productId,
    (before) => {
      plan = planRevert(before, edit.changes);
      if (plan.reverted.length === 0)
        throw new Conflict(m.nothingLeftToRevert, undefined, { left: plan.left });
      return {
        changes: plan.changes,
        userId: staffUserId,
        editorId: undefined,
        recording: {
          action: 'reverted',
          notes: { by: STAFF_ACTOR, reason, revertOf: editId },
        },
      };
    },
    now,
  );
  if (!plan) throw new Error('A revert that wrote was planned');
  return {
    message: plan.left.length === 0 ? m.reverted : m.revertedPartly(plan.left),
    product: await productById(productId),
    reverted: [...plan.reverted],
    left: [...plan.left],
  };
};

const toSuspension = (record: EditSuspensionRecord): EditSuspension => ({
  editorRef: record.editorRef,
  reason: record.reason,
  suspendedAt: record.suspendedAt,
  ...(record.productId ? { productId: record.productId } : {}),
  ...(record.editId ? { editId: record.editId } : {}),
});

/** Suspends the editing of whoever made this edit, with the staff's reason. */
export const suspendAuthorOf = async (
  productId: string,
  editId: string,
  staffUserId: string,
  reason: string,
  now = new Date(),
): Promise<EditSuspension> => {
  const { edit, userId } = await requireEdit(productId, editId);
  if (isStaffAction(edit)) throw new BadRequest(m.staffEditNotSuspendable);
  return toSuspension(
    await putEditSuspension({
      userId,
      editorRef: editorRefOf(userId),
      reason,
      suspendedAt: now.toISOString(),
      suspendedBy: staffUserId,
      productId,
      editId,
    }),
  );
};

/** Lifts the suspension in force of an editor reference, with the staff's reason. */
export const liftSuspension = async (
  editorRef: string,
  staffUserId: string,
  reason: string,
  now = new Date(),
): Promise<void> => {
  const current = await currentSuspensionOf(editorRef);
  const lifted =
    current !== undefined &&
    (await liftEditSuspension(current.userId, {
      liftedAt: now.toISOString(),
      liftedBy: staffUserId,
      liftReason: reason,
    }));
  if (!lifted) throw new NotFound(m.suspensionNotFound);
};

/** The suspensions in force, the most recent first. */
export const currentSuspensions = async (): Promise<EditSuspension[]> =>
  (await listCurrentSuspensions())
    .map(toSuspension)
    .sort((a, b) => b.suspendedAt.localeCompare(a.suspendedAt));

/** Edits waiting for review, the longest waiting first. */
export const pendingEdits = async (): Promise<PendingEdit[]> =>
  (await listPendingEdits()).map((record) => ({
    id: record.id,
    productId: record.productId,
    productName: record.productName,
    at: record.at,
    editorRef: editorRefOf(record.userId),
    changes: record.changes as PendingEdit['changes'],
  }));

/**
 * Applies a pending edit through the edit path, recorded as its contributor's edit approved by
 * staff, and removes it in the same transaction (approved once, whatever the retries). 409 when
 * the product moved on, in a field the edit changes, since it was sent.
 */
export const approvePendingEdit = async (
  productId: string,
  pendingId: string,
  now = new Date(),
): Promise<Product> => {
  await writeProductEdit(
    productId,
    async (before) => {
      const pending = await getPendingEdit(productId, pendingId);
      if (!pending) throw new NotFound(m.pendingNotFound);
      const moved = fieldsMovedSince(before, pending.changes);
      if (moved.length > 0) throw new Conflict(m.pendingOutdated(moved), undefined, { moved });
      return {
        changes: reviewedChanges(pending.changes),
        userId: pending.userId,
        editorId: pending.userId,
        recording: {
          notes: { approvedBy: STAFF_ACTOR },
          alsoWrite: [pendingEditRemoval(productId, pendingId)],
        },
      };
    },
    now,
  );
  return productById(productId);
};

export const rejectPendingEdit = async (
  productId: string,
  pendingId: string,
  staffUserId: string,
  reason: string,
  now = new Date(),
): Promise<void> => {
  const rejected = await rejectPendingItem(productId, pendingId, {
    rejectedAt: now.toISOString(),
    rejectedBy: staffUserId,
    reason,
  });
  if (!rejected) throw new NotFound(m.pendingNotFound);
};
