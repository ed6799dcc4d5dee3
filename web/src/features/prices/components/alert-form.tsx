/**
 * Creating a price alert: a target price (numeric, min 0, step 0.01, required) checked
 * with the shared schema the server validates with, and an optional store from the product's
 * stores, empty meaning any store. Loaded with the alerts panel, off the page's first load (zod).
 */
import { useState } from 'react';
import {
  createPriceAlertSchema,
  type CreatePriceAlert,
  type CreatePriceAlertInput,
} from '@shop-scanner/shared/prices';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreatePriceAlert } from '../api/create-price-alert';

const fieldNames = ['targetPrice', 'storeName'] as const;

export const AlertForm = ({
  productId,
  storeNames,
}: {
  productId: string;
  storeNames: readonly string[];
}) => {
  const create = useCreatePriceAlert(productId);
  const [refusal, setRefusal] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    showErrors,
    formState: { errors, isSubmitting },
  } = useZodForm<CreatePriceAlertInput, CreatePriceAlert>(createPriceAlertSchema, {
    defaultValues: { productId, storeName: '' },
    reValidateMode: 'onChange',
  });

  const submit = async (values: CreatePriceAlert) => {
    setRefusal(undefined);
    try {
      await create.mutateAsync(values);
      reset({ productId, storeName: values.storeName ?? '' });
    } catch (error) {
      // The server's reasons (a duplicate, the cap, a field it refused) are shown here; the toast
      // says it failed.
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      const placed = error.fieldErrors ? showErrors(error.fieldErrors, fieldNames) : false;
      if (!placed) setRefusal(error.message);
    }
  };

  return (
    <form
      className="price-alert-form"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby="price-alert-form-title"
    >
      <h4 id="price-alert-form-title" className="price-alert-form__title">
        Set a price alert
      </h4>
      <TextField
        label="Target price ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        error={errors.targetPrice?.message}
        hint="We tell you when the price is at or below it."
        {...register('targetPrice', { valueAsNumber: true })}
      />
      <SelectField label="Store" error={errors.storeName?.message} {...register('storeName')}>
        <option value="">Any store</option>
        {storeNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {refusal && (
        <p className="field__error" role="alert" data-testid="alert-refusal">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className="price-alert-form__submit">
        Create alert
      </Button>
    </form>
  );
};
