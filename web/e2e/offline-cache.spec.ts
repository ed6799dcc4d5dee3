/**
 * The offline store end to end, at 375 and 1280 px: a shopper looks at products and the wishlist
 * online; without a connection the product page opens the copy saved on this device (and says a
 * product never opened is not available offline), /products lists and searches the saved products,
 * and the wishlist shows its saved list. Signing out clears the copies (read from IndexedDB in the
 * page), and the next user of the browser sees nothing of the first.
 *
 * The app is loaded while online and then moved through inside the page (the router's own
 * navigation), so the copies are checked apart from the service worker; offline-journey.spec.ts
 * reloads without a connection. Each page is opened online once in the last load, so its code is
 * in before the connection goes.
 */
import { expect, test } from '@playwright/test';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { popularProducts } from './catalogue';
import { newAccount, register, signOut, toast } from './helpers';
import { navigateInApp, offlineStore } from './offline-helpers';

const screenshotDir = 'test-results/offline-cache';

for (const width of [375, 1280]) {
  test(`at ${width} px what a shopper looked at opens offline, and leaves with them`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const [wished, viewed, opener, neverOpened] = await popularProducts(request);
    if (!wished || !viewed || !opener || !neverOpened) throw new Error('Too few popular products');
    const productHeading = (name: string) => page.getByRole('heading', { level: 1, name });
    // A page saves what it shows when the browser is next idle: wait for it before leaving.
    const savedProducts = () =>
      expect.poll(async () => (await offlineStore(page))?.products ?? [], { timeout: 15_000 });

    // Online: a shopper opens two products, saves one to the wishlist, and opens the wishlist.
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await page.goto(`/products/${encodeURIComponent(wished.id)}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(toast(page, wishlistMessages.added)).toBeVisible();
    await savedProducts().toContain(wished.id);
    await page.goto(`/products/${encodeURIComponent(viewed.id)}`);
    await expect(productHeading(viewed.name)).toBeVisible();
    await savedProducts().toContain(viewed.id);
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item').filter({ hasText: wished.name })).toBeVisible();
    await expect.poll(async () => (await offlineStore(page))?.wishlist).toBe(1);

    // The last load online: each page's code comes in (the product page through a third product).
    // The session is restored first: a page shown while it still is has nobody to save for.
    await page.goto('/products');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await navigateInApp(page, `/products/${encodeURIComponent(opener.id)}`);
    await expect(productHeading(opener.name)).toBeVisible();
    await navigateInApp(page, '/wishlist');
    await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
    await savedProducts().toContain(opener.id);

    // Offline: a product looked at opens from the device, saying so.
    await context.setOffline(true);
    await navigateInApp(page, `/products/${encodeURIComponent(viewed.id)}`);
    await expect(productHeading(viewed.name)).toBeVisible();
    await expect(page.getByTestId('saved-copy-note').first()).toContainText(
      'This is the copy of this product saved on this device on',
    );
    await page.screenshot({
      path: `${screenshotDir}/offline-product-${width}.png`,
      fullPage: true,
    });

    // One never opened is not available offline.
    await navigateInApp(page, `/products/${encodeURIComponent(neverOpened.id)}`);
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible();

    // /products lists the saved products, and searches them.
    await navigateInApp(page, '/products');
    const saved = page.getByTestId('saved-products');
    await expect(saved.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
    for (const product of [wished, viewed, opener]) {
      await expect(saved.getByRole('link', { name: product.name }).first()).toBeVisible();
    }
    await expect(saved.getByRole('link', { name: neverOpened.name })).toHaveCount(0);
    await page.screenshot({
      path: `${screenshotDir}/offline-products-${width}.png`,
      fullPage: true,
    });
    await page.getByRole('searchbox').fill(viewed.barcode);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByTestId('results-count')).toHaveText('1 product found on this device');
    await expect(saved.getByRole('link', { name: viewed.name })).toBeVisible();

    // The wishlist shows its saved list (another order than the one read online, so the page
    // has no answer in memory for it).
    await navigateInApp(page, '/wishlist?sort=name:asc');
    await expect(page.getByTestId('saved-copy-note')).toContainText(
      'This is your wishlist as saved on this device on',
    );
    await expect(page.getByTestId('wishlist-item').filter({ hasText: wished.name })).toBeVisible();
    await page.screenshot({
      path: `${screenshotDir}/offline-wishlist-${width}.png`,
      fullPage: true,
    });

    // Back online, signing out clears the copies.
    await context.setOffline(false);
    await navigateInApp(page, '/');
    await signOut(page);
    await expect
      .poll(() => offlineStore(page))
      .toEqual({ products: [], wishlist: 0, comparisons: 0, queue: 0 });

    // The next user of the browser sees nothing of the first.
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await navigateInApp(page, `/products/${encodeURIComponent(opener.id)}`);
    await expect(productHeading(opener.name)).toBeVisible();
    await navigateInApp(page, '/products');
    await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();
    await savedProducts().toEqual([opener.id]);
    await context.setOffline(true);
    await navigateInApp(page, `/products/${encodeURIComponent(viewed.id)}`);
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible();
    await navigateInApp(page, '/products?query=x');
    await navigateInApp(page, '/products');
    await expect(saved.getByRole('link')).toHaveCount(1);
    await expect(saved.getByRole('link', { name: opener.name })).toBeVisible();
    await context.setOffline(false);
  });
}
