/**
 * The rules of moderating community edits, pure: what a staff revert puts back, which edits wait
 * for staff review, whether a reviewed edit still fits the product, and when a product counts as
 * edited by the community.
 */
import {
  editableFields,
  type EditableField,
  type EditableValues,
  type FieldChange,
  type ProductChanges,
} from './product-edits';

/** A recorded value as the edit rules compare it: no value (absent, '' or null) is null. */
const valueOf = (values: EditableValues, field: EditableField): string | null =>
  values[field] || null;

const recorded = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The editable fields an edit record names, each with its change read as strings. */
const recordedChanges = (
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): [EditableField, FieldChange][] =>
  editableFields
    .filter((field) => changes[field] !== undefined)
    .map((field) => [
      field,
      { from: recorded(changes[field]?.from), to: recorded(changes[field]?.to) },
    ]);

export interface RevertPlan {
  /** The revert's own changes, from the product as it is back to the edit's `from` values. */
  readonly changes: ProductChanges;
  readonly reverted: readonly EditableField[];
  /** Fields a later change moved on from what the edit set: a revert does not clobber those. */
  readonly left: readonly EditableField[];
}

/**
 * What reverting an edit does to the product as it is now: each field the edit changed and that
 * still holds the edit's value goes back to what it was before the edit; a field changed again
 * since is left as it is (the later change may be the correction itself) and named.
 */
export const planRevert = (
  current: EditableValues,
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): RevertPlan => {
  const plan: ProductChanges = {};
  const reverted: EditableField[] = [];
  const left: EditableField[] = [];
  for (const [field, change] of recordedChanges(changes)) {
    const now = valueOf(current, field);
    if (now !== change.to) {
      left.push(field);
      continue;
    }
    reverted.push(field);
    if (now !== change.from) plan[field] = { from: now, to: change.from };
  }
  return { changes: plan, reverted, left };
};

/**
 * Whether an edit waits for staff before it shows: one that changes the brand of a verified
 * product, whose stores vouch for it (a renamed brand would pass their trust on to a fake). The
 * barcode cannot be edited at all, so it never needs review.
 */
export const needsStaffReview = (
  product: { readonly verified: boolean },
  changes: ProductChanges,
): boolean => product.verified && changes.brand !== undefined;

/** The fields a reviewed edit expected with other values: the product moved on since it was sent. */
export const fieldsMovedSince = (
  current: EditableValues,
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): EditableField[] =>
  recordedChanges(changes)
    .filter(([field, change]) => valueOf(current, field) !== change.from)
    .map(([field]) => field);

/** The changes of a reviewed edit, read back as the edit path applies them. */
export const reviewedChanges = (
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): ProductChanges => Object.fromEntries(recordedChanges(changes));

/**
 * Whether the product counts as edited by the community after an edit by `editorId`: once anyone
 * but the one who added it edits it (anyone at all, for a demo or imported product, which nobody
 * added), it stays so.
 */
export const editedByCommunityAfter = (
  product: { readonly createdBy?: string | undefined; readonly editedByCommunity?: boolean },
  editorId: string,
): boolean => product.editedByCommunity === true || product.createdBy !== editorId;
