/**
 * A shopper's offline journey, end to end in Chromium, with the app's service worker installed:
 * the installable app, the offline store, the sync queue and the server's Idempotency-Key working
 * together. Each test visits the app online once, then takes the connection away and RELOADS, so
 * the app itself comes from the worker's precache and the session from the profile kept with it.
 *
 * - what was looked at opens from the device copy, /products lists it, and the scanner opens and
 *   decodes offline (its decoder from the worker's cache): a saved barcode is answered from the
 *   copy, one not saved waits and is answered once the connection returns;
 * - a wishlist add and a price report made offline reach the server exactly once when back online,
 *   with the badge's 'Offline' and 'Syncing' states;
 * - a queued write the server refuses for good is shown with its message, not dropped;
 * - signing out offline clears the copies, and the calls queued before wait for that shopper to
 *   sign in again.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { browserFilming, popularEan13Product, popularProducts } from './catalogue';
import { fillLogin, newAccount, register, signOut, toast } from './helpers';
import {
  addToWishlistOffline,
  controlledByAppWorker,
  idTokenOf,
  offlineStore,
  reportPriceOffline,
  savedOnDevice,
  serverData,
} from './offline-helpers';

const screenshotDir = 'test-results/offline-journey';

const productHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The decoder files the worker kept when a scanner opened (its worker script and .wasm). */
const decoderCacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('shop-scanner-decoder');
    return (await cache.keys()).map((r) => new URL(r.url).pathname.split('/').pop() ?? '').sort();
  });

/** Opens the camera scanner; the fake camera films one code, read and then looked up. */
const scanWithCamera = async (page: Page) => {
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeVisible();
  await expect(page.getByTestId('scanner-processing')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeHidden();
};

/** Takes the connection away and loads the page again: the app must come from the worker. */
const reloadOffline = async (page: Page, context: BrowserContext) => {
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  // Still signed in: the session is restored from the profile kept with it.
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
};

/**
 * Holds the replayed writes (a POST to the API) until released: the badge's 'Syncing' state is
 * then seen for certain, not only in the second before the replay starts.
 */
const holdReplayedWrites = async (context: BrowserContext) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/**', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return async () => {
    release();
    await context.unroute('**/api/**');
  };
};

/**
 * A new shopper opens a popular product online with the worker in control (the product saved on
 * the device); then the connection goes and the page is reloaded.
 */
const shopperOfflineOnProduct = async (
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  width: number,
) => {
  await page.setViewportSize({ width, height: 900 });
  const [product] = await popularProducts(request);
  if (!product) throw new Error('No popular demo product');
  const account = newAccount('consumer');
  await register(page, account);
  await expect(page).toHaveURL('/');
  await controlledByAppWorker(page);
  await page.goto(`/products/${encodeURIComponent(product.id)}`);
  await expect(productHeading(page, product.name)).toBeVisible();
  await savedOnDevice(page, product.id);
  const token = await idTokenOf(page);
  await reloadOffline(page, context);
  await expect(productHeading(page, product.name)).toBeVisible();
  return { product, account, token };
};

for (const width of [375, 1280]) {
  test(`at ${width} px the app, a product and the scanner work offline after a reload`, async ({
    request,
    baseURL,
  }) => {
    test.slow();
    const filmed = await popularEan13Product(request);
    const waiting = (await popularProducts(request)).find((p) => p.id !== filmed.id);
    if (!waiting) throw new Error('Too few popular products');
    const { browser, context } = await browserFilming(filmed.barcode, baseURL!);
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });

      // Prepare: a signed-in shopper visits; the worker installs and controls the page. They open
      // a product, then the scanner, whose camera reads that product's barcode.
      await register(page, newAccount('consumer'));
      await expect(page).toHaveURL('/');
      await controlledByAppWorker(page);
      await page.goto(`/products/${encodeURIComponent(filmed.id)}`);
      await expect(productHeading(page, filmed.name)).toBeVisible();
      await savedOnDevice(page, filmed.id);
      await page.goto('/scan');
      await scanWithCamera(page);
      await expect(
        page.getByTestId('known-product').getByRole('heading', { name: filmed.name }),
      ).toBeVisible();
      await expect
        .poll(() => decoderCacheEntries(page))
        .toEqual([expect.stringMatching(/^decoder\.worker-/), expect.stringMatching(/\.wasm$/)]);

      // Act: the connection goes and the product page is loaded again.
      await page.goto(`/products/${encodeURIComponent(filmed.id)}`);
      await expect(productHeading(page, filmed.name)).toBeVisible();
      await reloadOffline(page, context);

      // Assess: the device copy, saying so; /products lists it.
      await expect(productHeading(page, filmed.name)).toBeVisible();
      await expect(page.getByTestId('saved-copy-note').first()).toContainText(
        'This is the copy of this product saved on this device on',
      );
      // Its prices were never compared: the section says comparing needs the connection.
      await expect(page.getByTestId('comparison-needs-connection')).toBeVisible();
      await page.screenshot({
        path: `${screenshotDir}/offline-product-${width}.png`,
        fullPage: true,
      });
      await page.goto('/products');
      const saved = page.getByTestId('saved-products');
      await expect(saved.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
      await expect(saved.getByRole('link', { name: filmed.name }).first()).toBeVisible();

      // Act: offline, the scanner opens and reads the saved product's barcode.
      await page.goto('/scan');
      // What is left of the plan is the server's to say: not 'Checking' for as long as offline.
      await expect(page.getByTestId('scan-usage-offline')).toBeVisible();
      await scanWithCamera(page);

      // Assess: answered from the copy, with when it was saved.
      await expect(
        page.getByTestId('known-product').getByRole('heading', { name: filmed.name }),
      ).toBeVisible();
      await expect(page.getByTestId('scan-result-saved-copy')).toBeVisible();

      // Act: a barcode the device has not saved, typed in.
      await page.getByLabel('Barcode number').fill(waiting.barcode);
      await page.getByRole('button', { name: 'Look up barcode' }).click();

      // Assess: it waits for the connection.
      await expect(page.getByTestId('scan-result-queued')).toContainText('Waiting for connection');
      await expect(page.getByTestId('scan-history-waiting')).toHaveText('Waiting for connection');
      const badge = page.getByTestId('connection-badge');
      await expect(badge).toHaveText('Offline');
      await page.screenshot({ path: `${screenshotDir}/offline-scan-${width}.png`, fullPage: true });

      // Act: back online.
      await context.setOffline(false);

      // Assess: looked up now, and the shopper is told what it was.
      await expect(
        toast(page, `Barcode ${waiting.barcode}, scanned while offline: ${waiting.name}.`),
      ).toBeVisible();
      await expect(page.getByTestId('scan-history-waiting')).toHaveCount(0);
      await expect(page.getByTestId('scan-history')).toContainText(waiting.name);
      await expect(badge).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test(`at ${width} px a wishlist add and a price report made offline reach the server once`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // Prepare: a shopper opens a product online; then the connection goes and the page reloads.
    const { product, token } = await shopperOfflineOnProduct({ page, context, request }, width);
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveText('Offline');
    await expect(badge).toHaveCSS('background-color', 'rgb(185, 28, 28)');

    // Act: add it to the wishlist and report a price.
    await addToWishlistOffline(page);
    const store = await reportPriceOffline(page.getByTestId('saved-price-comparison'), width);

    // Assess: both wait, and the badge says so.
    await expect(badge).toHaveAccessibleName('Offline: 2 changes waiting to sync');
    await badge.screenshot({ path: `${screenshotDir}/badge-offline-${width}.png` });
    expect(await serverData(request, token)).toEqual({ wishlistItems: [], priceReports: [] });

    // Act: back online, with the replayed writes held on their way.
    const releaseWrites = await holdReplayedWrites(context);
    await context.setOffline(false);

    // Assess: 'Syncing' with the count while they wait.
    await expect(badge).toHaveText('Syncing 2');
    await badge.screenshot({ path: `${screenshotDir}/badge-syncing-${width}.png` });

    // Act
    await releaseWrites();

    // Assess: sent, the badge hides, and the server holds each write once.
    await expect(toast(page, 'Back online: 2 changes saved offline were sent.')).toBeVisible();
    await expect(badge).toHaveCount(0);
    const held = await serverData(request, token);
    expect(held.wishlistItems).toEqual([product.id]);
    expect(held.priceReports).toHaveLength(1);
    expect(JSON.stringify(held.priceReports)).toContain(store);
    await expect.poll(async () => (await offlineStore(page))?.queue).toBe(0);
  });

  test(`at ${width} px a queued write the server refuses for good is shown, not dropped`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // Prepare: offline after a reload, the shopper adds a product to the wishlist...
    const { product, token } = await shopperOfflineOnProduct({ page, context, request }, width);
    await addToWishlistOffline(page);
    // ...which they meanwhile added online elsewhere (another device of theirs).
    const elsewhere = await request.post('/api/wishlist/items', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: product.id },
    });
    expect(elsewhere.status()).toBe(201);

    // Act: back online, the queued add is sent and refused (409: already in the wishlist).
    await context.setOffline(false);

    // Assess: the shopper is told, with the server's reason; the badge keeps it in view.
    await expect(
      toast(page, 'Add to wishlist was not sent: Item already in wishlist: nothing was added.'),
    ).toBeVisible();
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveText('1 not sent');
    await badge.click();
    const panel = page.getByRole('dialog', { name: 'Waiting to sync' });
    await expect(panel).toContainText('Item already in wishlist');
    // The panel says what the toast said: the toast goes rather than lie over the panel.
    await expect(toast(page, 'Add to wishlist was not sent')).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/refused-panel-${width}.png` });
    expect((await serverData(request, token)).wishlistItems).toEqual([product.id]);

    // Act: the shopper dismisses it.
    await panel.getByRole('button', { name: 'Dismiss' }).click();

    // Assess: gone from the device, the badge hidden.
    await expect.poll(async () => (await offlineStore(page))?.queue).toBe(0);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(badge).toHaveCount(0);
    // The page shows what the server holds: the product is in the wishlist.
    await expect(page.getByTestId('wishlist-saved').first()).toBeVisible();
  });

  test(`at ${width} px signing out offline clears the copies; the queued calls wait for that shopper`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // Prepare: offline after a reload, the shopper adds a product to the wishlist.
    const { product, account, token } = await shopperOfflineOnProduct(
      { page, context, request },
      width,
    );
    await addToWishlistOffline(page);

    // Act: they sign out, still offline.
    await signOut(page);

    // Assess: signed out (a reload does not bring the session back), the copies gone, the call
    // still queued; the badge shows nothing of it to whoever uses the device now.
    await page.reload();
    await expect(page.locator('#hero-title')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await expect
      .poll(() => offlineStore(page))
      .toEqual({ products: [], wishlist: 0, comparisons: 0, queue: 1 });
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveAccessibleName('Offline');

    // Act: the connection returns; nobody is signed in.
    await context.setOffline(false);
    await expect(badge).toHaveCount(0);

    // Act: the shopper signs in again.
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);

    // Assess: their call is sent, once.
    await expect(toast(page, 'Back online: 1 change saved offline was sent.')).toBeVisible();
    await expect.poll(async () => (await offlineStore(page))?.queue).toBe(0);
    expect((await serverData(request, token)).wishlistItems).toEqual([product.id]);
  });
}
