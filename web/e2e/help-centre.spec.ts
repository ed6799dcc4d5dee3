/**
 * The help centre as a shopper uses it, at a phone's width (375 px) and a desktop's (1280 px):
 * search by title and by body text, open an article (whose view the server counts, so Popular
 * Articles shows it with a real count), find nothing and be offered Contact Support, an unknown
 * article's way back, and the Terms of Service and Privacy Policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { supportMessages } from '@shop-scanner/shared/support-rules';

const widths = [
  { name: '375 px', viewport: { width: 375, height: 812 } },
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
] as const;

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search help articles' });
const results = (page: Page) => page.getByRole('list', { name: 'Matching articles' });

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
const expectNoSidewaysScroll = async (page: Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
};

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('searching finds an article by its title and by words only its body holds', async ({
      page,
    }) => {
      // Prepare
      await page.goto('/support');
      await expect(page.getByRole('heading', { name: 'Popular Articles' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

      // Act: a word no title holds ("glare" is in the barcode article's body); its answer comes
      // with the index, which the first keystroke downloads.
      await search(page).fill('glare');

      // Assess
      await expect(results(page).getByRole('link').first()).toHaveText('Barcode not scanning');
      await expect(page.getByRole('heading', { name: 'Popular Articles' })).toHaveCount(0);

      // Act: a part of a title, in another case.
      await search(page).fill('REFUND');

      // Assess: the title's match first, then the articles whose text speaks of refunds.
      const links = results(page).getByRole('link');
      await expect(links.first()).toHaveText('Cancelling, downgrading and refunds');
      await expect(links.filter({ hasText: 'Plans, allowances and history' })).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`search-${viewport.width}.png`) });
    });

    test('an article opens from the search, counts its view and leads back', async ({ page }) => {
      // Prepare
      await page.goto('/support');
      await search(page).fill('barcode not scanning');

      // Act
      await results(page).getByRole('link', { name: 'Barcode not scanning' }).click();

      // Assess: the article's own chunk arrived with its body.
      await expect(page).toHaveURL('/help/barcode-not-scanning');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barcode not scanning');
      await expect(page.getByRole('heading', { name: '"Camera permission denied"' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Contact Support', exact: true }),
      ).toHaveAttribute('href', '/support?tab=contact');
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`article-${viewport.width}.png`),
        fullPage: true,
      });

      // Act: back to the Help Center, whose Popular Articles come from the server's counts.
      await page.getByRole('link', { name: 'Back to the Help Center' }).click();

      // Assess
      await expect(page).toHaveURL('/help');
      const popular = page.getByRole('region', { name: 'Popular Articles' });
      await expect(
        popular.getByRole('listitem').filter({ hasText: 'Barcode not scanning' }),
      ).toContainText(/\d+ views?/);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`help-centre-${viewport.width}.png`),
        fullPage: true,
      });
    });

    test('a search that finds nothing says so and offers Contact Support', async ({ page }) => {
      // Prepare
      await page.goto('/support');

      // Act
      await search(page).fill('xylophone quantum');

      // Assess
      await expect(page.getByText(supportMessages.noArticles)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`no-articles-${viewport.width}.png`) });

      // Act
      await page.getByRole('button', { name: 'Contact Support' }).click();

      // Assess: the support page's Contact Us tab is asked for.
      await expect(page).toHaveURL('/support?tab=contact');
    });

    test('an unknown article says so and shows the way back', async ({ page }) => {
      await page.goto('/help/how-to-get-premium-for-free');

      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the Help Center' })).toHaveAttribute(
        'href',
        '/help',
      );
      await expect(page.getByRole('link', { name: 'Contact Support', exact: true })).toBeVisible();
    });

    test('the Terms of Service and the Privacy Policy render their documents', async ({ page }) => {
      // Act
      await page.goto('/terms');

      // Assess
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
      await expect(page.getByRole('heading', { name: '3. Plans and payment' })).toBeVisible();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`terms-${viewport.width}.png`),
        fullPage: true,
      });

      // Act: a link inside the document goes through the app.
      await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).first().click();

      // Assess
      await expect(page).toHaveURL('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect(page.getByRole('heading', { name: 'What your browser keeps' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`privacy-${viewport.width}.png`),
        fullPage: true,
      });
    });
  });
}
