/**
 * How a new version of the app reaches an open tab. The new service worker installs beside the
 * running one and waits; the tab is told a new version is ready and reloads only when the
 * shopper says so: the waiting worker is asked to take over, and the page reloads once, when it
 * has (controllerchange). Until then the tab keeps the files of the version it started with, so it
 * never runs code of one release against files of another.
 */
import { SKIP_WAITING } from '../../service-worker/cache-rules';

/** The browser's side (the registration and the service worker container; fakes in tests). */
export interface WorkerSignals {
  /** The waiting worker, if still waiting (another tab may have let it take over already). */
  waitingWorker: () => { postMessage: (message: unknown) => void } | null;
  onControllerChange: (listener: () => void) => void;
}

export interface UpdateFlow {
  /** Shows the notice; its action is `reload`. */
  offer: (reload: () => void) => void;
  reloadPage: () => void;
}

/** Wires the flow once; answers the function to call each time a new version is found waiting. */
export const updateOffers = (signals: WorkerSignals, flow: UpdateFlow): (() => void) => {
  let asked = false;
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    flow.reloadPage();
  };
  // A takeover this tab did not ask for (another tab's Reload) leaves it alone: its notice is
  // still there, and the shopper reloads when it suits them.
  signals.onControllerChange(() => {
    if (asked) reloadOnce();
  });
  return () =>
    flow.offer(() => {
      const waiting = signals.waitingWorker();
      // Taken over meanwhile from another tab: this tab's files are the old ones, reload now.
      if (!waiting) return reloadOnce();
      asked = true;
      waiting.postMessage({ type: SKIP_WAITING });
    });
};
