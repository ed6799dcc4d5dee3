/**
 * The one way a form works here: react-hook-form, with errors shown on submit, each under its
 * field, the first error's field taking the focus; editing a field clears its own error, with no
 * re-check while the shopper types (a half-typed email is not a mistake yet).
 *
 * A form states its check as a function of its values. `useZodForm` makes that check from the
 * shared zod schema the server validates with; a small form on a page's first screen (the search
 * box, the barcode entry, the price filters) gives a check written with the zod-free rules of
 * `shared/*-rules.ts`, so the page does not load zod to read one field.
 */
import type { FormEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';

/** Messages keyed by field (`email`, `items.0.name`), as a 400's `fieldErrors` give them. */
export type FieldMessages = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A form's check: the values to send, or the messages that say why not. */
export type FormCheck<TValues extends FieldValues, TParsed> = (
  values: TValues,
) => { ok: true; data: TParsed } | { ok: false; errors: FieldMessages };

/** A field's error, or one that belongs to no field of the form: `root` shows it for the form. */
type ErrorTarget<TValues extends FieldValues> = Path<TValues> | 'root';

export const useCheckedForm = <TValues extends FieldValues, TParsed = TValues>(
  check: FormCheck<TValues, TParsed>,
  options: UseFormProps<TValues, unknown, TParsed> = {},
) => {
  const form = useForm<TValues, unknown, TParsed>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });
  const { clearErrors, getFieldState, getValues, register, setError } = form;

  /**
   * Puts each message (the first, where a field has several) under its field and focuses the
   * first; a message for anything that is not one of the form's values goes to `root`. With
   * `only`, the messages of other keys are left to the caller (a form that says a refusal its own
   * way). Says whether it showed any.
   */
  const showErrors = (byField: FieldMessages, only?: readonly Path<TValues>[]) => {
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
   * the same render as the press (and the checked values reach `onValid` in the same task, as the
   * session and the scan page expect), then hands on the checked values and the values as typed.
   */
  const submitParsed =
    (onValid: (parsed: TParsed, values: TValues) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const values = getValues();
      const result = check(values);
      clearErrors();
      if (!result.ok) {
        showErrors(result.errors);
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
