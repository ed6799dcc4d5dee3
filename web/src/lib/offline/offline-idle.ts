/**
 * Work on the offline store that waits for an idle moment, and the store's housekeeping (cleaning,
 * clearing), loaded only then: what the session needs at every start, apart from the pages'
 * hooks (offline-copy.ts), so no page's entry carries those.
 */
export const loadHousekeeping = () => import('./offline-housekeeping');

/** Waits at most this long for an idle moment: a busy page still gets its copy saved. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs work on the offline store once the browser is idle, so the page's answer is drawn first.
 * A failure is dropped: the copy is a convenience, and a page never fails for it (a browser
 * without IndexedDB, storage full, a private window).
 */
export const whenIdle = (work: () => Promise<unknown>): void => {
  if (typeof indexedDB === 'undefined') return;
  const run = () => void work().catch(() => undefined);
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
};
