/**
 * A seller publishes its own prices, end to end at 375 and 1280 px, against the real server and
 * its loopback fixture stores: a business names a fixture store as its website on /dashboard,
 * publishes the verification file on that site (the test acts as the seller uploading a file to
 * its own web server), verifies, uploads a CSV with a good row for a demo product and a bad one,
 * reads the report (the rejected row with its line and reason) until the prices are published,
 * then opens the product page and finds its price in the comparison, marked as the merchant's
 * own. Each width uses a store, a business and a product of its own.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store';
import { offerFeedMessages } from '@shop-scanner/shared/offer-feed';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { popularProducts } from './catalogue';
import { newAccount, recordConsole, register } from './helpers';

const screenshotDir = 'test-results/offer-feed';

/** The fixture store /config.json offers under this label: its origin. */
const demoStoreOrigin = async (request: APIRequestContext, label: RegExp): Promise<string> => {
  const response = await request.get('/config.json');
  const stores = runtimeConfigSchema.parse(await response.json()).demoStores ?? [];
  const store = stores.find((s) => label.test(s.label));
  if (!store) throw new Error(`config.json lists no demo store labelled ${String(label)}`);
  return new URL(store.url).origin;
};

const storesByWidth: Readonly<Record<number, RegExp>> = {
  375: /WooCommerce/,
  1280: /brand's own Shopify/,
};

for (const [index, width] of [375, 1280].entries()) {
  test(`at ${width} px a business verifies its store, uploads its prices and finds them on the product page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const logged = recordConsole(page);
    const origin = await demoStoreOrigin(request, storesByWidth[width]!);
    const product = (await popularProducts(request))[index]!;
    const account = { ...newAccount('business'), businessName: `Bea Goods ${width}` };
    const price = (12 + index + 0.34).toFixed(2);

    // Prepare: a business, on its dashboard.
    await register(page, account);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.goto('/dashboard');
    const store = page.getByRole('region', { name: 'Your own store' });
    const feed = page.getByRole('region', { name: 'Your prices (offer feed)' });
    await expect(feed.getByTestId('offer-feed-locked')).toHaveText(
      `${offerFeedMessages.notVerified}.`,
    );

    // Act: name the website, publish the file it shows on the site, verify.
    await store.getByLabel("Your store's website").fill(`${origin}/`);
    await store.getByRole('button', { name: 'Save website' }).click();
    await expect(store.getByTestId('store-claim-state')).toContainText('not verified yet');
    await expect(store.getByTestId('verification-url')).toHaveText(
      `${origin}${VERIFICATION_FILE_PATH}`,
    );
    await store.getByRole('button', { name: 'Verify' }).click();
    await expect(store.getByTestId('verification-answer')).toContainText('was not found');
    const token = (await store.getByTestId('verification-token').textContent())!;
    const published = await request.put(`${origin}${VERIFICATION_FILE_PATH}`, { data: token });
    expect(published.status()).toBe(204);
    await store.getByRole('button', { name: 'Verify' }).click();
    await expect(store.getByTestId('store-claim-state')).toContainText('is verified');

    // Act: upload a CSV with one good row and one with a bad check digit.
    const csv = [
      'gtin,price,currency,shipping,in_stock,url,was_price,delivery_days',
      `${product.barcode},${price},USD,0,true,${origin}/products/feed-${width},,3`,
      `4006381333938,9.99,USD,0,true,${origin}/products/other,,3`,
    ].join('\n');
    await feed.getByLabel('Offer feed file (CSV or JSON)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await feed.getByRole('button', { name: 'Upload' }).click();

    // Assess: the report, then the prices published.
    const report = feed.getByTestId('offer-feed-report');
    await expect(report.getByTestId('accepted-rows')).toHaveText('1 row accepted');
    await expect(report.getByTestId('rejected-rows')).toHaveText('1 row rejected');
    const rejected = report.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row').nth(1)).toHaveText(
      `34006381333938${offerFeedMessages.gtinCheckDigit}`,
    );
    await expect(report.getByTestId('offer-feed-status')).toContainText('Published', {
      timeout: 30_000,
    });
    await expect(feed.getByRole('button', { name: /Prices published/ })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/dashboard-${width}.png`, fullPage: true });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);

    // Assess: the product page's comparison shows the price, marked as the merchant's own.
    await page.goto(`/products/${encodeURIComponent(product.id)}`);
    const prices = page.getByRole('region', { name: 'Price comparison' });
    await prices.getByTestId('compare-prices').click();
    const showAll = prices.getByTestId('show-all-stores');
    await expect(prices.getByTestId('store-card').first()).toBeVisible();
    if (await showAll.isVisible()) await showAll.click();
    const card = prices.locator(`[data-testid="store-card"][data-store="${account.businessName}"]`);
    await expect(card.getByTestId('merchant-price')).toHaveText("The merchant's own price");
    await expect(card.getByTestId('total-cost')).toHaveText(`$${price}`);
    await expect(
      card.getByRole('link', { name: new RegExp(`Visit ${account.businessName}`) }),
    ).toHaveAttribute('href', `${origin}/products/feed-${width}`);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${screenshotDir}/product-${width}.png` });
    expect(logged.filter((l) => l.type === 'uncaught')).toEqual([]);
  });
}
