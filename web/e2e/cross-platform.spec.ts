/**
 * The cross-platform search end to end (issue 8 §4; part 1 §2 and §8): from a demo product's scan
 * result card, 'Find This Product on Other Platforms' opens the panel prefilled; the search finds
 * the product's other store offers in the catalogue, and says which platforms are not connected.
 */
import { expect, test } from '@playwright/test';
import { productSchema } from '@shop-scanner/shared/products';
import { popularProducts } from './catalogue';
import { newAccount, register, toast } from './helpers';

test('a scanned demo product is found on the other stores of the catalogue', async ({
  page,
  request,
}) => {
  // Prepare: a popular demo product sold by several stores, read from the public API.
  const popular = await popularProducts(request);
  const products = await Promise.all(
    popular.slice(0, 8).map(async (summary) => {
      const response = await request.get(`/api/products/${encodeURIComponent(summary.id)}`);
      expect(response.status()).toBe(200);
      return productSchema.parse(await response.json());
    }),
  );
  const product = products.find((p) => new Set(p.stores.map((s) => s.name)).size >= 3);
  if (!product) throw new Error('No popular demo product is sold by three stores or more');

  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  await page.goto('/scan');
  await page.getByLabel('Barcode number').fill(product.barcode);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
  const card = page.getByTestId('known-product');
  await expect(card.getByRole('heading', { name: product.name })).toBeVisible();

  // Act: open the panel from the card.
  await card.getByRole('button', { name: 'Find This Product on Other Platforms' }).click();

  // Assess: prefilled with the product, its allowance shown.
  const panel = page.getByTestId('cross-platform-panel');
  await expect(panel.getByRole('heading', { name: 'Search other platforms' })).toBeVisible();
  await expect(panel.getByLabel('Product Name')).toHaveValue(product.name);
  const originalUrl = await panel.getByLabel('Original Product URL').inputValue();
  const original = product.stores.find((s) => s.url === originalUrl);
  expect(original, 'the original address is one of the product’s store offers').toBeDefined();
  await expect(panel.getByTestId('xp-barcode-note')).toContainText(product.barcode);
  await expect(panel.getByTestId('xp-usage')).toContainText('2 searches remaining this month');

  // Act: search.
  await panel.getByRole('button', { name: 'Search Platforms' }).click();

  // Assess: the product's other offers are the matches, at their catalogue prices; the offer
  // the search started from is the original, not a match.
  const expected = product.stores
    .filter((offer) => offer !== original)
    .map((offer) => ({ platform: offer.name, price: `$${offer.price.toFixed(2)}` }));
  const expectedPlatforms = new Set(expected.map((m) => m.platform)).size;
  await expect(
    toast(page, `Found ${expected.length} matches across ${expectedPlatforms} platforms`),
  ).toBeVisible();
  const rows = panel.getByTestId('xp-match');
  await expect(rows).toHaveCount(expected.length);
  const matches = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      product: tr.querySelector('[data-label="Product"]')?.textContent ?? '',
      platform: tr.querySelector('[data-label="Platform"]')?.textContent ?? '',
      price: tr.querySelector('.xp-matches__price')?.textContent ?? '',
      match: tr.querySelector('[data-label="Match"]')?.textContent ?? '',
    })),
  );
  const byPlatform = (x: { platform: string }, y: { platform: string }) =>
    x.platform.localeCompare(y.platform);
  expect(matches.map(({ platform, price }) => ({ platform, price })).sort(byPlatform)).toEqual(
    expected.sort(byPlatform),
  );
  for (const match of matches) {
    expect(match.product).toBe(product.name);
    expect(match.match).toBe('100% match (same barcode)');
  }

  // eBay is not connected, and says so; the catalogue was searched.
  const statuses = panel.getByTestId('xp-platforms');
  await expect(statuses.getByRole('listitem').filter({ hasText: 'eBay' })).toHaveAttribute(
    'data-status',
    'not_connected',
  );
  await expect(statuses.getByRole('listitem').filter({ hasText: 'eBay' })).toContainText(
    'eBay: not connected',
  );
  await expect(
    statuses.getByRole('listitem').filter({ hasText: 'Shop Scanner catalogue' }),
  ).toContainText(`Shop Scanner catalogue: ${matches.length} matches`);
  await expect(panel.getByTestId('xp-usage')).toContainText('1 search remaining this month');
  await expect(panel.getByRole('button', { name: /Clear Results/ })).toBeVisible();
});
