/**
 * A fired watch's in-app notification end to end, at 375 and 1280 px: the server's notification
 * list holds a price drop (put as the server writes it, `npm run job -- notification`), and the
 * signed-in page's poller shows it once as a toast in the push message's words, View opening the
 * product; a drop at a store below 60 is a warning with its low-trust note.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchBody, watchTitle, type WatchFacts } from '@shop-scanner/shared/price-watch-rules';
import { popularProducts } from './catalogue';
import { newAccount, register, toast } from './helpers';
import { putNotification } from './jobs';

const screenshotDir = 'test-results/watch-notifications';

/** The signed-in shopper's id: the `sub` of the ID token Amplify keeps in the page's storage. */
const signedInUserId = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (!token) throw new Error('No ID token in the page: not signed in');
    const payload = token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/');
    return (JSON.parse(atob(payload)) as { sub: string }).sub;
  });

const aWatchNotification = (id: string, productId: string, facts: WatchFacts) => {
  const { event, ...data } = facts;
  return { id, event, at: new Date().toISOString(), data: { productId, ...data } };
};

for (const width of [375, 1280]) {
  test(`at ${width} px a price drop arrives as a toast once, and View opens the product`, async ({
    page,
    request,
  }) => {
    // Prepare
    await page.setViewportSize({ width, height: 900 });
    const [product] = await popularProducts(request);
    if (!product) throw new Error('No popular demo product');
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    const userId = await signedInUserId(page);
    const drop: WatchFacts = {
      event: 'price_drop',
      productName: product.name,
      store: 'Target',
      newPrice: 18,
      oldPrice: 24,
      priceDropPercentage: 25,
      storeTrustScore: 85,
    };
    await putNotification(userId, aWatchNotification(`watch-e2e-${width}`, product.id, drop));

    // Act
    await page.goto('/products');

    // Assess: the title and the words of the push message, with View
    const shown = toast(page, watchTitle(drop));
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(watchBody(drop));
    await expect(shown).toHaveClass(/toast--info/);
    await page.screenshot({ path: `${screenshotDir}/price-drop-${width}.png` });

    // Act: View
    await shown.getByRole('button', { name: 'View' }).click();

    // Assess: the product page, and the toast gone for good on this device
    await expect(page).toHaveURL(`/products/${encodeURIComponent(product.id)}`);
    await expect(shown).toBeHidden();
    const polled = page.waitForResponse((r) => r.url().endsWith('/api/notifications') && r.ok());
    await page.reload();
    expect(await (await polled).json()).toHaveLength(1);
    // What the poller does with the answer is done in the next frames; give it a few.
    await page.waitForTimeout(500);
    await expect(page.locator('.toast')).toHaveCount(0);
  });
}

test('a drop at a store below 60 is a warning that names the store', async ({ page, request }) => {
  // Prepare
  await page.setViewportSize({ width: 375, height: 900 });
  const [, product] = await popularProducts(request);
  if (!product) throw new Error('Too few popular demo products');
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  const lowTrust: WatchFacts = {
    event: 'price_alert',
    productName: product.name,
    store: 'CheapDeals',
    newPrice: 9.5,
    oldPrice: 10,
    priceDropPercentage: 20,
    storeTrustScore: 42,
  };
  await putNotification(
    await signedInUserId(page),
    aWatchNotification('watch-e2e-low-trust', product.id, lowTrust),
  );

  // Act
  await page.goto('/wishlist');

  // Assess
  const shown = toast(page, watchTitle(lowTrust));
  await expect(shown).toBeVisible();
  await expect(shown).toHaveClass(/toast--warning/);
  await expect(shown).toContainText(
    "CheapDeals's trust score is 42 (below 60): check the store before buying.",
  );
  await page.screenshot({ path: `${screenshotDir}/low-trust-alert-375.png` });
});
