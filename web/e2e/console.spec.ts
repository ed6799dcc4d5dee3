/**
 * A normal session logs nothing: no warning and no error in the console, from the app, from a
 * library it loads, or from Chromium. A new shopper walks the app at 1280 px (landing, register,
 * products, a product page, a barcode typed in on /scan, a store analysis, pricing, subscription,
 * profile, help) and any console warning or error, or any uncaught exception, fails the walk.
 *
 * What cannot be silenced, and why: when the server refuses a request as the spec says it should
 * (an unknown barcode is 404, a used-up plan 429), Chromium itself prints "Failed to load
 * resource" for that response. No header turns that off; only answering the refusal as a success
 * would, and that would lie to every other client of the API. So the app adds nothing of its own
 * to a refusal, and the second test holds it to that: the browser's own line is all there is.
 */
import { expect, test } from '@playwright/test';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { popularEan13Product, unknownEan13 } from './catalogue';
import { newAccount, recordConsole, register } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('a new shopper walks through the app and the console stays silent', async ({
  page,
  request,
}) => {
  // Prepare
  const logged = recordConsole(page);
  const product = await popularEan13Product(request);
  const config = runtimeConfigSchema.parse(await (await request.get('/config.json')).json());
  const store = config.demoStores?.find((s) => /brand/i.test(s.label));
  if (!store) throw new Error('config.json lists no demo brand store');

  // Act + Assess: each stop shows what it is for, so the walk really went there.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Pricing' })).toBeVisible();

  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');

  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto(`/products/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price comparison' })).toBeVisible();

  await page.goto('/scan');
  await page.getByLabel('Barcode number').fill(product.barcode);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
  await expect(
    page.getByTestId('known-product').getByRole('heading', { name: product.name }),
  ).toBeVisible();

  await page.goto('/analyze');
  await page.getByLabel('Store URL').fill(store.url);
  await page.getByRole('button', { name: 'Analyze Store' }).click();
  await expect(page.getByTestId('store-verdict')).toBeVisible({ timeout: 30_000 });

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Compare plans' })).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  await page.getByRole('tab', { name: 'Billing History' }).click();
  await expect(page.getByText('No invoices yet.')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();

  // Assess
  expect(logged).toEqual([]);
});

test("a refusal the spec expects adds nothing to the console but Chromium's own network line", async ({
  page,
}) => {
  // Prepare
  const logged = recordConsole(page);
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  const code = unknownEan13();

  // Act: a barcode no catalogue holds (the server answers 404, as the spec says).
  await page.goto('/scan');
  await page.getByLabel('Barcode number').fill(code);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
  await expect(page.getByTestId('product-not-found')).toBeVisible();

  // Assess: one line, Chromium's, about that one response.
  expect(logged).toEqual([
    {
      type: 'error',
      text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
      url: expect.stringMatching(new RegExp(`/api/products/barcode/${code}$`)),
      page: '/scan',
    },
  ]);
});
