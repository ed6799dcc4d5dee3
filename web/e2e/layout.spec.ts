/**
 * Layouts at a phone's width (375 px) and a desktop's (1280 px): tables keep their key columns in
 * sight with no sideways scroll box, the subscription tabs stay one row, demo products show an
 * illustration marked as one, one way to the filters per width, the footer leads to help, a
 * shopper's allowance takes the room its loading box held, and a consumer at /dashboard is told
 * what the page is for.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { billingMessages } from '@shop-scanner/shared/messages';
import { demoCatalogueLoaded } from './catalogue';
import { newAccount, register } from './helpers';

// Routed requests must reach page.route: Playwright does not see what a service worker answers
// (the app's worker serves its files from the precache), so this file runs without one.
test.use({ serviceWorkers: 'block' });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The element lies wholly inside the window's width: nothing of it is cut off at a side. */
const expectInSight = async (page: Page, element: Locator) => {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
};

/** Neither the page nor any box around the element scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page, element: Locator) => {
  const scroller = await element.evaluate((el) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') {
        return box.className || box.tagName;
      }
    }
    return null;
  });
  expect(scroller, 'a box around it scrolls sideways').toBeNull();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
};

const GOOD_CARD = '4242 4242 4242 4242';

/** A new consumer who has paid for Premium (its 7-day trial), so there is an invoice. */
const payingShopper = async (page: Page) => {
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  const dialog = page.getByRole('dialog');
  const frame = page.frameLocator('[data-testid="card-form-frame"]');
  await frame.getByLabel('Card number').fill(GOOD_CARD);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText(billingMessages.activated('Premium'))).toBeVisible({
    timeout: 30_000,
  });
};

test('billing history keeps date, amount, status and Download in sight at 375 and 1280 px', async ({
  page,
  request,
}) => {
  // Prepare: on a fresh stack, once the catalogue's first load (which keeps the server busy) is in.
  await demoCatalogueLoaded(request);
  await page.setViewportSize(DESKTOP);
  await payingShopper(page);

  for (const size of [PHONE, DESKTOP]) {
    // Act
    await page.setViewportSize(size);
    await page.goto('/subscription?tab=billing-history');

    // Assess
    const row = page.getByTestId('invoice-row').first();
    await expect(row).toBeVisible();
    for (const key of [
      row.locator('.invoices__date'),
      row.locator('.invoices__amount'),
      row.locator('.status-badge'),
      row.getByRole('button', { name: /Download/ }),
    ]) {
      await expect(key).toBeVisible();
      await expectInSight(page, key);
      await expectNoSidewaysScroll(page, key);
    }
    await expect(row.locator('.invoices__amount')).toHaveText(/^\$\d/);
  }
});

for (const size of [PHONE, DESKTOP]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({
      viewport: size,
      ...(size === PHONE ? { isMobile: true, hasTouch: true } : {}),
    });

    test('demo product cards show an illustration, marked as one, never a photo', async ({
      page,
    }) => {
      // Act
      await page.goto('/products');

      // Assess
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeVisible();
      const illustration = card.getByRole('img', { name: /^Illustration, not a product photo: / });
      await expect(illustration).toBeVisible();
      await expect(illustration.locator('.product-image__mark')).toHaveText('Illustration');
      await expect(illustration.locator('.product-image__mark')).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);
      // A fixed 4:3 box: the drawing cannot move the card's text as it appears.
      const box = await illustration.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(4 / 3, 1);
    });

    test("a signed-in shopper's allowance takes the room its loading box held on /products", async ({
      page,
    }) => {
      // Prepare: a new free shopper; their plan's answer held back until the box is measured.
      await register(page, newAccount('consumer'));
      await expect(page).toHaveURL('/');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/subscription', async (route) => {
        await held;
        await route.continue();
      });

      // Act
      await page.goto('/products');
      const loading = page.getByTestId('usage-allowance-skeleton');
      await expect(loading).toBeVisible();
      const before = await loading.boundingBox();
      release();

      // Assess: the words wrap where the box did, so nothing under them moves.
      const allowance = page.getByTestId('searches-remaining');
      await expect(allowance).toHaveText(/2 searches or price comparisons remaining this month/);
      const after = await allowance.boundingBox();
      expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
    });

    test('the filters have one way in: a sidebar on a desktop, a button on a phone', async ({
      page,
    }) => {
      // Act
      await page.goto('/products');
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      // Assess
      const button = page.getByRole('button', { name: /^Filters/ });
      const panel = page.getByRole('region', { name: 'Filters' });
      if (size === DESKTOP) {
        await expect(button).toHaveCount(0);
        await expect(panel).toBeVisible();
      } else {
        await expect(button).toBeVisible();
        await expect(panel).toBeHidden();
      }
    });

    test('the search box shows its whole placeholder', async ({ page }) => {
      // Act
      await page.goto('/products');

      // Assess: the placeholder's width in the box's own font, against the room for text.
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await expect(search).toBeVisible();
      const { text, room } = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return {
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - padding,
        };
      });
      expect(text).toBeGreaterThan(0);
      expect(text).toBeLessThanOrEqual(room);
    });

    test('the pricing table keeps every plan in sight, with no sideways scroll box', async ({
      page,
    }) => {
      // Act
      await page.goto('/pricing');

      // Assess
      const table = page.getByRole('table');
      for (const column of ['Feature', 'Free', 'Premium', 'Annual']) {
        const header = table.getByRole('columnheader', { name: column, exact: true });
        await expectInSight(page, header);
        await expectNoSidewaysScroll(page, header);
      }
      const lastRow = table.getByRole('row').last();
      for (const cell of await lastRow.getByRole('cell').all()) await expectInSight(page, cell);
    });

    test('the footer leads to the Help Center', async ({ page }) => {
      // Prepare
      await page.goto('/');
      const help = page.locator('footer').getByRole('link', { name: 'Help Center' });

      // Act
      await help.scrollIntoViewIfNeeded();
      await help.click();

      // Assess
      await expect(page).toHaveURL('/help');
      await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    });

    test('a consumer at /dashboard is told it is for business accounts; subscription tabs are one row', async ({
      page,
    }) => {
      // Prepare
      await register(page, newAccount('consumer'));
      await expect(page).toHaveURL('/');

      // Act
      await page.goto('/dashboard');

      // Assess: told, not sent away, and offered the way on.
      await expect(page).toHaveURL('/dashboard');
      await expect(
        page.getByRole('heading', { name: 'The seller dashboard is for business accounts' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Browse products' }).click();
      await expect(page).toHaveURL('/products');

      // Act
      await page.goto('/subscription?tab=monitoring');

      // Assess: the four tabs on one line, the chosen one in sight, the page not wider.
      const tabs = page.getByRole('tablist', { name: 'Subscription' }).getByRole('tab');
      await expect(tabs).toHaveCount(4);
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      const chosen = (await tabs.last().boundingBox())!;
      expect(chosen.x).toBeGreaterThanOrEqual(0);
      expect(chosen.x + chosen.width).toBeLessThanOrEqual(size.width);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(size.width);
    });
  });
}
