import { expect, test, type Page } from '@playwright/test';
import { usageMessages } from '@shop-scanner/shared/messages';
import { popularProducts } from './catalogue';

const cards = (page: Page) => page.getByTestId('product-card');
const cardPrices = async (page: Page): Promise<number[]> =>
  (await page.locator('.product-card__price').allTextContents()).map((text) =>
    Number(text.replace(/[^0-9.]/g, '')),
  );
/** Paging and re-sorting keep the old page on screen (busy) until the new one arrives. */
const settled = (page: Page) =>
  expect(page.locator('section.products-results')).toHaveAttribute('aria-busy', 'false');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Search results pages' });

// One guest, one address: the free allowance of 2 distinct searches a month is used up in order.
// Only words count: browsing a category, filtering, sorting and paging never use a search.
test.describe.configure({ mode: 'serial' });

test('a guest browses, filters, sorts and pages the product database', async ({
  page,
  request,
}) => {
  const popular = await popularProducts(request);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();
  // The banner counts the real catalogue, and never claims an accuracy it cannot measure.
  const stats = page.getByTestId('stats-banner');
  await expect(stats).toBeVisible();
  await expect(stats).not.toContainText('98%');
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(8, popular.length));
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();

  // Browsing a category (filters without words) is free, like Popular Products.
  const category = popular[0]!.category;
  await page.getByLabel('Category').selectOption(category);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  const count = page.getByTestId('results-count');
  await expect(count).toContainText('products found');
  const total = Number((await count.textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(12);
  await expect(cards(page)).toHaveCount(12);
  for (const text of await page.locator('.product-card__category').allTextContents()) {
    expect(text).toBe(category);
  }

  // Sorting and paging the same search are free: sort by price, then flip the direction.
  await page.getByTestId('sort-price').click();
  await expect(page.getByTestId('sort-price')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sort-price')).toHaveAccessibleName(/ascending/);
  await expect(page).toHaveURL(/sort=price/);
  await settled(page);
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByTestId('sort-price').click();
  await expect(page.getByTestId('sort-price')).toHaveAccessibleName(/descending/);
  await expect(page).toHaveURL(/direction=desc/);
  await settled(page);
  const descending = await cardPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const firstPageNames = await page.locator('.product-card__name').allTextContents();
  await pager(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  const secondPageNames = await page.locator('.product-card__name').allTextContents();
  expect(secondPageNames.length).toBe(Math.min(12, total - 12));
  expect(secondPageNames.filter((n) => firstPageNames.includes(n))).toEqual([]);
  // Cheapest-last order continues across the page break.
  const secondPrices = await cardPrices(page);
  expect(secondPrices[0]!).toBeLessThanOrEqual(descending.at(-1)!);

  // A new sort goes back to page 1.
  await page.getByTestId('sort-name').click();
  await expect(page).not.toHaveURL(/page=2/);
});

test('a guest finds a product by its name; narrowing it is free, third distinct words are refused', async ({
  page,
  request,
}) => {
  const [, target, other] = await popularProducts(request);
  const searchFor = async (words: string) => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill(words);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  };
  await page.goto('/products');
  // First distinct words: the product's name, typed as a shopper would (lower case).
  await searchFor(target!.name.toLowerCase());
  const found = cards(page).getByRole('link', { name: target!.name, exact: true });
  await expect(found).toBeVisible();

  // The same words narrowed by a filter and re-sorted are the same search: still free.
  // A click, then the state: the box is controlled by the URL, which follows a moment later.
  await page.getByLabel('In stock only').click();
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await expect(page).toHaveURL(/inStock=true/);
  await page.getByTestId('sort-price').click();
  await expect(page).toHaveURL(/sort=price/);
  await settled(page);
  await expect(page.getByTestId('search-limit-banner')).toHaveCount(0);
  await expect(page.getByTestId('results-count')).toContainText('found');

  // Second distinct words: the same words in another order and case are not new, these are.
  await page.goto('/products');
  await searchFor(target!.name.split(' ').reverse().join(' ').toUpperCase());
  await expect(cards(page).getByRole('link', { name: target!.name, exact: true })).toBeVisible();
  await searchFor(other!.name);
  await expect(cards(page).getByRole('link', { name: other!.name, exact: true })).toBeVisible();

  // Third distinct words this month: the guest's allowance is spent.
  await searchFor(`${other!.name} ${target!.name}`);
  // A guest has no plan to upgrade: they are offered a free account with its own allowance.
  const banner = page.getByTestId('search-limit-banner');
  await expect(banner).toContainText(
    "You have used this month's free searches or price comparisons.",
  );
  await expect(banner).not.toContainText(usageMessages.searchLimitShort);
  await expect(banner.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

  // Browsing without words is still free at the limit.
  await page.goto(`/products?category=${encodeURIComponent(other!.category)}`);
  await expect(page.getByTestId('results-count')).toContainText('products found');
  await expect(page.getByTestId('search-limit-banner')).toHaveCount(0);

  // A price comparison shares the allowance: the product page still shows the
  // product, and its price section offers the guest a free account instead of the comparison.
  await page.goto(`/products/${other!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other!.name })).toBeVisible();
  // The barcode is in About this product, a section that opens on demand.
  await page.getByText('About this product').click();
  await expect(page.getByText(other!.barcode)).toBeVisible();
  const prices = page.getByRole('region', { name: 'Price comparison' });
  await expect(
    prices.getByText("You have used this month's free searches or price comparisons."),
  ).toBeVisible();
  await expect(prices.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
});

test('at 375 px the filter panel waits behind the Filters button and the first result shows on the first screen', async ({
  page,
  request,
}) => {
  const [product] = await popularProducts(request);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/products?category=${encodeURIComponent(product!.category)}&inStock=true`);
  await expect(page.getByTestId('results-count')).toContainText('products found');

  // The panel is collapsed; its button counts the two filters in force.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Filters (2 active)');
  await expect(page.getByLabel('Category')).toBeHidden();

  // The first result card starts inside the first screen.
  const first = await cards(page).first().boundingBox();
  expect(first).not.toBeNull();
  expect(first!.y).toBeLessThan(667);

  // The button opens the panel it controls, in place, and closes it again.
  const panelId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue(product!.category);
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await page.getByLabel('Likely authentic only').click();
  await expect(page.getByLabel('Likely authentic only')).toBeChecked();
  await expect(page).toHaveURL(/verified=true/);
  await expect(toggle).toHaveAccessibleName('Filters (3 active)');
  await toggle.click();
  await expect(page.getByLabel('Category')).toBeHidden();
});

test("a product page's first load asks for /config.json and the product once each, before its code", async ({
  page,
  request,
}) => {
  // Prepare
  const product = (await popularProducts(request))[0]!;
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() !== 'image') asked.push(pathname);
  });

  // Act
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('price-comparison')).toBeVisible();

  // Assess: index.html's preload is the request the app reads (not a second one), and the
  // product asked for beside it is the one the page draws (its query asks nothing more).
  const productPath = `/api/products/${encodeURIComponent(product.id)}`;
  expect(asked.filter((p) => p === '/config.json')).toHaveLength(1);
  expect(asked.filter((p) => p === productPath)).toHaveLength(1);
  // The product is asked for before the page's own code (6 connections at a time on a phone).
  const pageCode = asked.findIndex((p) => /\/assets\/product-detail-[^/]+\.js$/.test(p));
  expect(pageCode).toBeGreaterThan(-1);
  expect(asked.indexOf(productPath)).toBeLessThan(pageCode);
  // The section below the product came after it: its code once the product was on screen.
  const sectionCode = asked.findIndex((p) => /price-comparison-section-[^/]+\.js$/.test(p));
  expect(sectionCode).toBeGreaterThan(asked.indexOf(productPath));
});

/**
 * Opened directly, a catalogue page asks for its own code in one round of a phone's 6 connections,
 * and draws once that is in, never a spinner first: React holds back what replaces a spinner
 * until 300 ms after it appeared.
 */
for (const opened of ['a product page', '/products'] as const) {
  test(`${opened} opens without a spinner, its code asked for in one round`, async ({
    page,
    request,
  }) => {
    // Prepare: the scripts index.html names itself, and a watch for the spinner from the start.
    const html = await (await request.get('/')).text();
    const inIndex = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    expect(inIndex.size).toBeGreaterThan(0);
    await page.addInitScript(() => {
      const seen: { spinner: boolean; headingAt?: number } = { spinner: false };
      Object.assign(window, { firstLoad: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="full-page-spinner"]')) seen.spinner = true;
        if (seen.headingAt === undefined && document.querySelector('main h1'))
          seen.headingAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const path =
      opened === '/products'
        ? '/products'
        : `/products/${encodeURIComponent((await popularProducts(request))[0]!.id)}`;

    // Act
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Assess: the scripts asked for before the page's heading was drawn, beyond index.html's.
    // (What loads once the page is on screen, as the product page's price comparison does,
    // leaves at least two frames after that.)
    const { spinner, scriptsBeforeHeading } = await page.evaluate(() => {
      const { spinner, headingAt } = (
        window as unknown as { firstLoad: { spinner: boolean; headingAt: number } }
      ).firstLoad;
      return {
        spinner,
        scriptsBeforeHeading: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < headingAt && entry.name.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname),
      };
    });
    expect(spinner).toBe(false);
    const pageScripts = scriptsBeforeHeading.filter((script) => !inIndex.has(script));
    expect(pageScripts.length).toBeGreaterThan(0);
    expect(pageScripts.length, pageScripts.join('\n')).toBeLessThanOrEqual(6);
  });
}
