import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';

/** The day a copy was saved on this device, as the app writes dates. */
export const savedOn = (cachedAt: number): string => formatDate(new Date(cachedAt).toISOString());

/**
 * Says that what follows is a copy saved on this device, shown because there is no connection,
 * so nobody takes it for the live answer. `children` says what the copy is and what may have
 * changed since.
 */
export const SavedCopyNote = ({ children }: { children: ReactNode }) => (
  <p className="notice saved-copy-note" role="note" data-testid="saved-copy-note">
    <strong>You are offline.</strong> {children}
  </p>
);
