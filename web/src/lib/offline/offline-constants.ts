/**
 * The offline constants of the spec's business constants, in one place: how much of the product
 * cache the list and the search cover, how long a cached entry is kept, and the sync timings.
 */

/** The offline product list shows the newest products cached for the user, this many at most. */
export const OFFLINE_PRODUCT_LIST_SIZE = 50;

/** Offline search looks through the newest products cached for the user, this many at most. */
export const OFFLINE_SEARCH_SIZE = 100;

/** Cached products, wishlist items and price comparisons older than this are cleaned. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The connection and queue status is refreshed this often. */
export const OFFLINE_STATUS_REFRESH_MS = 30_000;

/** The queue is replayed this long after the connection returns. */
export const OFFLINE_SYNC_DELAY_MS = 1_000;
