/**
 * The scan result card's add and edit forms (rules in docs/products.md):
 * Product Name (required), Description, Category, Image URL (must be a URL), plus Brand, which
 * the not-found fallback can prefill. Validated with the shared schemas before anything is sent;
 * each field's error shows under it and clears when the field is edited.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Link } from 'react-router';
import { productMessages } from '@shop-scanner/shared/messages';
import {
  barcodeTakenSchema,
  createProductSchema,
  productCategories,
  updateProductSchema,
  type Product,
  type ProductPrefill,
} from '@shop-scanner/shared/products';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { SAVED_OFFLINE, isQueuedAnswer } from '../../../lib/offline/saved-offline';
import { useCreateProduct, useUpdateProduct } from '../api/product-mutations';

const fields = ['name', 'description', 'category', 'imageUrl', 'brand'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const valuesOf = (p: Partial<Record<Field, string | undefined>>): Values => ({
  name: p.name ?? '',
  description: p.description ?? '',
  category: p.category ?? '',
  imageUrl: p.imageUrl ?? '',
  brand: p.brand ?? '',
});

/**
 * The add and edit forms' shared state: the five fields on react-hook-form, checked by `schema`
 * against what `input` makes of them. An error that belongs to no field (zod's root, the barcode)
 * is the form's, and editing any field clears it with the field's own.
 */
const useProductForm = <TParsed extends FieldValues>(
  schema: ZodType<TParsed>,
  initial: Values,
  input: (values: Values) => unknown,
) => {
  const form = useZodForm<Values, TParsed>(schema, { defaultValues: initial, input });
  /**
   * What both forms do with a save's answer: say it and hand the product on; show a 400's field
   * errors under their fields; say any other failure, unless `refused` took care of it.
   */
  const saveCallbacks = ({
    saved,
    failed,
    onSaved,
    refused = () => false,
  }: {
    saved: string;
    failed: string;
    onSaved: (product: Product) => void;
    refused?: (error: Error) => boolean;
  }) => ({
    onSuccess: (product: Product) => {
      toast.success(saved);
      onSaved(product);
    },
    onError: (error: Error) => {
      if (refused(error)) return;
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        form.showErrors(error.fieldErrors);
        return;
      }
      // A suspended contributor (403) or one past a limit (429): the server's words say why and
      // what to do, so they stay on the form rather than pass by in a toast.
      if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
        form.setError('root', { message: error.message });
        return;
      }
      toast.error(failed);
    },
  });
  return { ...form, saveCallbacks };
};

type ProductForm = Pick<ReturnType<typeof useZodForm<Values>>, 'field' | 'watch'>;

const ProductFields = ({ form: { field, watch } }: { form: ProductForm }) => {
  const categories: readonly string[] = productCategories;
  const category = watch('category');
  /** A field's registration and error; editing it also clears the form's own error. */
  const bind = (name: Field) => field(name, { alsoClears: ['root'] });
  return (
    <>
      <TextField label="Product Name" required {...bind('name')} />
      <TextAreaField label="Description" rows={3} {...bind('description')} />
      <SelectField label="Category" {...bind('category')}>
        <option value="">Choose a category</option>
        {/* A product saved with a category outside today's list keeps it as a choice. */}
        {category && !categories.includes(category) && <option value={category}>{category}</option>}
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField label="Brand" {...bind('brand')} />
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...bind('imageUrl')}
      />
    </>
  );
};

/**
 * A notice under the form's buttons, brought into view when it appears: on a phone the buttons
 * sit at the bottom of the screen, and a refusal (a suspension, a limit) must not land unseen.
 */
const FormNotice = ({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'info';
  children: ReactNode;
  testId?: string;
}) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.scrollIntoView?.({ block: 'center' }), [children]);
  return (
    <div
      ref={box}
      className={tone === 'error' ? 'notice notice--error' : 'notice'}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
};

/**
 * The add and edit forms' one body: a note, the fields, submit and Cancel, then the form's error.
 */
const ProductFormBody = ({
  label,
  form,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  formError,
  note,
  outcome,
}: {
  label: string;
  form: ProductForm;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  formError?: ReactNode;
  note?: ReactNode;
  /** What became of a save that was taken but not applied (an edit waiting for review). */
  outcome?: ReactNode;
}) => (
  <form className="form scan-form" aria-label={label} noValidate onSubmit={onSubmit}>
    {note}
    <ProductFields form={form} />
    <div className="scan-actions">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
    {formError && <FormNotice tone="error">{formError}</FormNotice>}
    {outcome && (
      <FormNotice tone="info" testId="edit-outcome">
        {outcome}
      </FormNotice>
    )}
  </form>
);

/** Case 2's add form, prefilled from the server's fallback when it found the product. */
export const AddProductForm = ({
  barcode,
  prefill,
  onAdded,
  onCancel,
}: {
  barcode: string;
  prefill?: ProductPrefill | undefined;
  onAdded: (product: Product) => void;
  onCancel: () => void;
}) => {
  const create = useCreateProduct();
  const [initial] = useState(() => valuesOf(prefill ?? {}));
  const form = useProductForm(createProductSchema, initial, (values) => ({ barcode, ...values }));
  const [takenBy, setTakenBy] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);

  const submit = (event: FormEvent) => {
    setTakenBy(null);
    setQueued(false);
    form.submitParsed((product) => {
      const callbacks = form.saveCallbacks({
        saved: productMessages.added,
        failed: productMessages.addFailed,
        onSaved: onAdded,
        // A 409 naming the product that holds this barcode links to it.
        refused: (error) => {
          const taken =
            error instanceof ApiError && error.status === 409
              ? barcodeTakenSchema.safeParse(error.body)
              : undefined;
          if (taken?.success) setTakenBy(taken.data.productId);
          return taken?.success === true;
        },
      });
      create.mutate(product, {
        ...callbacks,
        // Added offline: nothing exists on the server yet, so the form stays and says so.
        onSuccess: (answer) =>
          isQueuedAnswer(answer) ? setQueued(true) : callbacks.onSuccess(answer),
      });
    })(event);
  };

  return (
    <ProductFormBody
      label="Add product"
      form={form}
      submitLabel="Add Product"
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      outcome={queued ? SAVED_OFFLINE : undefined}
      note={
        prefill && (
          <p className="scan-note" data-testid="prefill-note">
            Prefilled from {prefill.source}. Check the details before adding.
          </p>
        )
      }
      formError={
        takenBy ? (
          <>
            {productMessages.barcodeTaken}.{' '}
            <Link to={`/products/${encodeURIComponent(takenBy)}`}>View the product</Link>
          </>
        ) : (
          form.formState.errors.root?.message
        )
      }
    />
  );
};

/** The fields whose value differs from the one the form started with. */
const changedFields = (values: Values, initial: Values): Record<string, string> =>
  Object.fromEntries(fields.flatMap((f) => (values[f] !== initial[f] ? [[f, values[f]]] : [])));

/** Case 3's edit form: only the fields that changed are sent, so the edit history stays exact. */
export const EditProductForm = ({
  product,
  onSaved,
  onCancel,
}: {
  product: Product;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}) => {
  const update = useUpdateProduct(product.id);
  const [initial] = useState(() => valuesOf(product));
  const [held, setHeld] = useState<string | null>(null);
  const form = useProductForm(updateProductSchema, initial, (values) =>
    changedFields(values, initial),
  );

  // The changes are sent as typed: the schema checks them, and an emptied field stays emptied.
  const submit = form.submitParsed((_parsed, values) => {
    setHeld(null);
    const callbacks = form.saveCallbacks({
      saved: productMessages.updated,
      failed: productMessages.updateFailed,
      onSaved,
    });
    update.mutate(changedFields(values, initial), {
      ...callbacks,
      // Kept for staff review: nothing changed yet, so the form stays and says so.
      onSuccess: (answer) =>
        answer.kind === 'saved' ? callbacks.onSuccess(answer.product) : setHeld(answer.message),
    });
  });

  return (
    <ProductFormBody
      label="Edit product"
      form={form}
      submitLabel="Update Product"
      pending={update.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      formError={form.formState.errors.root?.message}
      outcome={held}
    />
  );
};
