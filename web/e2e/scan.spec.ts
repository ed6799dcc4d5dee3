import { expect, test, type Page } from '@playwright/test';
import { productMessages, usageMessages } from '@shop-scanner/shared/messages';
import { browserFilming, popularEan13Product, unknownEan13 } from './catalogue';
import { newAccount, register, toast } from './helpers';

/** The scanner, opened on the barcode tab; the fake camera films one code. */
const scanWithCamera = async (page: Page) => {
  await page.goto('/scan');
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeVisible();
  // A detection shows Processing for 2 s, then the scanner closes and the code is looked up.
  await expect(page.getByTestId('scanner-processing')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeHidden();
};

const lookUpByHand = async (page: Page, code: string) => {
  await page.getByLabel('Barcode number').fill(code);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
};

test('the camera reads the barcode of a demo product and shows the product with its prices', async ({
  request,
  baseURL,
}) => {
  const product = await popularEan13Product(request);
  const { browser, context } = await browserFilming(product.barcode, baseURL!);
  try {
    const page = await context.newPage();
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');

    await scanWithCamera(page);
    await expect(toast(page, `Barcode scanned: ${product.barcode}`)).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(1);
    const card = page.getByTestId('known-product');
    await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(page.getByTestId('scan-result-barcode')).toContainText(product.barcode);
    await expect(card.getByTestId('average-price')).toContainText('$');
    expect(await card.getByTestId('store-card').count()).toBeGreaterThanOrEqual(2);
    await expect(card.getByTestId('price-point')).toHaveCount(5);
    await expect(card.getByTestId('demo-note')).toBeVisible();
    // One scan of the free plan's two is used.
    await expect(page.getByTestId('scan-usage')).toContainText('1 scan remaining this month');
  } finally {
    await browser.close();
  }
});

test('an unknown code leads to the add form; the product is created, rescanned and found by search', async ({
  request,
  baseURL,
}) => {
  const code = unknownEan13();
  const name = `E2E Kombucha ${code.slice(-6)}`;
  const { browser, context } = await browserFilming(code, baseURL!);
  try {
    const page = await context.newPage();
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');

    await scanWithCamera(page);
    const notFound = page.getByTestId('product-not-found');
    await expect(notFound).toBeVisible();
    await notFound
      .getByRole('button', { name: /Add Product Information|Add This Product/ })
      .click();
    // The form refuses an empty name with the spec's rule before anything is sent.
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product name is required')).toBeVisible();
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('Beverages');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, 'New product added to database')).toBeVisible();
    await expect(page.getByTestId('known-product').getByRole('heading', { name })).toBeVisible();

    // Scanning the same code again shows the product from the database (and is not counted again).
    await page.reload();
    await scanWithCamera(page);
    await expect(page.getByTestId('known-product').getByRole('heading', { name })).toBeVisible();

    // A second distinct code, typed in: the free plan's second scan.
    const demo = await popularEan13Product(request);
    await lookUpByHand(page, demo.barcode);
    await expect(
      page.getByTestId('known-product').getByRole('heading', { name: demo.name }),
    ).toBeVisible();

    // The third distinct barcode of the month is refused by the server with the spec's message:
    // one banner, announced, no toast over it, and the way on is the checkout with Premium chosen.
    await lookUpByHand(page, unknownEan13());
    const refused = page.getByTestId('scan-limit-banner');
    await expect(refused).toContainText(usageMessages.scanLimit(0));
    await expect(refused.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing?plan=premium',
    );
    await expect(page.locator('.limit-banner')).toHaveCount(1);
    await expect(toast(page, usageMessages.scanLimit(0))).toHaveCount(0);
    await expect(page.getByTestId('scan-usage')).toContainText('0 scans remaining this month');

    // As in a fresh browser (no scan history here): a code already scanned this month is still
    // looked up, because the server decides, and it is free.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('shop-scanner.scan-history.'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await page.reload();
    await lookUpByHand(page, demo.barcode);
    await expect(
      page.getByTestId('known-product').getByRole('heading', { name: demo.name }),
    ).toBeVisible();
    await expect(page.locator('.limit-banner')).toHaveCount(1);

    // The new product is in the catalogue at once.
    await page.goto(`/products?query=${encodeURIComponent(name)}`);
    await expect(
      page.getByTestId('product-card').getByRole('link', { name, exact: true }),
    ).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('the manual entry refuses a malformed code with the spec message and looks nothing up', async ({
  page,
}) => {
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  await page.goto('/scan');
  await lookUpByHand(page, '1234567');
  await expect(page.getByText('Invalid barcode format. Please try again.')).toBeVisible();
  await expect(page.getByTestId('scan-result')).toHaveCount(0);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a scan shows one toast, with the scans left in it, across the screen`, async ({
    page,
    request,
  }) => {
    // Prepare: a free shopper has two scans a month.
    const product = await popularEan13Product(request);
    await page.setViewportSize(viewport);
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await page.goto('/scan');

    // Act
    await lookUpByHand(page, product.barcode);

    // Assess: one toast says the code and the one scan left, and offers the upgrade.
    await expect(page.getByTestId('scan-usage')).toContainText('1 scan remaining this month');
    const toasts = page.locator('.toast');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(productMessages.scannedWithRemaining(product.barcode, 1));
    await expect(toasts.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    // Readable: whole on the screen, its words on most of the screen's width, not in a column.
    const message = toasts.locator('.toast__message');
    await expect(message).toBeInViewport({ ratio: 1 });
    const box = await message.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(Math.min(viewport.width * 0.6, 300));
    // Still one a moment later: nothing follows it.
    await page.waitForTimeout(1000);
    await expect(toasts).toHaveCount(1);
  });
}
