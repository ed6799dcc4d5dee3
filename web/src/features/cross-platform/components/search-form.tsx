/**
 * The panel's form: Original Product URL and Product Name, both required and
 * trimmed, the Search Platforms button disabled until both hold more than blanks; the collapsible
 * Advanced Options (category, brand, price range), which the server applies to the matches.
 * react-hook-form with plain validate functions (search-form-rules.ts): a zod resolver would
 * bring zod to the scan page. Each error shows under its field, clears when the field is edited,
 * and the first one takes the focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { productCategories } from '@shop-scanner/shared/product-rules';
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField, UrlField } from '../../../components/ui/field';
import {
  advancedFields,
  advancedOptionsSet,
  priceError,
  priceRangeError,
  textLengthError,
  valuesOfPrefill,
  type SearchFormValues,
  type SearchPrefill,
} from '../search-form-rules';

export type SearchFormApi = UseFormReturn<SearchFormValues>;

export const useSearchForm = (prefill?: SearchPrefill): SearchFormApi =>
  useForm<SearchFormValues>({
    defaultValues: valuesOfPrefill(prefill),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

export const SearchForm = ({
  form,
  barcode,
  onDropBarcode,
  pending,
  onSearch,
}: {
  form: SearchFormApi;
  /** The scanned product's barcode, sent with the search so a GTIN match is certain. */
  barcode: string | undefined;
  onDropBarcode: () => void;
  pending: boolean;
  onSearch: (values: SearchFormValues) => void;
}) => {
  const ids = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    setFocus,
    control,
    formState: { errors, defaultValues },
  } = form;
  const [originalUrl = '', productName = ''] = useWatch({
    control,
    name: ['originalUrl', 'productName'],
  });
  const ready = originalUrl.trim() !== '' && productName.trim() !== '';
  const [advancedShown, setAdvancedShown] = useState(
    () => advancedOptionsSet({ ...valuesOfPrefill(), ...defaultValues }) > 0,
  );
  // An error in an advanced option opens the section, so the shopper sees what to fix.
  const advancedOpen = advancedShown || advancedFields.some((f) => errors[f] !== undefined);
  const watched = useWatch({ control });
  const setCount = advancedOptionsSet({ ...valuesOfPrefill(), ...watched });

  // A field in the closed section cannot take the focus: open it first, then focus the field.
  const focusAfterOpen = useRef<keyof SearchFormValues | null>(null);
  useEffect(() => {
    if (advancedOpen && focusAfterOpen.current) {
      setFocus(focusAfterOpen.current);
      focusAfterOpen.current = null;
    }
  });
  const onInvalid = (invalid: FieldErrors<SearchFormValues>) => {
    const first = advancedFields.find((f) => invalid[f] !== undefined);
    const requiredFirst = invalid.originalUrl ?? invalid.productName;
    if (first && !requiredFirst && !advancedShown) {
      focusAfterOpen.current = first;
      setAdvancedShown(true);
    }
  };

  const clearing = (...fields: (keyof SearchFormValues)[]) => ({
    onChange: () => clearErrors(fields),
  });

  return (
    <form
      className="form xp-form"
      aria-label="Search other platforms"
      noValidate
      onSubmit={handleSubmit(onSearch, onInvalid)}
    >
      <UrlField
        label="Original Product URL"
        required
        hint="The page you found the product on"
        error={errors.originalUrl?.message}
        {...register('originalUrl', {
          validate: (v) => v.trim() !== '' || crossPlatformMessages.urlRequired,
          ...clearing('originalUrl'),
        })}
      />
      <TextField
        label="Product Name"
        required
        error={errors.productName?.message}
        {...register('productName', {
          validate: (v) =>
            (v.trim() !== '' || crossPlatformMessages.nameRequired) &&
            (textLengthError('productName', v) ?? true),
          ...clearing('productName'),
        })}
      />
      {barcode && (
        <p className="xp-form__barcode" data-testid="xp-barcode-note">
          Matching by barcode {barcode} as well as by name.{' '}
          <button type="button" className="link-button" onClick={onDropBarcode}>
            Match by name only
          </button>
        </p>
      )}

      <div className="xp-advanced">
        <button
          type="button"
          className="xp-advanced__toggle"
          aria-expanded={advancedOpen}
          aria-controls={`${ids}-advanced`}
          onClick={() => setAdvancedShown(!advancedOpen)}
        >
          Advanced Options
          {setCount > 0 && (
            <span className="xp-advanced__count">
              {' '}
              ({setCount} {setCount === 1 ? 'filter' : 'filters'} set)
            </span>
          )}
        </button>
        <div
          id={`${ids}-advanced`}
          className="xp-advanced__fields"
          hidden={!advancedOpen}
          data-testid="xp-advanced"
        >
          <p className="xp-muted">Only matches that fit these are shown.</p>
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">Any category</option>
            {productCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Brand"
            autoComplete="off"
            error={errors.brand?.message}
            {...register('brand', {
              validate: (v) => textLengthError('brand', v) ?? true,
              ...clearing('brand'),
            })}
          />
          <fieldset className="xp-advanced__prices">
            <legend className="field__label">Price range (USD)</legend>
            <TextField
              label="Minimum price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              error={errors.minPrice?.message}
              {...register('minPrice', {
                validate: (v) => priceError(v) ?? priceRangeError(v, getValues('maxPrice')) ?? true,
                ...clearing('minPrice', 'maxPrice'),
              })}
            />
            <TextField
              label="Maximum price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              error={errors.maxPrice?.message}
              {...register('maxPrice', {
                validate: (v) => priceError(v) ?? true,
                ...clearing('minPrice', 'maxPrice'),
              })}
            />
          </fieldset>
        </div>
      </div>

      <Button
        type="submit"
        size="lg"
        loading={pending}
        disabled={!ready}
        className="xp-form__submit"
      >
        Search Platforms
      </Button>
    </form>
  );
};
