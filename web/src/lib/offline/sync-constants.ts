/** The offline sync's timings (the spec's offline constants). */

/** A replay starts this long after the browser says it is online again. */
export const SYNC_AFTER_ONLINE_MS = 1_000;

/** The queue's status (the badge's count, calls due after their back-off) is refreshed this often. */
export const STATUS_REFRESH_MS = 30_000;

/** The background sync's tag: the service worker asks open pages to replay under it. */
export const BACKGROUND_SYNC_TAG = 'wishlist-sync';

/** The message the service worker posts to open pages for a background sync. */
export const REPLAY_MESSAGE = 'shop-scanner:replay-sync-queue';
