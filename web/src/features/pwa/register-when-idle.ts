/**
 * Registers the service worker (app-worker.ts, with its update notice) once the page has loaded
 * and the browser is idle, so neither its code nor the precache's downloads compete with a first
 * paint. The entry calls it when the `pwa` feature flag is on; only this and install-event.ts are
 * in the entry.
 */

/** Waits at most this long for an idle moment: a page that is never idle still gets its worker. */
const IDLE_TIMEOUT_MS = 5000;

const afterLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
};

const whenIdle = (then: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(then, 0);
};

export const registerAppWorkerWhenIdle = (): void => {
  if (!('serviceWorker' in navigator)) return;
  afterLoad(() =>
    whenIdle(() => {
      import('./app-worker')
        .then(({ registerAppWorker }) => registerAppWorker())
        // Not reachable now (offline before it was ever cached): the next visit registers it.
        .catch(() => undefined);
    }),
  );
};
