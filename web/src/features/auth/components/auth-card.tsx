import type { ReactNode } from 'react';
import '../auth.css';

/** The centred card the login, register and forgot-password pages share. */
export const AuthCard = ({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <section className="auth-page">
    <div className="card auth-card">
      <h1 className="auth-card__title">{title}</h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
      {footer && <p className="form__footer">{footer}</p>}
    </div>
  </section>
);
