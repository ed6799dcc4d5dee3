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

  // First distinct search: a category filter alone.
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

test('a guest finds a product by its name, and the third distinct search is refused', async ({
  page,
  request,
}) => {
  const target = (await popularProducts(request))[1]!;
  await page.goto('/products');
  // Second distinct search: the product's name, typed as a shopper would (lower case).
  await page.getByRole('searchbox', { name: 'Search products' }).fill(target.name.toLowerCase());
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(cards(page).getByRole('link', { name: target.name, exact: true })).toBeVisible();
  await cards(page).getByRole('link', { name: target.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByText(target.barcode)).toBeVisible();

  // A third distinct query or filter set this month: the guest's allowance is spent.
  await page.goto('/products');
  await page.getByLabel('In stock only').check();
  // A guest has no plan to upgrade: they are offered a free account with its own allowance.
  const banner = page.getByTestId('search-limit-banner');
  await expect(banner).toContainText("You have used this month's free searches.");
  await expect(banner).not.toContainText(usageMessages.searchLimitShort);
  await expect(banner.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
});
