/**
 * The app's service worker as the page's code can reach it: settled once, by the entry (after
 * registering the worker, or at once when there will be none: the `pwa` flag off, a browser
 * without service workers, a refused registration). Lets page code hand work to the worker
 * without importing the feature that registers it.
 */
let settle: (worker: ServiceWorker | undefined) => void = () => undefined;

/** The active worker, or undefined when this page has none. */
export const appWorker: Promise<ServiceWorker | undefined> = new Promise((resolve) => {
  settle = resolve;
});

/** Says which worker the page has; only the first call counts. */
export const settleAppWorker = (worker: ServiceWorker | undefined): void => settle(worker);
