/**
 * How a new version of the app reaches an open tab. The new service worker installs beside the
 * running one and waits; the tab is told a new version is ready and reloads only when the
 * shopper says so: the waiting worker is asked to take over, and the page reloads once, when it
 * has (controllerchange). Until then the tab keeps the files of the version it started with, so it
 * never runs code of one release against files of another.
 */

/** The little of workbox-window's Workbox this needs (a fake in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  /** Tells the waiting worker to stop waiting (the worker's SKIP_WAITING message). */
  messageSkipWaiting(): void;
}

export interface UpdateFlow {
  /** Shows the notice; its action is `reload`. Called again if yet another version comes. */
  offer: (reload: () => void) => void;
  /** A waiting worker is still there (another tab may have let it take over already). */
  hasWaitingWorker: () => boolean;
  reloadPage: () => void;
}

export const offerUpdates = (worker: UpdatableWorker, flow: UpdateFlow): void => {
  let asked = false;
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    flow.reloadPage();
  };
  worker.addEventListener('waiting', () =>
    flow.offer(() => {
      // Taken over meanwhile from another tab: this tab's files are the old ones, reload now.
      if (!flow.hasWaitingWorker()) return reloadOnce();
      asked = true;
      worker.messageSkipWaiting();
    }),
  );
  // A takeover this tab did not ask for (another tab's Reload) leaves it alone: its notice is
  // still there, and the shopper reloads when it suits them.
  worker.addEventListener('controlling', () => {
    if (asked) reloadOnce();
  });
};
