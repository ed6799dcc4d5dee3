/**
 * Editing a saved item: priority, target price, the price alert, notes, tags (Enter or + adds
 * one) and its collection, checked with the shared schema the server validates with. Only what
 * the shopper changed is sent (item-changes.ts); without a connection the edit waits in the sync
 * queue and the dialog closes as it does online.
 */
import { useState } from 'react';
import {
  updateWishlistItemSchema,
  WISHLIST_NOTES_MAX_LENGTH,
  wishlistItemEditFields,
  wishlistPriorities,
  type UpdateWishlistItem,
  type WishlistCollection,
  type WishlistItem,
  type WishlistPriority,
} from '@shop-scanner/shared/wishlist';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateWishlistItem } from '../api/update-wishlist-item';
import { changedFields } from '../item-changes';
import { priorityLabels } from '../wishlist-view-state';
import { TagInput } from './tag-input';

interface ItemFormValues {
  priority: WishlistPriority;
  /** As typed; '' is no target. */
  targetPrice: string;
  priceAlertEnabled: boolean;
  notes: string;
  tags: string[];
  /** '' is in no collection. */
  collectionId: string;
}

const fieldNames = wishlistItemEditFields;

/** The tags' error: the list's own, or the first tag's that the schema refused. */
const tagsError = (
  error: { message?: string; [index: number]: { message?: string } | undefined } | undefined,
): string | undefined => {
  if (!error) return undefined;
  if (error.message) return error.message;
  return Object.values(error).find(
    (e): e is { message: string } => typeof e === 'object' && e !== null && 'message' in e,
  )?.message;
};

/** What the form sends: an empty target or collection clears it. */
const toUpdate = (values: ItemFormValues) => ({
  priority: values.priority,
  targetPrice: values.targetPrice.trim() === '' ? null : Number(values.targetPrice),
  priceAlertEnabled: values.priceAlertEnabled,
  notes: values.notes,
  tags: values.tags,
  collectionId: values.collectionId === '' ? null : values.collectionId,
});

export const EditItemDialog = ({
  item,
  collections,
  onClose,
}: {
  item: WishlistItem;
  collections: readonly WishlistCollection[];
  onClose: () => void;
}) => {
  const update = useUpdateWishlistItem();
  const [refusal, setRefusal] = useState<string | undefined>();
  const { field, register, submitParsed, showErrors, setValue, watch, formState, clearErrors } =
    useZodForm<ItemFormValues, UpdateWishlistItem>(updateWishlistItemSchema, {
      input: toUpdate,
      defaultValues: {
        priority: item.priority,
        targetPrice: item.targetPrice === null ? '' : String(item.targetPrice),
        priceAlertEnabled: item.priceAlertEnabled,
        notes: item.notes,
        tags: item.tags,
        collectionId: item.collectionId ?? '',
      },
    });
  const tags = watch('tags');

  const save = async (values: UpdateWishlistItem) => {
    setRefusal(undefined);
    const changes = changedFields(item, values);
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync({ id: item.id, ...changes });
      onClose();
    } catch (error) {
      // The toast says it failed; a reason the server gave for a field goes under it.
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      const placed = error.fieldErrors ? showErrors(error.fieldErrors, fieldNames) : false;
      if (!placed) setRefusal(error.message);
    }
  };

  return (
    <Dialog title={`Edit ${item.product.name}`} onClose={onClose} className="wishlist-dialog">
      <form className="form" onSubmit={submitParsed((parsed) => void save(parsed))} noValidate>
        <SelectField label="Priority" {...field('priority')}>
          {wishlistPriorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Target price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="Leave empty for no target."
          {...field('targetPrice')}
        />
        <Checkbox label="Tell me when the price drops" {...register('priceAlertEnabled')} />
        <TextAreaField
          label="Notes"
          rows={3}
          hint={`Up to ${WISHLIST_NOTES_MAX_LENGTH} characters.`}
          {...field('notes')}
        />
        <TagInput
          tags={tags}
          error={tagsError(formState.errors.tags)}
          onChange={(next) => {
            clearErrors('tags');
            setValue('tags', next, { shouldDirty: true });
          }}
        />
        <SelectField label="Collection" {...field('collectionId')}>
          <option value="">No collection</option>
          {/* Its collection, when the list is not there (still loading, or offline): kept as is. */}
          {item.collectionId !== null && !collections.some((c) => c.id === item.collectionId) && (
            <option value={item.collectionId}>Its current collection</option>
          )}
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {(refusal ?? formState.errors.root?.message) && (
          <p className="notice notice--error" role="alert">
            {refusal ?? formState.errors.root?.message}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
