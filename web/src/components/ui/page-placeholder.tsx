import type { ReactNode } from 'react';

/**
 * An honest "being built" state for a page whose feature has not shipped yet: a real heading and
 * a sentence about what will be there, never sample data.
 */
export const PagePlaceholder = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) => (
  <section className="page page--narrow">
    <h1 className="page__title">{title}</h1>
    <p className="page__lead">{description}</p>
    <div className="notice" role="note">
      <strong>Coming soon.</strong> This part of Shop Scanner is still being built and will appear
      here when it is ready.
    </div>
    {children}
  </section>
);
