import type { ReactNode } from 'react';
import { webHref } from '../../../lib/web-address';

/**
 * A link to a listing on another site, opened in a new tab. Only a web address becomes a link
 * (lib/web-address.ts); anything else is shown as text.
 */
export const ListingLink = ({
  url,
  children,
  label,
  className,
}: {
  url: string;
  children: ReactNode;
  /** What the link leads to, for screen readers when the visible text is short ('View'). */
  label?: string;
  className?: string;
}) => {
  const href = webHref(url);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{label ? ` ${label}` : ''} (opens in a new tab)</span>
    </a>
  );
};
