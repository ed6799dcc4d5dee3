/**
 * Moderation of community edits: the hourly limits of adding and editing products, and the texts
 * a contributor and the staff read. Without zod, so the product form's first load can name them
 * (moderation.ts holds the contracts and re-exports all of this).
 */

/**
 * Products one user may add in an hour. A shopper adds what they scan in a shop, a few at a time;
 * even a busy afternoon of scanning new products stays well under 20. A script filling the
 * catalogue with junk meets it within the first minutes of an hour, on top of the per-minute
 * request limits (which alone would still let it add thousands an hour).
 */
export const PRODUCT_CREATES_PER_HOUR = 20;

/**
 * Edits one user may make in an hour. Correcting a product takes a form per product; 60 is one a
 * minute for a whole hour, more than anyone tidying up a category by hand keeps up, and a vandal's
 * script renaming products in bulk meets it at once.
 */
export const PRODUCT_EDITS_PER_HOUR = 60;

/** The limits' names in a 429's body, beside the plans' per-minute ones. */
export const PRODUCT_CREATE_LIMIT = 'productCreatesPerHour';
export const PRODUCT_EDIT_LIMIT = 'productEditsPerHour';

/** A staff member's reason for a revert, a suspension, its lifting or a rejection. */
export const MODERATION_REASON_MAX_LENGTH = 500;

/** Who a staff action is recorded as on public answers: the staff, never a person. */
export const STAFF_ACTOR = 'staff';

export const moderationMessages = {
  suspended: 'Your editing has been suspended',
  suspendedWithReason: (reason: string) =>
    `Your editing has been suspended: ${reason}. If you think this is a mistake, contact support.`,
  createLimit: `You have added ${PRODUCT_CREATES_PER_HOUR} products in the last hour, the most anyone can. Please try again later.`,
  editLimit: `You have made ${PRODUCT_EDITS_PER_HOUR} edits in the last hour, the most anyone can. Please try again later.`,
  pendingReview:
    'Your change waits for review by our staff. Changing the brand of a verified product is checked first, so none of this edit shows until staff approve it.',
  reasonRequired: 'Give a reason',
  creationNotRevertable: 'Adding a product is not an edit that can be reverted',
  nothingLeftToRevert:
    'Every field this edit changed has been changed again since: nothing was reverted. Edit the product instead.',
  reverted: 'Edit reverted',
  revertedPartly: (left: readonly string[]) =>
    `Edit reverted, except ${left.join(', ')}: changed again since, so left as it is`,
  editNotFound: 'This edit is not in the product’s history',
  staffEditNotSuspendable: 'This change was made by staff',
  editorSuspended: 'Editing suspended for this contributor',
  suspensionLifted: 'Suspension lifted',
  suspensionNotFound: 'No current suspension for this contributor',
  pendingNotFound: 'This pending edit was already decided, or never existed',
  pendingApproved: 'Edit approved and applied',
  pendingRejected: 'Edit rejected',
  pendingOutdated: (fields: readonly string[]) =>
    `The product changed since this edit was sent (${fields.join(', ')}): it cannot be applied as it was. Reject it, or ask the contributor to edit again.`,
  editedByCommunity: 'Edited by the community',
} as const;
