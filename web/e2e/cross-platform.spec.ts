/**
 * The cross-platform search end to end: from a demo product's scan
 * result card, 'Find This Product on Other Platforms' opens the panel prefilled (never with a
 * store's search results as the original page: the demo offers all link to one, so the shopper
 * types the product's page); the search finds the product's store offers in the catalogue, says
 * which platforms are not connected, and its summary tiles, picks and price analysis agree.
 */
import { expect, test, type Locator } from '@playwright/test';
import { isProductPageAddress } from '@shop-scanner/shared/product-page-address';
import { productSchema, type StoreOffer } from '@shop-scanner/shared/products';
import { popularProducts } from './catalogue';
import { newAccount, register, toast } from './helpers';

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** A pick's card, by its label ('Best value', 'Lowest price'). */
const pick = (panel: Locator, label: string) =>
  panel
    .getByTestId('xp-recommendations')
    .getByRole('listitem')
    .filter({
      has: panel.page().getByRole('heading', { name: label, exact: true }),
    });

/** The offer a pick names: its platform is the first of the card's facts. */
const offerOf = async (card: Locator, offers: readonly StoreOffer[]): Promise<StoreOffer> => {
  const platform = (await card.locator('.xp-recommendation__facts li').first().textContent()) ?? '';
  const offer = offers.find((o) => o.name === platform.split(' · ')[0]);
  if (!offer) throw new Error(`No offer of the product is on ${platform}`);
  return offer;
};

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a scanned demo product is found on the stores of the catalogue, and the figures agree`, async ({
    page,
    request,
  }) => {
    // Prepare: a popular demo product sold by several stores, read from the public API.
    const popular = await popularProducts(request);
    const products = await Promise.all(
      popular.slice(0, 20).map(async (summary) => {
        const response = await request.get(`/api/products/${encodeURIComponent(summary.id)}`);
        expect(response.status()).toBe(200);
        return productSchema.parse(await response.json());
      }),
    );
    // Sold by three stores or more, at least one in stock; where one is, the product whose
    // cheapest offer is sold out (the case where the figures used to disagree).
    const candidates = products.filter(
      (p) => new Set(p.stores.map((s) => s.name)).size >= 3 && p.stores.some((s) => s.inStock),
    );
    const cheapestSoldOut = (p: (typeof products)[number]) =>
      !p.stores.reduce((a, b) => (b.price < a.price ? b : a)).inStock;
    const product = candidates.find(cheapestSoldOut) ?? candidates[0];
    if (!product) throw new Error('No popular demo product is sold by three stores or more');

    await page.setViewportSize(viewport);
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await page.goto('/scan');
    await page.getByLabel('Barcode number').fill(product.barcode);
    await page.getByRole('button', { name: 'Look up barcode' }).click();
    const card = page.getByTestId('known-product');
    await expect(card.getByRole('heading', { name: product.name })).toBeVisible();

    // Act: open the panel from the card.
    await card.getByRole('button', { name: 'Find This Product on Other Platforms' }).click();

    // Assess: prefilled with the product, its allowance shown; the demo offers link to each
    // store's search results, which are no product page, so the original address is left empty.
    const panel = page.getByTestId('cross-platform-panel');
    await expect(panel.getByRole('heading', { name: 'Search other platforms' })).toBeVisible();
    await expect(panel.getByLabel('Product Name')).toHaveValue(product.name);
    expect(product.stores.filter((offer) => isProductPageAddress(offer.url))).toEqual([]);
    await expect(panel.getByLabel('Original Product URL')).toHaveValue('');
    await expect(panel.getByTestId('xp-barcode-note')).toContainText(product.barcode);
    await expect(panel.getByTestId('xp-usage')).toContainText(
      '2 searches or price comparisons remaining this month',
    );

    // Act: the shopper types the product's own page (not reachable here: its price stays unknown).
    await panel
      .getByLabel('Original Product URL')
      .fill(`https://shop.example/products/${product.id}`);
    await panel.getByRole('button', { name: 'Search Platforms' }).click();

    // Assess: every offer of the product is a match, at its catalogue price.
    const expected = product.stores.map((offer) => ({
      platform: offer.name,
      price: money(offer.price),
    }));
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

    // The tiles agree: the lowest price tile, the lowest-price pick and the price analysis all
    // name the cheapest offer in stock.
    const inStock = product.stores.filter((offer) => offer.inStock);
    const cheapestInStock = Math.min(...inStock.map((offer) => offer.price));
    await expect(panel.getByTestId('xp-tile-lowest')).toContainText('Lowest price in stock');
    await expect(panel.getByTestId('xp-tile-lowest').locator('.xp-tile__value')).toHaveText(
      money(cheapestInStock),
    );
    await expect(pick(panel, 'Lowest price').locator('.xp-recommendation__price')).toHaveText(
      money(cheapestInStock),
    );
    await expect(panel.getByTestId('xp-price-analysis').locator('dd').first()).toHaveText(
      money(cheapestInStock),
    );
    // Best value shows its price with shipping, as it was chosen on.
    const bestValue = pick(panel, 'Best value');
    const best = await offerOf(bestValue, inStock);
    const shipping = best.shipping.free ? 0 : best.shipping.cost;
    await expect(bestValue.locator('.xp-recommendation__price')).toHaveText(
      `${money(best.price + shipping)} with shipping`,
    );
    await expect(bestValue.locator('.xp-recommendation__shipping')).toHaveText(
      shipping === 0 ? 'Free shipping' : `${money(best.price)} plus ${money(shipping)} shipping`,
    );

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
    await expect(panel.getByTestId('xp-usage')).toContainText(
      '1 search or price comparison remaining this month',
    );
    await expect(panel.getByRole('button', { name: /Clear Results/ })).toBeVisible();
  });
}
