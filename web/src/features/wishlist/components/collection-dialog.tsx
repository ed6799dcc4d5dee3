/**
 * Creating or editing a collection: name (3 to 50 characters), description (up to 200) and
 * whether anyone with its link may see it, checked with the shared schema the server validates
 * with.
 */
import { useState } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  createCollectionSchema,
  type CreateCollection,
  type CreateCollectionInput,
  type WishlistCollection,
} from '@shop-scanner/shared/wishlist';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateCollection, useUpdateCollection } from '../api/save-collection';

interface CollectionFormValues {
  name: string;
  description: string;
  isPublic: boolean;
}

const fieldNames = ['name', 'description', 'isPublic'] as const;

export const CollectionDialog = ({
  collection,
  onClose,
  onSaved,
}: {
  /** The collection to edit; none to create one. */
  collection?: WishlistCollection | undefined;
  onClose: () => void;
  onSaved?: (saved: WishlistCollection) => void;
}) => {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const pending = create.isPending || update.isPending;
  const [refusal, setRefusal] = useState<string | undefined>();
  const { field, register, submitParsed, showErrors, formState } = useZodForm<
    CollectionFormValues,
    CreateCollection
  >(createCollectionSchema, {
    input: (values): CreateCollectionInput => values,
    defaultValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      isPublic: collection?.isPublic ?? false,
    },
  });

  const save = async (values: CreateCollection) => {
    setRefusal(undefined);
    try {
      const saved = collection
        ? await update.mutateAsync({ id: collection.id, ...values })
        : await create.mutateAsync(values);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      const placed = error.fieldErrors ? showErrors(error.fieldErrors, fieldNames) : false;
      if (!placed) setRefusal(error.message);
    }
  };

  return (
    <Dialog
      title={collection ? 'Edit collection' : 'New collection'}
      onClose={pending ? () => undefined : onClose}
      className="wishlist-dialog"
    >
      <form className="form" onSubmit={submitParsed((parsed) => void save(parsed))} noValidate>
        <TextField label="Name" autoComplete="off" required {...field('name')} />
        <TextAreaField
          label="Description"
          rows={3}
          hint={`Optional, up to ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters.`}
          {...field('description')}
        />
        <Checkbox label="Public: anyone with the link can see it" {...register('isPublic')} />
        {(refusal ?? formState.errors.root?.message) && (
          <p className="notice notice--error" role="alert">
            {refusal ?? formState.errors.root?.message}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {collection ? 'Save' : 'Create collection'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
