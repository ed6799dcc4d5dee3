/**
 * Inputs that would cost the server, as a shopper meets them in the browser (design rule 15): a
 * password longer than any the pool keeps is refused by the form with its limit, and a store
 * address whose host cannot be a real host name is 'Invalid URL format' before anything is sent;
 * the server refuses both the same way when a client skips the form. At 375 px and 1280 px, as
 * the error texts must fit a phone's width.
 */
import { expect, test, type Page } from '@playwright/test';
import { validationMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import { fillLogin, newAccount, register } from './helpers';

const widths = [375, 1280] as const;
const screenshotDir = 'test-results/long-inputs';

/** Every API request the page sends: method and path. */
const apiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/'))
      calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
};

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a password longer than 256 characters is refused by its length', async ({ page }) => {
      // Prepare
      await page.goto('/login');
      const calls = apiCalls(page);

      // Act
      await fillLogin(page, 'shopper@example.com', 'Aa1'.repeat(100));

      // Assess: the field says why, and nothing reached the server.
      const message = page.getByText(validationMessages.passwordTooLong);
      await expect(message).toBeVisible();
      expect(validationMessages.passwordTooLong).toContain(String(TEXT_LIMITS.password));
      const box = await message.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(calls).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/login-${width}.png`, fullPage: true });
    });

    test('a store address with braces for a host is Invalid URL format, unsent', async ({
      page,
    }) => {
      // Prepare
      await register(page, newAccount('consumer'));
      // Sign-up goes through Cognito's stand-in, which a busy machine can hold up for seconds.
      await expect(page).toHaveURL('/', { timeout: 30_000 });
      await page.goto('/analyze');
      const calls = apiCalls(page);

      // Act
      await page.getByLabel('Store URL').fill('${7*7}{{7*7}}');
      await page.getByRole('button', { name: 'Analyze Store' }).click();

      // Assess
      await expect(page.getByText(storeAnalysisMessages.invalidUrl)).toBeVisible();
      await expect(page.getByLabel('Store URL')).toBeFocused();
      expect(calls.filter((call) => call.startsWith('POST /api/store-analysis'))).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/analyze-${width}.png`, fullPage: true });
    });
  });
}

test('the server refuses what the forms refuse, with the same words', async ({ request }) => {
  // Act: the API called directly, as a client without the form would.
  const login = await request.post('/auth/login', {
    data: { email: 'shopper@example.com', password: 'Aa1'.repeat(50_000) },
  });

  // Assess
  expect(login.status()).toBe(400);
  expect((await login.json()).fieldErrors).toEqual({
    password: [validationMessages.passwordTooLong],
  });
});
