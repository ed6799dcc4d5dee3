import { expect, test, type Page } from '@playwright/test';

/**
 * What the router does between pages: the page on screen stays, under the route bar, while the
 * next page's code loads; a page whose code fails to load says so inside the layout; and scroll
 * positions come back with back, forward and a reload.
 */

// Routed requests must reach page.route: Playwright does not see what a service worker answers
// (the app's worker serves its files from the precache), so this file runs without one.
test.use({ serviceWorkers: 'block' });

/** The pricing page's own module, as Vite names its file. */
const PRICING_MODULE = /\/assets\/pricing-[^/]*\.js$/;

const routeBar = (page: Page) => page.locator('.route-progress');
const viewPricing = (page: Page) => page.getByRole('link', { name: 'View Pricing' });
const pricingTitle = (page: Page) => page.getByRole('heading', { name: 'Choose your plan' });

/** Counts the times the route bar is added to the page from now on. */
const watchRouteBar = (page: Page) =>
  page.evaluate(() => {
    const seen = { count: 0 };
    (window as unknown as { routeBarSeen: typeof seen }).routeBarSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element && node.classList.contains('route-progress')) seen.count++;
    }).observe(document.body, { childList: true, subtree: true });
  });
const routeBarShows = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { routeBarSeen: { count: number } }).routeBarSeen.count,
  );

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 400 ? 812 : 800 } });

    test("a click keeps the page on screen, under the route bar, until the next page's code is in", async ({
      page,
    }) => {
      // Prepare: the pricing page's code held back until the test lets it through.
      await page.goto('/');
      await expect(viewPricing(page)).toBeVisible();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PRICING_MODULE, async (route) => {
        await held;
        await route.continue();
      });

      // Act
      await viewPricing(page).click();

      // Assess: the address is the new one, the landing page still shows, under the bar.
      await expect(page).toHaveURL('/pricing');
      await expect(routeBar(page)).toBeVisible();
      await expect(viewPricing(page)).toBeVisible();
      await expect(page.getByTestId('full-page-spinner')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`navigation-pending-${width}.png`) });

      // Act
      release();

      // Assess
      await expect(pricingTitle(page)).toBeVisible();
      await expect(routeBar(page)).toHaveCount(0);
    });

    test('a page whose code fails to load says so, with the header and footer still there', async ({
      page,
    }) => {
      // Prepare: a deploy replaced the files, so the pricing page's module is gone.
      await page.goto('/');
      await expect(viewPricing(page)).toBeVisible();
      await page.route(PRICING_MODULE, (route) => route.fulfill({ status: 404, body: '' }));

      // Act
      await viewPricing(page).click();

      // Assess
      const block = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(block).toBeVisible();
      await expect(block).toContainText('This page could not be shown:');
      await expect(block.getByRole('button', { name: 'Reload' })).toBeVisible();
      await expect(block.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(routeBar(page)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`page-error-${width}.png`) });

      // Act: the files are back (the new build), and the shopper reloads.
      await page.unroute(PRICING_MODULE);
      await block.getByRole('button', { name: 'Reload' }).click();

      // Assess
      await expect(pricingTitle(page)).toBeVisible();
    });
  });
}

test('no route bar when the next page is already in, nor on the first load', async ({ page }) => {
  // Prepare: both pages' code in.
  await page.goto('/');
  await expect(viewPricing(page)).toBeVisible();
  await viewPricing(page).click();
  await expect(pricingTitle(page)).toBeVisible();
  await watchRouteBar(page);

  // Act
  await page.getByRole('link', { name: 'Shop Scanner' }).first().click();
  await expect(viewPricing(page)).toBeVisible();
  await page.goBack();
  await expect(pricingTitle(page)).toBeVisible();
  await page.goForward();
  await expect(viewPricing(page)).toBeVisible();

  // Assess
  expect(await routeBarShows(page)).toBe(0);
});

test.describe('scrolling', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new page starts at the top; back, forward and a reload return where the shopper was', async ({
    page,
  }) => {
    // Prepare: the catalogue, scrolled down to its product cards.
    await page.goto('/products');
    const card = page.getByTestId('product-card').nth(5);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const catalogueY = await scrollY(page);
    expect(catalogueY).toBeGreaterThan(600);

    // Act: a product.
    const productLink = card.getByRole('link').first();
    const productName = (await productLink.textContent())!;
    await productLink.click();

    // Assess: the product's own heading (the catalogue's stays on screen until its page draws).
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // Act: down the product page a little, then back at once, within the frame of the scroll (its
    // scroll event not yet dispatched).
    await page.evaluate(() => {
      window.scrollTo(0, 300);
      history.back();
    });

    // Assess
    await expect(page).toHaveURL('/products');
    await expect.poll(() => scrollY(page)).toBe(catalogueY);

    // Act + Assess: forward, to where the product page was left.
    await page.goForward();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect.poll(() => scrollY(page)).toBe(300);

    // Act + Assess: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(300);

    // Act + Assess: back again after the reload, to the catalogue's place.
    await page.goBack();
    await expect(page).toHaveURL('/products');
    await expect.poll(() => scrollY(page)).toBe(catalogueY);
  });
});
