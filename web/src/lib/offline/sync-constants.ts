/** The offline sync's names shared by the page and the service worker. */

/** The background sync's tag: the service worker asks open pages to replay under it. */
export const BACKGROUND_SYNC_TAG = 'wishlist-sync';

/** The message the service worker posts to open pages for a background sync. */
export const REPLAY_MESSAGE = 'shop-scanner:replay-sync-queue';
