/**
 * What an edit changes: the fields a shopper may edit, compared with the product as it is. The
 * history records only real changes, and an edit that changes nothing records nothing.
 */
import type { UpdateProduct } from '@shop-scanner/shared/products';

export const editableFields = ['name', 'description', 'category', 'imageUrl', 'brand'] as const;
export type EditableField = (typeof editableFields)[number];
export type EditableValues = { readonly [K in EditableField]?: string | undefined };

/** One field's change; `null` stands for a field that had (or gets) no value. */
export interface FieldChange {
  readonly from: string | null;
  readonly to: string | null;
}
export type ProductChanges = Partial<Record<EditableField, FieldChange>>;

/**
 * The changes an update makes. A field the update leaves out keeps its value; a field it sends as
 * null (the shared schema's reading of an emptied optional field) is cleared.
 */
export const diffEdit = (current: EditableValues, update: UpdateProduct): ProductChanges => {
  const changes: ProductChanges = {};
  for (const field of editableFields) {
    const next = update[field];
    if (next === undefined) continue;
    // An empty description is stored as '': it has no value, like a field never set.
    const before = current[field] || null;
    if (before !== next) changes[field] = { from: before, to: next };
  }
  return changes;
};

/** The creation of a product, recorded as every field it was given, from nothing. */
export const creationChanges = (values: EditableValues): ProductChanges => {
  const changes: ProductChanges = {};
  for (const field of editableFields) {
    const value = values[field];
    if (value !== undefined && value !== '') changes[field] = { from: null, to: value };
  }
  return changes;
};

export const applyChanges = <T extends EditableValues>(current: T, changes: ProductChanges): T => {
  const next: Record<string, unknown> = { ...current };
  for (const [field, change] of Object.entries(changes)) next[field] = change.to ?? undefined;
  return next as T;
};

export const hasChanges = (changes: ProductChanges): boolean => Object.keys(changes).length > 0;
