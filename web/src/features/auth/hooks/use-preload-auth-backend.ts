import { useEffect } from 'react';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';

/** What shows the shopper has started on the form: a press, a tap, a key, a field taking focus. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts loading Amplify (about 36 KB gzip) when the shopper first moves on the page, so that
 * submitting does not wait for it: the seconds spent typing cover its download. Not on opening the
 * page: there it would put the auth pages over the 150 KB every route's first load keeps to.
 */
export const usePreloadAuthBackend = (load: () => Promise<unknown> = loadAuthBackend) =>
  useEffect(() => {
    const preload = () => {
      for (const move of FIRST_MOVES) document.removeEventListener(move, preload, true);
      void load().catch(() => undefined);
    };
    for (const move of FIRST_MOVES) document.addEventListener(move, preload, true);
    return () => {
      for (const move of FIRST_MOVES) document.removeEventListener(move, preload, true);
    };
  }, [load]);
