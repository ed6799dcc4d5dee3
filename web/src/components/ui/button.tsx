import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

const classes = (variant: ButtonVariant, size: ButtonSize, block: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block', extra]
    .filter(Boolean)
    .join(' ');

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A button that always states its type, so it never submits a form by accident. */
export const Button = ({
  variant = 'primary',
  size = 'md',
  block = false,
  type = 'button',
  className,
  loading = false,
  children,
  disabled,
  ...rest
}: Common &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    type?: 'button' | 'submit' | 'reset';
    loading?: boolean;
    children: ReactNode;
  }) => (
  <button
    type={type}
    className={classes(variant, size, block, className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
    {children}
  </button>
);

/** A link that looks like a button (navigation stays a link for screen readers and new tabs). */
export const ButtonLink = ({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  ...rest
}: Common & LinkProps) => <Link className={classes(variant, size, block, className)} {...rest} />;
