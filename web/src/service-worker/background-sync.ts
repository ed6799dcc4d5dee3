/**
 * The background sync `wishlist-sync`: the page registers it when calls wait in the sync queue,
 * and the browser wakes this worker under it once the connection is back, even when the app's
 * tab is in the background. The worker asks every open page of the app to replay the queue; a
 * page sends each call with the token of whoever is signed in there now.
 *
 * The worker cannot replay by itself: it holds no token (a stored one would long have expired, and
 * the current one lives with the page's session). With no page open, the calls wait for the next
 * visit, which replays them at start.
 */
import { BACKGROUND_SYNC_TAG, REPLAY_MESSAGE } from '../lib/offline/sync-constants';

/** The parts of the worker's scope this needs, typed so the module also checks with the page's types. */
interface OpenPage {
  postMessage: (message: unknown) => void;
}
interface PageList {
  matchAll: (options: {
    type: 'window';
    includeUncontrolled: boolean;
  }) => Promise<readonly OpenPage[]>;
}
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil: (work: Promise<unknown>) => void;
}
interface SyncScope {
  readonly clients: PageList;
  addEventListener: (type: 'sync', listener: (event: SyncEvent) => void) => void;
}

declare const self: SyncScope;

/** Asks each open window of the app to replay; answers how many were asked. */
export const askOpenPagesToReplay = async (clients: PageList): Promise<number> => {
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of open) client.postMessage({ type: REPLAY_MESSAGE });
  return open.length;
};

/** Wakes on the background sync's tag only (another tag is not the queue's). */
export const listenForBackgroundSync = (scope: SyncScope): void =>
  scope.addEventListener('sync', (event) => {
    if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(askOpenPagesToReplay(scope.clients));
  });

// Only inside a service worker: the page's tests import this module to check it.
if (typeof self !== 'undefined' && 'clients' in self) listenForBackgroundSync(self);
