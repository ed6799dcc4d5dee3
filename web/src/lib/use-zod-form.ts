/**
 * The one way a form works here: react-hook-form, checked with the shared zod schema the server
 * validates with. Errors show on submit, each under its field, and the first error's field takes
 * the focus; editing a field clears its own error, with no re-check while the shopper types (a
 * half-typed email is not a mistake yet); submit is busy while the form's work runs.
 */
import type { FormEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';

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

/** A field's error, or one that belongs to no field of the form: `root` shows it for the form. */
type ErrorTarget<TValues extends FieldValues> = Path<TValues> | 'root';

export const useZodForm = <TValues extends FieldValues, TParsed extends FieldValues = TValues>(
  schema: ZodType<TParsed>,
  { input, ...options }: ZodFormOptions<TValues, TParsed> = {},
) => {
  const checked = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TParsed>;
  const form = useForm<TValues, unknown, TParsed>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    resolver: input
      ? (values, context, resolverOptions) =>
          checked(input(values) as TValues, context, resolverOptions)
      : checked,
  });
  const { clearErrors, getFieldState, getValues, register, setError } = form;

  /**
   * Puts each message (the first, where a field has several, as a 400's `fieldErrors` do) under
   * its field, keys such as `email` or `items.0.name`, and focuses the first; a message for
   * anything that is not one of the form's values goes to `root`. With `only`, the messages of
   * other keys are left to the caller (a form that says a refusal its own way). Says whether it
   * showed any.
   */
  const showErrors = (
    byField: Readonly<Record<string, string | readonly string[] | undefined>>,
    only?: readonly Path<TValues>[],
  ) => {
    const values: Record<string, unknown> = getValues();
    let focus = true;
    let rootTaken = false;
    for (const [key, messages] of Object.entries(byField)) {
      if (only && !(only as readonly string[]).includes(key)) continue;
      const message = typeof messages === 'string' ? messages : messages?.[0];
      if (!message) continue;
      if (Object.hasOwn(values, key.split('.')[0]!)) {
        setError(key as Path<TValues>, { type: 'invalid', message }, { shouldFocus: focus });
        focus = false;
      } else if (!rootTaken) {
        setError('root', { type: 'invalid', message });
        rootTaken = true;
      }
    }
    return !focus || rootTaken;
  };

  /**
   * The form's submit handler: checks the values synchronously, so the errors are on screen in
   * the same render as the press (and the parsed values reach `onValid` in the same task, as the
   * session and the scan page expect), then hands on the parsed values and the values as typed.
   */
  const submitParsed =
    (onValid: (parsed: TParsed, values: TValues) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const values = getValues();
      const result = schema.safeParse(input ? input(values) : values);
      clearErrors();
      if (!result.success) {
        showErrors(firstFieldErrors(result.error));
        return;
      }
      onValid(result.data, values);
    };

  /**
   * A field's registration and its error, to spread on a field component. Editing it clears its
   * own error and those named in `alsoClears` (a confirmation judged against the password).
   */
  const field = (
    name: Path<TValues>,
    {
      alsoClears = [],
      ...rules
    }: RegisterOptions<TValues, Path<TValues>> & {
      alsoClears?: readonly ErrorTarget<TValues>[];
    } = {},
  ) => ({
    ...register(name, {
      ...rules,
      onChange: (event: unknown) => {
        clearErrors([name, ...alsoClears] as Path<TValues>[]);
        return (rules.onChange as ((e: unknown) => unknown) | undefined)?.(event);
      },
    }),
    error: getFieldState(name, form.formState).error?.message,
  });

  return { ...form, field, showErrors, submitParsed };
};
