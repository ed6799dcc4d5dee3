/**
 * Registers the app's service worker (`/sw.js`, scope `/`: the same registration the push card
 * uses) once the page has loaded and the browser is idle, so neither the registration nor the
 * precache's downloads compete with a first paint. The entry calls it when the `pwa` feature flag
 * is on. Kept to the browser's own API and a few lines: the update notice's code
 * (update-notice.ts) loads only when a new version is actually waiting.
 */
import { settleAppWorker } from '../../lib/app-worker';

export const APP_WORKER_URL = '/sw.js';

/** How long the page waits for its worker to be ready before doing without it. */
const WORKER_READY_WAIT_MS = 20_000;

/** Waits at most this long for an idle moment: a page that is never idle still gets its worker. */
const IDLE_TIMEOUT_MS = 5000;

const afterLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
};

const whenIdle = (then: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(then, 0);
  }
};

const offerUpdate = (registration: ServiceWorkerRegistration) =>
  import('./update-notice')
    .then(({ showUpdateNotice }) => showUpdateNotice(registration))
    // Not reachable now: the new version still waits, and the next visit offers it.
    .catch(() => undefined);

/**
 * A worker that has installed while another controls the page is a new version, waiting. (The
 * very first install has no controller to wait for.)
 */
const watchForUpdates = (registration: ServiceWorkerRegistration) => {
  if (registration.waiting && navigator.serviceWorker.controller) void offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        void offerUpdate(registration);
      }
    });
  });
};

/** Registers the worker; the page's code reaches it, once active, through lib/app-worker.ts. */
export const registerAppWorkerWhenIdle = (): void => {
  if (!('serviceWorker' in navigator)) return settleAppWorker(undefined);
  afterLoad(() =>
    whenIdle(() => {
      navigator.serviceWorker
        .register(APP_WORKER_URL, { scope: '/' })
        .then(async (registration) => {
          watchForUpdates(registration);
          // A worker whose install failed (its precache could not be fetched) never becomes
          // ready: past this wait the page does the worker's jobs itself.
          const ready = await Promise.race([
            navigator.serviceWorker.ready,
            new Promise<undefined>((resolve) => setTimeout(resolve, WORKER_READY_WAIT_MS)),
          ]);
          settleAppWorker(ready?.active ?? undefined);
        })
        // Refused (a private window, storage off): the app works as a plain site.
        .catch(() => settleAppWorker(undefined));
    }),
  );
};
