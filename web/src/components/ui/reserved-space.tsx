import type { ReactNode } from 'react';

/**
 * What a signed-in shopper will see, drawn invisible and out of reach while a stored session is
 * still being restored: it holds its room, so nothing moves when it shows (layout
 * shift under 0.1). `display: contents` leaves the children's own layout as it will be; a span,
 * so that it may stand where its children will, in a paragraph too.
 */
export const ReservedSpace = ({ children }: { children: ReactNode }) => (
  <span className="reserved-space" aria-hidden="true" inert data-testid="reserved-space">
    {children}
  </span>
);
