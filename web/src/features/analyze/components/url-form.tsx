/**
 * The one-field address form of /analyze and of the scan page's url tab: url type, required,
 * checked by the server's own rule before anything is sent (web-url-rule.ts), the error under the
 * field, cleared when the field is edited, the field focused on an error, submit busy while the
 * analysis runs. `useCheckedForm` with that rule as its check: the zod resolver would put zod on
 * the page's first load.
 */
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import type { UrlCheck } from '../../../lib/web-url-rule';

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
  const { clearErrors, field, setValue, submitParsed } = useCheckedForm(
    ({ url }: { url: string }) => {
      const checked = check(url);
      return checked.ok
        ? { ok: true as const, data: checked.url }
        : { ok: false as const, errors: { url: checked.message } };
    },
    { defaultValues: { url: initialUrl } },
  );

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
        onSubmit={submitParsed(onSubmit)}
      >
        <UrlField label={fieldLabel} required hint={hint} {...field('url')} />
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
