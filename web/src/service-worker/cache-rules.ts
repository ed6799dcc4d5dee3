/**
 * Which requests the service worker answers, and from which cache. Pure, so the worker's choices
 * are tested without a browser (cache-rules.test.ts); sw.ts wires them to Workbox.
 */

/**
 * Navigations that must reach the network, never the app shell: the API and the auth routes
 * (also as CloudFront sees them, any case, doubled slashes), the local Cognito and the local
 * stand-ins' pages, the runtime configuration, the worker's own script, and the hashed files
 * (a missing one is a 404, as the servers answer, not a page of the app).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/+(api|auth|cognito|_local)(\/|\?|$)/i,
  /^\/config\.json(\?|$)/,
  /^\/sw\.js(\?|$)/,
  /^\/assets\//,
];

/** True when a navigation to this path (and query) is answered with the precached index.html. */
export const servesAppShell = (pathAndQuery: string): boolean =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery));

/** The runtime configuration: fetched from the network first, its last copy only offline. */
export const CONFIG_CACHE = 'shop-scanner-config';
export const isRuntimeConfig = (url: URL, origin: string): boolean =>
  url.origin === origin && url.pathname === '/config.json';

/**
 * The barcode decoder's worker script and WebAssembly: not precached (most visits never open a
 * scanner, and the .wasm alone is about 413 KB gzip), kept the first time a scanner loads them.
 * Their names carry a content hash, so a cached copy is never stale; a new release's names are
 * new entries, and the oldest go past the entry limit.
 */
export const DECODER_CACHE = 'shop-scanner-decoder';
export const DECODER_CACHE_MAX_ENTRIES = 4;
export const DECODER_CACHE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;
export const isDecoderAsset = (url: URL, origin: string): boolean =>
  url.origin === origin &&
  /^\/assets\/(decoder\.worker-[\w-]+\.js|zxing_reader-[\w-]+\.wasm)$/.test(url.pathname);

/** The message the page sends a waiting worker when the shopper chooses to reload. */
export const SKIP_WAITING = 'SKIP_WAITING';
export const asksToSkipWaiting = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
