import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

const Messages = ({
  id,
  error,
  hint,
  errorTestId,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  errorTestId?: string | undefined;
}) => (
  <>
    {hint && (
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    )}
    {error && (
      <p id={`${id}-error`} className="field__error" role="alert" data-testid={errorTestId}>
        {error}
      </p>
    )}
  </>
);

/** What a field's control takes to be labelled and described: spread it on the control. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export type FieldProps = FieldShell & {
  className?: string | undefined;
  /** The label's look: a field's label by default (a file input draws its label as a button). */
  labelClassName?: string | undefined;
  errorTestId?: string | undefined;
  /** The control, given its id and aria wiring; anything rendered after it sits above the hint. */
  children: (wiring: ControlWiring) => ReactNode;
};

/**
 * The frame every field shares: its label, then the control, then its hint and error, the
 * control wired to them with aria-invalid and aria-describedby.
 */
export const Field = ({
  label,
  error,
  hint,
  className,
  labelClassName = 'field__label',
  errorTestId,
  children,
}: FieldProps) => {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
      <Messages id={id} error={error} hint={hint} errorTestId={errorTestId} />
    </div>
  );
};

export type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error under it, wired with aria-invalid and aria-describedby. */
export const TextField = ({ label, error, hint, className, ...input }: TextFieldProps) => (
  <Field label={label} error={error} hint={hint} className={className}>
    {(wiring) => <input className="input" {...wiring} {...input} />}
  </Field>
);

/** A labelled multi-line input (a description). */
export const TextAreaField = ({
  label,
  error,
  hint,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) => (
  <Field label={label} error={error} hint={hint}>
    {(wiring) => <textarea className="input textarea" {...wiring} {...textarea} />}
  </Field>
);

/** An email input: the email keyboard on phones and the browser's email autofill. */
export const EmailField = ({
  label = 'Email',
  ...input
}: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) => (
  <TextField
    label={label}
    type="email"
    name="email"
    autoComplete="email"
    inputMode="email"
    {...input}
  />
);

type PairedFieldProps = Omit<TextFieldProps, 'type' | 'label'>;

/**
 * Who is writing to support, side by side: a name and an e-mail address, both required, at the
 * lengths the server keeps (the contact form and a store owner's review request).
 */
export const NameEmailFields = ({
  className,
  name,
  email,
}: {
  className: string;
  name: PairedFieldProps;
  email: PairedFieldProps;
}) => (
  <div className={className}>
    <TextField label="Name" autoComplete="name" maxLength={TEXT_LIMITS.name} required {...name} />
    <EmailField maxLength={TEXT_LIMITS.email} required {...email} />
  </div>
);

/**
 * A web address input: the address keyboard on phones, the browser's address autofill, no spell
 * check of what is not a word, and the scheme shown as the shape of the answer.
 */
export const UrlField = (input: Omit<TextFieldProps, 'type'>) => (
  <TextField
    type="url"
    inputMode="url"
    autoComplete="url"
    placeholder="https://"
    spellCheck={false}
    {...input}
  />
);

/** A password input with a show/hide toggle. */
export const PasswordField = ({ label, error, hint, ...input }: Omit<TextFieldProps, 'type'>) => {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(wiring) => (
        <div className="input-group">
          <input className="input" type={visible ? 'text' : 'password'} {...wiring} {...input} />
          <button
            type="button"
            className="input-group__toggle"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={wiring.id}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
};

export const SelectField = ({
  label,
  error,
  hint,
  children,
  ...select
}: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) => (
  <Field label={label} error={error} hint={hint}>
    {(wiring) => (
      <select className="input select" {...wiring} {...select}>
        {children}
      </select>
    )}
  </Field>
);

export const Checkbox = ({
  label,
  error,
  ...input
}: { label: ReactNode; error?: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) => {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
      <Messages id={id} error={error} />
    </div>
  );
};
