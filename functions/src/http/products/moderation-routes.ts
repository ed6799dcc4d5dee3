/**
 * The staff's moderation routes of the products group: revert an edit, suspend its author, list
 * and lift suspensions, list and decide the edits waiting for review. Support staff only (403 for
 * anyone else); each delegates to domain/products/product-moderation.ts.
 */
import {
  editorRefParamsSchema,
  moderationMessages,
  moderationReasonSchema,
  pendingEditParamsSchema,
  productEditParamsSchema,
} from '@shop-scanner/shared/moderation';
import {
  approvePendingEdit,
  currentSuspensions,
  liftSuspension,
  pendingEdits,
  rejectPendingEdit,
  revertEdit,
  suspendAuthorOf,
} from '../../domain/products/product-moderation';
import { defineRoute, requireSupportStaff } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';

export const moderationRoutes = {
  'POST /api/moderation/products/{id}/edits/{editId}/revert': defineRoute({
    staffOnly: true,
    params: productEditParamsSchema,
    body: moderationReasonSchema,
    handle: async ({ params, body, caller }) => {
      const staff = requireSupportStaff(caller);
      return ok(await revertEdit(params.id, params.editId, staff.userId, body.reason));
    },
  }),

  'POST /api/moderation/products/{id}/edits/{editId}/suspend-author': defineRoute({
    staffOnly: true,
    params: productEditParamsSchema,
    body: moderationReasonSchema,
    handle: async ({ params, body, caller }) => {
      const staff = requireSupportStaff(caller);
      const suspension = await suspendAuthorOf(params.id, params.editId, staff.userId, body.reason);
      return ok({ message: moderationMessages.editorSuspended, suspension });
    },
  }),

  'GET /api/moderation/suspensions': defineRoute({
    staffOnly: true,
    handle: async ({ caller }) => {
      requireSupportStaff(caller);
      return ok({ suspensions: await currentSuspensions() });
    },
  }),

  'POST /api/moderation/suspensions/{editorRef}/lift': defineRoute({
    staffOnly: true,
    params: editorRefParamsSchema,
    body: moderationReasonSchema,
    handle: async ({ params, body, caller }) => {
      const staff = requireSupportStaff(caller);
      await liftSuspension(params.editorRef, staff.userId, body.reason);
      return ok({ message: moderationMessages.suspensionLifted });
    },
  }),

  'GET /api/moderation/pending-edits': defineRoute({
    staffOnly: true,
    handle: async ({ caller }) => {
      requireSupportStaff(caller);
      return ok({ pendingEdits: await pendingEdits() });
    },
  }),

  'POST /api/moderation/products/{id}/pending-edits/{pendingId}/approve': defineRoute({
    staffOnly: true,
    params: pendingEditParamsSchema,
    handle: async ({ params, caller }) => {
      requireSupportStaff(caller);
      const product = await approvePendingEdit(params.id, params.pendingId);
      return ok({ message: moderationMessages.pendingApproved, product });
    },
  }),

  'POST /api/moderation/products/{id}/pending-edits/{pendingId}/reject': defineRoute({
    staffOnly: true,
    params: pendingEditParamsSchema,
    body: moderationReasonSchema,
    handle: async ({ params, body, caller }) => {
      const staff = requireSupportStaff(caller);
      await rejectPendingEdit(params.id, params.pendingId, staff.userId, body.reason);
      return ok({ message: moderationMessages.pendingRejected });
    },
  }),
};
