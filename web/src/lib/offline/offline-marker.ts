/**
 * Whether this device holds anything in the offline caches, kept in Web Storage so the app can
 * tell at start, without loading IndexedDB's code, whether there is anything to clean or to clear.
 * A device that never cached anything never downloads the offline store's code at start.
 */
const MARKER_KEY = 'shop-scanner.offline-cache';

/**
 * The page's localStorage; undefined in the service worker, which writes copies too (the page
 * that handed one over has marked the device already).
 */
interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const storage = (): MarkerStorage | undefined =>
  (globalThis as { localStorage?: MarkerStorage }).localStorage;

/** Web Storage can throw (storage disabled, private modes): then the caches are assumed used. */
export const offlineCacheMayHoldData = (): boolean => {
  try {
    const store = storage();
    return store ? store.getItem(MARKER_KEY) !== null : true;
  } catch {
    return true;
  }
};

export const markOfflineCacheUsed = (): void => {
  try {
    storage()?.setItem(MARKER_KEY, '1');
  } catch {
    // Not kept: the next start then loads the store's code to look, which is only slower.
  }
};

export const forgetOfflineCacheMarker = (): void => {
  try {
    storage()?.removeItem(MARKER_KEY);
  } catch {
    // Nothing to forget where storage cannot be used.
  }
};
