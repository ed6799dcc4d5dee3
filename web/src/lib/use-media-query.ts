import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current as the window is resized or turned. Where
 * matchMedia is missing (jsdom), the answer is `fallback`.
 */
export const useMediaQuery = (query: string, fallback = true): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
