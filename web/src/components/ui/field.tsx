import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

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
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) => (
  <>
    {hint && (
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    )}
    {error && (
      <p id={`${id}-error`} className="field__error" role="alert">
        {error}
      </p>
    )}
  </>
);

export type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error under it, wired with aria-invalid and aria-describedby. */
export const TextField = ({ label, error, hint, className, ...input }: TextFieldProps) => {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
};

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

/** A password input with a show/hide toggle. */
export const PasswordField = ({ label, error, hint, ...input }: Omit<TextFieldProps, 'type'>) => {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="input-group__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
};

export const SelectField = ({
  label,
  error,
  hint,
  children,
  ...select
}: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
};

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
