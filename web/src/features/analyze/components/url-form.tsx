/**
 * The one-field address form of /analyze and of the scan page's url tab: url type, required,
 * checked by the server's own rule before anything is sent (web-url-rule.ts), the error under the
 * field, cleared when the field is edited, the field focused on an error, submit busy while the
 * analysis runs. react-hook-form with a plain validate function: the zod resolver would put zod on
 * the page's first load.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import type { UrlCheck } from '../web-url-rule';

export interface UrlExample {
  readonly label: string;
  readonly url: string;
}

export const UrlForm = ({
  formLabel,
  fieldLabel,
  submitLabel,
  check,
  initialUrl = '',
  pending,
  onSubmit,
  hint,
  examples = [],
  examplesTitle,
}: {
  formLabel: string;
  fieldLabel: string;
  submitLabel: string;
  check: (value: string) => UrlCheck;
  initialUrl?: string;
  pending: boolean;
  /** Called with the address as the server will read it (a bare domain as https://). */
  onSubmit: (url: string) => void;
  hint?: string;
  /** Addresses offered to try with one press (the demo stores of /config.json). */
  examples?: readonly UrlExample[];
  examplesTitle?: string;
}) => {
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<{ url: string }>({
    defaultValues: { url: initialUrl },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A link to this page with another address (a store offer's "Analyze this store") refills it.
  useEffect(() => {
    if (initialUrl) setValue('url', initialUrl);
  }, [initialUrl, setValue]);

  const send = (value: string) => {
    const checked = check(value);
    if (checked.ok) onSubmit(checked.url);
  };

  const tryExample = (url: string) => {
    setValue('url', url);
    clearErrors('url');
    send(url);
  };

  return (
    <>
      <form
        className="form url-form"
        aria-label={formLabel}
        noValidate
        onSubmit={handleSubmit(({ url }) => send(url))}
      >
        <UrlField
          label={fieldLabel}
          required
          hint={hint}
          error={errors.url?.message}
          {...register('url', {
            validate: (value) => {
              const checked = check(value);
              return checked.ok || checked.message;
            },
            onChange: () => clearErrors('url'),
          })}
        />
        <Button type="submit" loading={pending} className="url-form__submit">
          {submitLabel}
        </Button>
      </form>
      {examples.length > 0 && (
        <div className="url-form__examples" data-testid="url-examples">
          <p className="url-form__examples-title">{examplesTitle}</p>
          <div className="url-form__example-buttons">
            {examples.map((example) => (
              <Button
                key={example.url}
                variant="secondary"
                disabled={pending}
                onClick={() => tryExample(example.url)}
              >
                {example.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </>
  );
};
