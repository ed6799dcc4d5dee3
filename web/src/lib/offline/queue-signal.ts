/**
 * What the page knows of the sync queue without loading it: how many calls wait (kept in
 * localStorage by the queue each time it changes) and an event on the window when it changed in
 * this tab. The connection badge reads these on every page, so the queue and IndexedDB load only
 * once something is queued (or the connection drops).
 */
export const WAITING_HINT_KEY = 'shop-scanner.sync-queue.waiting';

/** Said on the window each time the queue changed in this tab. */
export const QUEUE_CHANGED_EVENT = 'shop-scanner:sync-queue-changed';

/** How many calls the queue last held on this device (0 when unknown). */
export const readWaitingHint = (): number => {
  try {
    const count = Number(localStorage.getItem(WAITING_HINT_KEY));
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
};

export const writeWaitingHint = (count: number): void => {
  try {
    localStorage.setItem(WAITING_HINT_KEY, String(count));
  } catch {
    // Storage off: the queue still works; the badge only learns of it from this tab's event.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
};
