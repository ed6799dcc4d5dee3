/**
 * What the offline e2e tests share: the app's service worker in control, moving inside the app
 * without loading a page, the offline store read in the page, and the shopper's data as the server
 * holds it (asked through the API from the test, so it can be read while the browser is offline).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { toast } from './helpers';

/** The words every write queued without a connection answers with. */
export const SAVED_OFFLINE = 'Saved offline. It will be sent when you are back online.';

/** Resolves once the app's worker has installed (its precache filled) and controls the page. */
export const controlledByAppWorker = async (page: Page) => {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active?.scriptURL.endsWith('/sw.js')) throw new Error('not the app worker');
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
};

/** Moves to a path as a link in the app would, without loading the page again. */
export const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

export interface Stored {
  products: string[];
  wishlist: number;
  comparisons: number;
  queue: number;
}

/**
 * What the offline store holds, read in the page; null until the app has created it. Reading must
 * not create it: an empty database at the app's version would never get the app's collections.
 */
export const offlineStore = (page: Page) =>
  page.evaluate(async (): Promise<Stored | null> => {
    const request = indexedDB.open('shop-scanner-offline');
    request.onupgradeneeded = () => request.transaction?.abort();
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () =>
        request.error?.name === 'AbortError' ? resolve(null) : reject(request.error);
    });
    if (!db) return null;
    try {
      if (!db.objectStoreNames.contains('products')) return null;
      const read = <T>(store: string, how: (s: IDBObjectStore) => IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          const r = how(db.transaction(store).objectStore(store));
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      return {
        products: (await read('products', (s) => s.getAllKeys())).map(String).sort(),
        wishlist: await read('wishlist', (s) => s.count()),
        comparisons: await read('price-comparisons', (s) => s.count()),
        queue: await read('sync-queue', (s) => s.count()),
      };
    } finally {
      db.close();
    }
  });

/** A page saves what it shows when the browser is next idle: polls until the product is saved. */
export const savedOnDevice = async (page: Page, productId: string) =>
  expect
    .poll(async () => (await offlineStore(page))?.products ?? [], { timeout: 15_000 })
    .toContain(productId);

/** The signed-in shopper's ID token, as the app keeps it in localStorage. */
export const idTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (!token) throw new Error('No ID token stored: nobody is signed in');
    return token;
  });

/** What the server holds of the shopper (their own data export), read by the test itself. */
export const serverData = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/api/account/export', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    sections: { wishlist: { items: { productId: string }[] }; priceReports: unknown[] };
  };
  return {
    wishlistItems: body.sections.wishlist.items.map((i) => i.productId),
    priceReports: body.sections.priceReports,
  };
};

/** Without a connection, the product page's wishlist button queues the add and says so. */
export const addToWishlistOffline = async (page: Page) => {
  await page.getByTestId('wishlist-add').first().click();
  await expect(toast(page, SAVED_OFFLINE).first()).toBeVisible();
  await expect(page.getByTestId('wishlist-pending').first()).toHaveText(/Pending sync/);
};

/**
 * Without a connection, a price report from the price comparison section (the saved comparison)
 * is queued and says so. Answers the store reported, one of its own per run and width: another
 * shopper's report at the same store would confirm this one.
 */
export const reportPriceOffline = async (prices: Locator, width: number) => {
  await prices.getByRole('button', { name: 'Report a price' }).click();
  const form = prices.getByTestId('report-price-form');
  const store = `Offline Corner Shop ${width} ${Date.now()}`;
  await form.getByLabel('Store name').fill(store);
  await form.getByLabel('Price ($)').fill('4.25');
  await form.getByRole('button', { name: 'Report price' }).click();
  await expect(form.getByTestId('report-outcome')).toHaveText(SAVED_OFFLINE);
  return store;
};
