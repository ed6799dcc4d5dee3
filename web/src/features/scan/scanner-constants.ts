/** The scanner's numbers (docs/products.md#scanner). */

/** A camera frame is decoded every 100 ms. */
export const FRAME_INTERVAL_MS = 100;
/** After a valid detection the Processing overlay stays 2 s before the scanner closes. */
export const PROCESSING_MS = 2_000;
/** A valid detection vibrates the phone for 200 ms. */
export const VIBRATE_MS = 200;
/** Uploaded images: 10 MB at most (enforced here, not only stated). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Lookups of a barcode stay fresh for 5 minutes. */
export const BARCODE_CACHE_MS = 5 * 60_000;
/** Local scan history keeps the latest 10. */
export const SCAN_HISTORY_LIMIT = 10;
/** Price History shows the first 5 entries. */
export const PRICE_HISTORY_SHOWN = 5;
/** This many failed frames within FRAME_ERROR_WINDOW_MS means the decoder itself is broken. */
export const MAX_FRAME_ERRORS = 20;
export const FRAME_ERROR_WINDOW_MS = 3_000;
