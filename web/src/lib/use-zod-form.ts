/**
 * A form checked with the shared zod schema the server validates with: `useCheckedForm` with the
 * schema as its check, and the schema's resolver for the forms that submit through
 * react-hook-form's own `handleSubmit`.
 */
import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import { useCheckedForm } from './use-checked-form';

export interface ZodFormOptions<
  TValues extends FieldValues,
  TParsed extends FieldValues,
> extends Omit<UseFormProps<TValues, unknown, TParsed>, 'resolver'> {
  /**
   * What the schema checks, when it is not the values as they stand: a strict schema refuses the
   * form's own extras (remember me), and some forms send only part of what they show (the fields
   * that changed, a business name only for a business account).
   */
  input?: (values: TValues) => unknown;
}

export const useZodForm = <TValues extends FieldValues, TParsed extends FieldValues = TValues>(
  schema: ZodType<TParsed>,
  { input, ...options }: ZodFormOptions<TValues, TParsed> = {},
) => {
  const resolved = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TParsed>;
  return useCheckedForm<TValues, TParsed>(
    (values) => {
      const result = schema.safeParse(input ? input(values) : values);
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, errors: firstFieldErrors(result.error) };
    },
    {
      ...options,
      resolver: input
        ? (values, context, resolverOptions) =>
            resolved(input(values) as TValues, context, resolverOptions)
        : resolved,
    },
  );
};
