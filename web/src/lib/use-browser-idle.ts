import { useSyncExternalStore } from 'react';

/**
 * True once the browser has had an idle moment since the page loaded, and from then on. For work
 * a page can do later without the shopper noticing (a request whose answer only marks something
 * already on screen): started then, it and the redraw its answer causes stay out of the long
 * tasks of the page's first drawing. One idle callback for the whole page, however many parts ask.
 */
let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

/** Waits at most this long: a page that is never idle still gets its work done. */
const IDLE_TIMEOUT_MS = 2000;

const becomeIdle = () => {
  idle = true;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!idle && !scheduled) {
    scheduled = true;
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(becomeIdle, 0);
    }
  }
  return () => listeners.delete(listener);
};

export const useBrowserIdle = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
