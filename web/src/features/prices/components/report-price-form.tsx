/**
 * "Report a price": a signed-in shopper tells what a store charges (store name,
 * price, an optional link, in stock), checked with the shared schema the server validates with.
 * The server's answer is shown as it is; an unconfirmed report is explained. Loaded when opened.
 */
import { useId, useState } from 'react';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import {
  priceReportSchema,
  type PriceReport,
  type PriceReportInput,
} from '@shop-scanner/shared/prices';
import { Button } from '../../../components/ui/button';
import { Checkbox, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { isRateLimited } from '../../../lib/api/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useReportPrice } from '../api/report-price';
import type { ReportOutcome } from '../report-outcome';

const fieldNames = ['storeName', 'price', 'url', 'inStock'] as const;
const blank = { storeName: '', url: '', inStock: true } satisfies Partial<PriceReportInput>;

const failureText = (error: unknown): string => {
  if (isRateLimited(error)) return error.message || priceMessages.reportLimit;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return `${priceMessages.reportFailed}: ${error.message}`;
  }
  return priceMessages.reportFailed;
};

export const ReportPriceForm = ({
  productId,
  storeNames,
}: {
  productId: string;
  storeNames: readonly string[];
}) => {
  const report = useReportPrice(productId);
  const listId = useId();
  const [outcome, setOutcome] = useState<ReportOutcome | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    showErrors,
    formState: { errors, isSubmitting },
  } = useZodForm<PriceReportInput, PriceReport>(priceReportSchema, {
    defaultValues: blank,
    reValidateMode: 'onChange',
  });

  const submit = async (values: PriceReport) => {
    setOutcome(undefined);
    setFailure(undefined);
    try {
      setOutcome(await report.mutateAsync(values));
      reset(blank);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors, fieldNames);
      setFailure(failureText(error));
    }
  };

  return (
    <form
      className="report-price"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby="report-price-title"
      data-testid="report-price-form"
    >
      <h4 id="report-price-title" className="report-price__title">
        Report a price you saw
      </h4>
      <TextField
        label="Store name"
        list={listId}
        autoComplete="off"
        required
        maxLength={100}
        error={errors.storeName?.message}
        {...register('storeName')}
      />
      <datalist id={listId}>
        {storeNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label="Price ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        error={errors.price?.message}
        {...register('price', { valueAsNumber: true })}
      />
      <TextField
        label="Link to the offer (optional)"
        type="url"
        inputMode="url"
        error={errors.url?.message}
        {...register('url')}
      />
      <Checkbox label="In stock" error={errors.inStock?.message} {...register('inStock')} />
      <Button type="submit" loading={isSubmitting} className="report-price__submit">
        Report price
      </Button>
      <div aria-live="polite" className="report-price__answer">
        {outcome && (
          <div
            className={`notice report-price__outcome${outcome.unconfirmed ? ' report-price__outcome--unconfirmed' : ''}`}
            data-testid="report-outcome"
          >
            <p>{outcome.message}</p>
            {outcome.detail && <p>{outcome.detail}</p>}
            {outcome.unconfirmed && (
              <p>
                Unconfirmed prices are listed apart and left out of the totals, the lowest price and
                the savings until another shopper reports a price within 10% at the same store
                within 7 days.
              </p>
            )}
          </div>
        )}
      </div>
      {failure && (
        <p className="field__error" role="alert" data-testid="report-failure">
          {failure}
        </p>
      )}
    </form>
  );
};
