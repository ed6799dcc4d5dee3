/**
 * The scan result card's add and edit forms (part 1 §2 Scan result card, §5 Product form):
 * Product Name (required), Description, Category, Image URL (must be a URL), plus Brand, which
 * the not-found fallback can prefill. Validated with the shared schemas before anything is sent;
 * each field's error shows under it and clears when the field is edited.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import { SelectField, TextField } from '../../../components/ui/field';
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

const TextArea = ({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        name="description"
        className="input scan-textarea"
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};

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
  return (
    <>
      <TextField
        label="Product Name"
        name="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextArea
        label="Description"
        value={values.description}
        error={errors.description}
        onChange={(v) => onChange('description', v)}
      />
      <SelectField
        label="Category"
        name="category"
        value={values.category}
        error={errors.category}
        onChange={(e) => onChange('category', e.target.value)}
      >
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
      <TextField
        label="Brand"
        name="brand"
        value={values.brand}
        error={errors.brand}
        onChange={(e) => onChange('brand', e.target.value)}
      />
      <TextField
        label="Image URL"
        name="imageUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(e) => onChange('imageUrl', e.target.value)}
      />
    </>
  );
};

const FormShell = ({
  label,
  onSubmit,
  children,
  formError,
  note,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
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
    {children}
    {formError && (
      <div className="notice notice--error" role="alert">
        {formError}
      </div>
    )}
  </form>
);

const useProductValues = (initial: Values) => {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clear } = useFormErrors<ErrorKey>();
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    clear('_');
  };
  return { values, errors, setErrors, change };
};

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
  const { values, errors, setErrors, change } = useProductValues(valuesOf(prefill ?? {}));
  const [takenBy, setTakenBy] = useState<string | null>(null);

  const submit = () => {
    setTakenBy(null);
    const parsed = createProductSchema.safeParse({ barcode, ...values });
    if (!parsed.success) return setErrors(formErrors(firstFieldErrors(parsed.error)));
    create.mutate(parsed.data, {
      onSuccess: (product) => {
        toast.success(productMessages.added);
        onAdded(product);
      },
      onError: (error) => {
        const taken = error instanceof ApiError && barcodeTakenSchema.safeParse(error.body);
        if (error instanceof ApiError && error.status === 409 && taken && taken.success) {
          return setTakenBy(taken.data.productId);
        }
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          return setErrors(serverFieldErrors(error));
        }
        toast.error(productMessages.addFailed);
      },
    });
  };

  return (
    <FormShell
      label="Add product"
      onSubmit={submit}
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
          errors._
        )
      }
    >
      <ProductFields values={values} errors={errors} onChange={change} />
      <div className="scan-actions">
        <Button type="submit" loading={create.isPending}>
          Add Product
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FormShell>
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
  const { values, errors, setErrors, change } = useProductValues(initial);

  const submit = () => {
    const changed = Object.fromEntries(
      fields.flatMap((f) => (values[f] !== initial[f] ? [[f, values[f]]] : [])),
    );
    const parsed = updateProductSchema.safeParse(changed);
    if (!parsed.success) return setErrors(formErrors(firstFieldErrors(parsed.error)));
    update.mutate(changed, {
      onSuccess: (saved) => {
        toast.success(productMessages.updated);
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          return setErrors(serverFieldErrors(error));
        }
        toast.error(productMessages.updateFailed);
      },
    });
  };

  return (
    <FormShell label="Edit product" onSubmit={submit} formError={errors._}>
      <ProductFields values={values} errors={errors} onChange={change} />
      <div className="scan-actions">
        <Button type="submit" loading={update.isPending}>
          Update Product
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FormShell>
  );
};
