/**
 * The wishlist's price drops end to end, at 375 and 1280 px: a new shopper with no drops sees 'No
 * price drops yet'; once the price-drop job has recorded some (written as it writes them), the
 * header's badge, the green banner and the Price Drops card count the unread ones; the banner
 * opens the list, which sorts four ways, flags a low-trust store and a product back in stock;
 * marking one read, opening one, a failed mark (only logged) and 'Mark All as Read' move the
 * list, the badge and the card; Hide Read ends on 'No alerts to show'.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { popularProducts } from './catalogue';
import { newAccount, register } from './helpers';
import { seedPriceDrops, signedInUserId, type SeededDrop } from './price-drops';

// Routed requests must reach page.route: Playwright does not see what a service worker answers
// (the app's worker serves its files from the precache), so this file runs without one.
test.use({ serviceWorkers: 'block' });

const screenshotDir = 'test-results/wishlist-drops';
const HOUR_MS = 3_600_000;

const dropCards = (page: Page) => page.getByTestId('price-drop');
const dropCard = (page: Page, name: string) => dropCards(page).filter({ hasText: name });
const shownNames = (page: Page) => dropCards(page).locator('.price-drop__name').allInnerTexts();
const badge = (page: Page) => page.getByTestId('price-drops-badge');
const priceDropsCount = (page: Page) =>
  page
    .getByTestId('wishlist-stat')
    .filter({ hasText: 'Price Drops' })
    .locator('.wishlist-stat__value');
const dropsToggle = (page: Page) => page.getByRole('button', { name: /^Price Drops/ });

for (const width of [375, 1280]) {
  test(`at ${width} px a shopper reads, sorts and marks their price drops`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const products = await popularProducts(request);
    const [kettle, lamp, puzzle, chair] = products;
    if (!kettle || !lamp || !puzzle || !chair) throw new Error('Too few popular products');

    // A new shopper: no drops, no badge, no banner.
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await page.goto('/wishlist');
    await expect(priceDropsCount(page)).toHaveText('0');
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByTestId('price-drops-banner')).toHaveCount(0);
    await dropsToggle(page).click();
    await expect(page.getByTestId('price-drops-empty')).toContainText('No price drops yet');
    await expect(page).toHaveURL(/show=drops/);
    await page.screenshot({ path: `${screenshotDir}/no-drops-${width}.png`, fullPage: true });

    // The price-drop job records four drops, one of them read already.
    const userId = await signedInUserId(page);
    const now = Date.now();
    const drop = (
      product: (typeof products)[number],
      hoursAgo: number,
      fields: Partial<SeededDrop>,
    ): SeededDrop => ({
      id: randomUUID(),
      userId,
      itemId: randomUUID(),
      productId: product.id,
      productName: product.name,
      kind: 'price-drop',
      oldPrice: 50,
      newPrice: 45,
      priceDropPercentage: 10,
      store: 'Target',
      storeTrustScore: 88,
      lowTrust: false,
      detectedAt: new Date(now - hoursAgo * HOUR_MS).toISOString(),
      isRead: false,
      ...fields,
    });
    const drops = {
      // Newest, 10 % off.
      kettle: drop(kettle, 1, {}),
      // Back in stock at a store trusted 42, 25 % below the price when added.
      lamp: drop(lamp, 5, {
        kind: 'back-in-stock',
        oldPrice: 40,
        newPrice: 30,
        priceDropPercentage: 25,
        store: 'Corner Shop',
        storeTrustScore: 42,
        lowTrust: true,
      }),
      // Read already, 4 % off.
      puzzle: drop(puzzle, 24, {
        oldPrice: 25,
        newPrice: 24,
        priceDropPercentage: 4,
        isRead: true,
      }),
      // Oldest, 30 % off.
      chair: drop(chair, 48, { oldPrice: 100, newPrice: 70, priceDropPercentage: 30 }),
    };
    await seedPriceDrops(Object.values(drops));

    // The page counts the three unread ones, and the green banner opens them.
    await page.goto('/wishlist');
    await expect(badge(page)).toContainText('3');
    await expect(priceDropsCount(page)).toHaveText('3');
    const banner = page.getByTestId('price-drops-banner');
    await expect(banner).toContainText('3 price drops you have not read yet');
    await page.screenshot({ path: `${screenshotDir}/banner-${width}.png`, fullPage: true });
    await banner.getByRole('button', { name: 'See price drops' }).click();
    await expect(page).toHaveURL(/show=drops/);
    await expect(banner).toHaveCount(0);

    // Newest first, read ones shown; each says its prices, store and flags.
    await expect
      .poll(() => shownNames(page))
      .toEqual([kettle.name, lamp.name, puzzle.name, chair.name]);
    await expect(dropCards(page).locator('.price-drop__new')).toHaveCount(3);
    const lampCard = dropCard(page, lamp.name);
    await expect(lampCard).toContainText('Back in stock');
    await expect(lampCard.getByTestId('price-drop-prices')).toContainText('Was $40.00');
    await expect(lampCard.getByTestId('price-drop-prices')).toContainText('now $30.00');
    await expect(lampCard.getByTestId('price-drop-prices')).toContainText('25% lower');
    await expect(lampCard).toContainText('At Corner Shop');
    await expect(lampCard.getByTestId('price-drop-low-trust')).toHaveText(
      "Corner Shop's trust score is 42 (below 60): check the store before buying.",
    );
    await expect(dropCard(page, kettle.name).getByTestId('price-drop-low-trust')).toHaveCount(0);
    await expect(dropCard(page, puzzle.name)).toHaveAttribute('data-read', 'true');
    await page.screenshot({ path: `${screenshotDir}/drops-${width}.png`, fullPage: true });

    // The four sorts.
    const sortBy = page.getByLabel('Sort drops by');
    await sortBy.selectOption('biggest_drop');
    await expect
      .poll(() => shownNames(page))
      .toEqual([chair.name, lamp.name, kettle.name, puzzle.name]);
    await sortBy.selectOption('smallest_drop');
    await expect
      .poll(() => shownNames(page))
      .toEqual([puzzle.name, kettle.name, lamp.name, chair.name]);
    await sortBy.selectOption('oldest');
    await expect
      .poll(() => shownNames(page))
      .toEqual([chair.name, puzzle.name, lamp.name, kettle.name]);
    await expect(page).toHaveURL(/dropSort=oldest/);
    await sortBy.selectOption('newest');
    await expect
      .poll(() => shownNames(page))
      .toEqual([kettle.name, lamp.name, puzzle.name, chair.name]);

    // "Mark read" marks one: the list, the badge and the card follow.
    await dropCard(page, kettle.name).getByRole('button', { name: 'Mark read' }).click();
    await expect(dropCard(page, kettle.name)).toHaveAttribute('data-read', 'true');
    await expect(badge(page)).toContainText('2');
    await expect(priceDropsCount(page)).toHaveText('2');

    // A mark that fails is only logged: no message, and the drop stays unread.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/wishlist/price-drops/*/read', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await dropCard(page, chair.name).getByRole('button', { name: 'Mark read' }).click();
    await expect.poll(() => warnings.join('\n')).toContain('Marking price drops read failed');
    await expect(dropCard(page, chair.name)).toHaveAttribute('data-read', 'false');
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(badge(page)).toContainText('2');
    await page.unroute('**/api/wishlist/price-drops/*/read');

    // Opening a drop's product marks it read.
    await dropCard(page, lamp.name).getByRole('link', { name: lamp.name }).click();
    await expect(page).toHaveURL(`/products/${encodeURIComponent(lamp.id)}`);
    await page.goBack();
    await expect(dropCard(page, lamp.name)).toHaveAttribute('data-read', 'true');
    await expect(badge(page)).toContainText('1');

    // Hide Read: the unread one only; 'Mark All as Read' leaves 'No alerts to show'.
    await page.getByRole('button', { name: 'Hide Read' }).click();
    await expect.poll(() => shownNames(page)).toEqual([chair.name]);
    await expect(page).toHaveURL(/read=hide/);
    await page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(page.getByTestId('price-drops-empty')).toContainText('No alerts to show');
    await expect(badge(page)).toHaveCount(0);
    await expect(priceDropsCount(page)).toHaveText('0');
    await page.screenshot({ path: `${screenshotDir}/all-read-${width}.png`, fullPage: true });

    // Show Read brings them back, every one read; a reload agrees (the server marked them).
    await page.getByRole('button', { name: 'Show Read' }).first().click();
    await expect(dropCards(page)).toHaveCount(4);
    await page.reload();
    await expect(dropCards(page)).toHaveCount(4);
    await expect(dropCards(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByTestId('price-drops-banner')).toHaveCount(0);
  });
}
