/**
 * The sync queue end to end, at 375 and 1280 px: a shopper loses the connection (the browser
 * context set offline) on a product page, adds it to the wishlist, reports a price and scans a
 * barcode the device has not saved; the badge says 'Offline', the wishlist button 'Pending sync'
 * and the panel lists what waits. Back online, the badge shows 'Syncing' with the count, then
 * hides; the server holds exactly one wishlist item and one price report (read back through the
 * shopper's own data export), and the scan is answered with the product's name.
 *
 * The app is loaded online with its service worker in control, which precaches the offline code
 * (the queue, the badge, the saved products' reader): the browser's 'offline' event loads it from
 * there once the connection is gone. Pages are then moved between inside the app.
 */
import { expect, test, type Page } from '@playwright/test';
import { popularProducts } from './catalogue';
import { newAccount, register, toast } from './helpers';
import {
  SAVED_OFFLINE,
  addToWishlistOffline,
  controlledByAppWorker,
  idTokenOf,
  navigateInApp,
  reportPriceOffline,
  serverData,
} from './offline-helpers';

const screenshotDir = 'test-results/offline-queue';

/** A new shopper, signed in, with the app's worker controlling the page. */
const signedInShopper = async (page: Page) => {
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  await controlledByAppWorker(page);
};

for (const width of [375, 1280]) {
  test(`at ${width} px writes and a scan made offline reach the server once when back online`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const [product, scanned] = await popularProducts(request);
    if (!product || !scanned) throw new Error('Not enough popular demo products');

    // Prepare: a new shopper, the scan page opened once (its code is loaded), then a product
    // page with its prices compared and the report form open.
    await signedInShopper(page);
    await page.goto('/scan');
    await expect(page.getByLabel('Barcode number')).toBeVisible();
    await page.goto(`/products/${encodeURIComponent(product.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const prices = page.getByRole('region', { name: 'Price comparison' });
    await prices.getByTestId('compare-prices').click();
    await expect(prices.getByTestId('store-card').first()).toBeVisible();
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveCount(0);
    const token = await idTokenOf(page);

    // Act: offline, add to the wishlist and report a price.
    await context.setOffline(true);
    await expect(badge).toHaveText('Offline');
    await expect(badge).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await addToWishlistOffline(page);
    // Offline the section shows the comparison saved on the device, and still takes a report.
    const store = await reportPriceOffline(prices, width);
    await expect(badge).toHaveAccessibleName('Offline: 2 changes waiting to sync');
    await badge.screenshot({ path: `${screenshotDir}/badge-offline-${width}.png` });

    // Act: scan a barcode this device has not saved.
    await navigateInApp(page, '/scan');
    await page.getByLabel('Barcode number').fill(scanned.barcode);
    await page.getByRole('button', { name: 'Look up barcode' }).click();
    await expect(page.getByTestId('scan-result-queued')).toContainText('Waiting for connection');
    await expect(page.getByTestId('scan-history-waiting')).toHaveText('Waiting for connection');
    await expect(badge).toHaveAccessibleName('Offline: 3 changes waiting to sync');

    // Assess: the panel lists what waits.
    await badge.click();
    const panel = page.getByRole('dialog', { name: 'Waiting to sync' });
    await expect(panel.getByTestId('pending-calls').locator('li')).toHaveCount(3);
    await expect(panel).toContainText('Add to wishlist');
    await expect(panel).toContainText('Price report');
    await expect(panel).toContainText(`Barcode lookup ${scanned.barcode}`);
    await page.screenshot({ path: `${screenshotDir}/pending-panel-${width}.png` });
    await panel.getByRole('button', { name: 'Close' }).click();

    // Act: back online.
    await context.setOffline(false);

    // Assess: synced, the badge hides, the scan is answered, and the server has each write once.
    await expect(toast(page, 'Back online: 3 changes saved offline were sent.')).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(
      toast(page, `Barcode ${scanned.barcode}, scanned while offline: ${scanned.name}.`),
    ).toBeVisible();
    await expect(page.getByTestId('scan-history-waiting')).toHaveCount(0);
    await expect(page.getByTestId('scan-history')).toContainText(scanned.name);
    await expect(page.getByTestId('known-product')).toBeVisible();
    const held = await serverData(request, token);
    expect(held.wishlistItems).toEqual([product.id]);
    expect(held.priceReports).toHaveLength(1);
    expect(JSON.stringify(held.priceReports)).toContain(store);
  });
}

test('the badge says Syncing with the count while calls wait online', async ({
  page,
  context,
  request,
}) => {
  const [product] = await popularProducts(request);
  if (!product) throw new Error('No popular demo product');
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInShopper(page);
  await page.goto(`/products/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The button is ready once the shopper's wishlist is read (offline, that read would only wait).
  await expect(page.getByTestId('wishlist-add').first()).toBeEnabled();
  // The server stays out of reach while the browser says it is online: the call waits.
  await page.route('**/api/wishlist/items', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(true);
  await page.getByTestId('wishlist-add').first().click();
  await expect(toast(page, SAVED_OFFLINE).first()).toBeVisible();

  // Act
  await context.setOffline(false);

  // Assess
  const badge = page.getByTestId('connection-badge');
  await expect(badge).toHaveText('Syncing 1');
  await expect(badge).toHaveAccessibleName('Syncing: 1 change waiting to sync');
  await badge.screenshot({ path: `${screenshotDir}/badge-syncing-375.png` });
  await page.unroute('**/api/wishlist/items');
});
