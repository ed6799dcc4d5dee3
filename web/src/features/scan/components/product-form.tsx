/**
 * The scan result card's add and edit forms (part 1 §2 Scan result card, §5 Product form):
 * Product Name (required), Description, Category, Image URL (must be a URL), plus Brand, which
 * the not-found fallback can prefill. Validated with the shared schemas before anything is sent;
 * each field's error shows under it and clears when the field is edited.
 */
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
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
import { useFormErrors } from '../../../lib/use-form-errors';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateProduct, useUpdateProduct } from '../api/product-mutations';

const fields = ['name', 'description', 'category', 'imageUrl', 'brand'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
/** `_` holds an error that belongs to no one field (zod's root, or the barcode). */
type ErrorKey = Field | '_';

const valuesOf = (p: Partial<Record<Field, string | undefined>>): Values => ({
  name: p.name ?? '',
  description: p.description ?? '',
  category: p.category ?? '',
  imageUrl: p.imageUrl ?? '',
  brand: p.brand ?? '',
});

/** Field errors as the form shows them: the first message of each, anything else under `_`. */
const formErrors = (byField: Record<string, string>): Partial<Record<ErrorKey, string>> => {
  const out: Partial<Record<ErrorKey, string>> = {};
  for (const [key, message] of Object.entries(byField)) {
    const field = (fields as readonly string[]).includes(key) ? (key as Field) : '_';
    out[field] ??= message;
  }
  return out;
};

const serverFieldErrors = (error: ApiError) =>
  formErrors(
    Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? ''])),
  );

const ProductFields = ({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: Partial<Record<ErrorKey, string>>;
  onChange: (field: Field, value: string) => void;
}) => {
  const categories: readonly string[] = productCategories;
  /** A field's name, value, error and change handler. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, e.target.value),
  });
  return (
    <>
      <TextField label="Product Name" required {...bind('name')} />
      <TextAreaField label="Description" rows={3} {...bind('description')} />
      <SelectField label="Category" {...bind('category')}>
        <option value="">Choose a category</option>
        {/* A product saved with a category outside today's list keeps it as a choice. */}
        {values.category && !categories.includes(values.category) && (
          <option value={values.category}>{values.category}</option>
        )}
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

const useProductValues = (initial: Values) => {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clear } = useFormErrors<ErrorKey>();
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    clear('_');
  };
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
        return setErrors(serverFieldErrors(error));
      }
      toast.error(failed);
    },
  });
  return { values, errors, setErrors, change, saveCallbacks };
};

type ProductValues = ReturnType<typeof useProductValues>;

/** The add and edit forms' one body: a note, the fields, submit and Cancel, then the form's error. */
const ProductFormBody = ({
  label,
  form: { values, errors, change },
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  formError,
  note,
}: {
  label: string;
  form: ProductValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  formError?: ReactNode;
  note?: ReactNode;
}) => (
  <form
    className="form scan-form"
    aria-label={label}
    noValidate
    onSubmit={(e: FormEvent) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    {note}
    <ProductFields values={values} errors={errors} onChange={change} />
    <div className="scan-actions">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
    {formError && (
      <div className="notice notice--error" role="alert">
        {formError}
      </div>
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
  const form = useProductValues(valuesOf(prefill ?? {}));
  const { values, setErrors } = form;
  const [takenBy, setTakenBy] = useState<string | null>(null);

  const submit = () => {
    setTakenBy(null);
    const parsed = createProductSchema.safeParse({ barcode, ...values });
    if (!parsed.success) return setErrors(formErrors(firstFieldErrors(parsed.error)));
    create.mutate(
      parsed.data,
      form.saveCallbacks({
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
      }),
    );
  };

  return (
    <ProductFormBody
      label="Add product"
      form={form}
      submitLabel="Add Product"
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onCancel}
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
          form.errors._
        )
      }
    />
  );
};

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
  const form = useProductValues(initial);
  const { values, setErrors } = form;

  const submit = () => {
    const changed = Object.fromEntries(
      fields.flatMap((f) => (values[f] !== initial[f] ? [[f, values[f]]] : [])),
    );
    const parsed = updateProductSchema.safeParse(changed);
    if (!parsed.success) return setErrors(formErrors(firstFieldErrors(parsed.error)));
    update.mutate(
      changed,
      form.saveCallbacks({
        saved: productMessages.updated,
        failed: productMessages.updateFailed,
        onSaved,
      }),
    );
  };

  return (
    <ProductFormBody
      label="Edit product"
      form={form}
      submitLabel="Update Product"
      pending={update.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      formError={form.errors._}
    />
  );
};
