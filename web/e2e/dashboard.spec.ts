/**
 * The seller dashboard in the browser, at 375 and 1280 px: a business registers and adds a product
 * from /scan, a shopper edits it, and the business sees it on /dashboard with the edit counted as
 * someone else's and opens its edit history in one click. A consumer at /dashboard is not shown
 * the dashboard and is sent on to /.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { unknownEan13 } from './catalogue';
import { newAccount, register, signOut, toast } from './helpers';

const screenshotDir = 'test-results/dashboard';

const lookUpByHand = async (page: Page, code: string) => {
  await page.goto('/scan');
  await page.getByLabel('Barcode number').fill(code);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
};

/** A shopper in a browser of their own: registers, finds the product by its barcode, renames it. */
const renameAsAnotherShopper = async (browser: Browser, code: string, newName: string) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await lookUpByHand(page, code);
    const card = page.getByTestId('known-product');
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Product Name').fill(newName);
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(card.getByRole('heading', { name: newName })).toBeVisible();
  } finally {
    await context.close();
  }
};

for (const width of [375, 1280]) {
  test(`at ${width} px a business sees a shopper's edit of its product and opens its history in one click`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const code = unknownEan13();
    const name = `E2E Teapot ${code.slice(-6)}`;
    const renamed = `${name} (1 litre)`;

    // Prepare: a new business, whose dashboard first says what to do.
    const business = newAccount('business');
    await register(page, business);
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: business.businessName! }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Start here' })).toBeVisible();
    await expect(page.getByTestId('dashboard-no-activity')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/new-business-${width}.png`, fullPage: true });

    // The business adds its product from /scan.
    await lookUpByHand(page, code);
    await page
      .getByTestId('product-not-found')
      .getByRole('button', { name: /Add Product Information|Add This Product/ })
      .click();
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('Home & Kitchen');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, 'New product added to database')).toBeVisible();

    // Another shopper edits it.
    await renameAsAnotherShopper(browser, code, renamed);

    // Guests look at it and compare its prices: their browsers' analytics batch, as the SPA sends
    // it (the batching itself is analytics.spec's), from a context with no session. The product's
    // id is read from the business's own dashboard, where its history link names it.
    await page.goto('/dashboard');
    const historyLink = page.getByRole('link', { name: `Edit history of ${renamed}` });
    const productId = (await historyLink.getAttribute('href'))?.match(
      /^\/products\/([^#/]+)#/,
    )?.[1];
    expect(productId).toBeTruthy();
    const guests = await browser.newContext();
    try {
      const sent = await guests.request.post('/api/analytics/events', {
        data: {
          events: [
            { event: 'page_view', properties: { productId: decodeURIComponent(productId!) } },
            { event: 'page_view', properties: { productId: decodeURIComponent(productId!) } },
            { event: 'page_view', properties: { productId: decodeURIComponent(productId!) } },
            { event: 'comparison', properties: { productId: decodeURIComponent(productId!) } },
          ],
        },
      });
      expect(sent.status()).toBe(200);
    } finally {
      await guests.close();
    }

    // Act: the business opens its dashboard again.
    await page.reload();

    // Assess: the product, renamed, with the shopper's edit counted as someone else's.
    const row = page.getByTestId('dashboard-product').filter({ hasText: renamed });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('dashboard-product-edits')).toHaveText(
      /^1 edit · latest .+ · all by other people$/,
    );
    await expect(page.getByRole('region', { name: 'Start here' })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'How shoppers found your products' }),
    ).toBeVisible();
    // The guests' views and comparison, counted from the analytics aggregates and drawn.
    await expect(page.getByTestId('activity-views')).toContainText('3 in 12 weeks');
    await expect(page.getByTestId('activity-comparisons')).toContainText('1 in 12 weeks');
    await expect(page.getByTestId('activity-views').locator('svg')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/dashboard-${width}.png`, fullPage: true });

    // Act: one click opens the product at its edit history.
    await row.getByRole('link', { name: `Edit history of ${renamed}` }).click();

    // Assess: the history is in view, focused, and shows the edit.
    await expect(page).toHaveURL(/\/products\/[^/]+#recent-edits$/);
    const history = page.getByRole('region', { name: 'Recent edits' });
    await expect(history).toBeFocused();
    await expect(history).toBeInViewport();
    await expect(history.getByTestId('product-edit').first()).toContainText('Edited');
    await expect(history.getByTestId('product-edit').first()).toContainText(renamed);
    await page.screenshot({ path: `${screenshotDir}/edit-history-${width}.png` });
  });
}

test('a consumer at /dashboard is not shown the dashboard and is sent on to /', async ({
  page,
}) => {
  // Prepare
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  let dashboardAsked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') dashboardAsked = true;
  });

  // Act
  await page.goto('/dashboard');

  // Assess: told why, with the way on to /; the dashboard's data is never asked for.
  await expect(
    page.getByRole('heading', { name: 'The seller dashboard is for business accounts' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your products' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  expect(dashboardAsked).toBe(false);
  await signOut(page);
});
