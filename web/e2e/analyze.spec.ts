/**
 * Store analysis end to end: /analyze
 * reads the loopback fixture stores the local stack starts (listed in /config.json), shows the
 * verdict with its evidence point by point, keeps the free plan's two distinct stores a month,
 * and the scan page's url tab reads a product page, finds it in the catalogue and judges its store.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { usageMessages } from '@shop-scanner/shared/messages';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { demoCatalogueLoaded } from './catalogue';
import { newAccount, register, toast } from './helpers';

type DemoStore = NonNullable<ReturnType<typeof runtimeConfigSchema.parse>['demoStores']>[number];

/** The fixture stores /config.json offers, found by their label. */
const demoStores = async (request: APIRequestContext) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  const stores = runtimeConfigSchema.parse(await response.json()).demoStores ?? [];
  const byLabel = (label: RegExp): DemoStore => {
    const store = stores.find((s) => label.test(s.label));
    if (!store) throw new Error(`config.json lists no demo store labelled ${String(label)}`);
    return store;
  };
  return {
    brand: byLabel(/brand/i),
    dropship: byLabel(/dropshipping/i),
    pod: byLabel(/print-on-demand/i),
  };
};

/** How the store is named in the verdict and the recent analyses: its host and port. */
const storeKey = (url: string) => new URL(url).host;

const freeShopper = async (page: Page) => {
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
};

const analyze = async (page: Page, url: string) => {
  await page.getByLabel('Store URL').fill(url);
  await page.getByRole('button', { name: 'Analyze Store' }).click();
};

const recentStores = (page: Page) =>
  page.getByTestId('recent-analyses').locator('.analyze-recent__store');

/** One rule of the evidence list, found by its label. */
const evidenceItem = (page: Page, label: string) =>
  page.getByTestId('verdict-evidence').getByRole('listitem').filter({ hasText: label });

/** Opens one of the verdict's closed parts by its summary. */
const openPart = async (page: Page, testId: string) => {
  const part = page.getByTestId(testId);
  await part.locator('summary').click();
  await expect(part).toHaveAttribute('open', '');
};

/** "See all N points of evidence" under the leading reasons. */
const showAllEvidence = async (page: Page) => {
  await page.getByRole('button', { name: /^See all \d+ points of evidence$/ }).click();
  await expect(page.getByTestId('verdict-evidence')).toBeVisible();
};

/** "+8 points" or "\u221212 points" as a signed number. */
const pointsOf = (text: string) => Number(text.replace('\u2212', '-').replace(/[^\d-]/g, ''));

/** The store score's rules as the full evidence lists them: rule id and points. */
const storeScoreRules = async (page: Page) =>
  page
    .getByTestId('evidence-store')
    .locator('li.evidence')
    .evaluateAll((items) =>
      items.map((li) => ({
        rule: li.getAttribute('data-rule') ?? '',
        points: li.querySelector('.evidence__points')?.textContent ?? '',
      })),
    );

test.describe('store analysis', () => {
  test('a free shopper analyses two stores, sees the evidence, and a third store is refused', async ({
    page,
    request,
  }) => {
    // Prepare
    const stores = await demoStores(request);
    await freeShopper(page);
    await page.goto('/analyze');
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '2 store analyses remaining this month',
    );

    // Act: the brand's shop, typed in.
    await analyze(page, stores.brand.url);

    // Assess: the verdict, its evidence point by point, the toast and the recent analyses.
    await expect(toast(page, storeAnalysisMessages.completed)).toBeVisible();
    const verdict = page.getByTestId('store-verdict');
    await expect(verdict.getByRole('heading', { name: storeKey(stores.brand.url) })).toBeVisible();
    await expect(verdict.getByTestId('verdict-score')).toHaveAttribute('data-band', 'high');
    await expect(verdict.getByTestId('verdict-score')).toHaveText(
      /Authenticity score \d+\/100High authenticity/,
    );
    // The brand's products publish their barcodes: mass produced goods under a brand.
    await expect(verdict.getByTestId('verdict-product-type')).toHaveText('Mass produced');
    // The full evidence opens on demand, one tap under the leading reasons.
    await expect(page.getByTestId('verdict-evidence')).toBeHidden();
    await showAllEvidence(page);
    const returns = evidenceItem(page, 'Return policy found');
    await expect(returns.locator('.evidence__points')).toHaveText(/^\+\d+ points$/);
    await expect(returns).toContainText('answered HTTP 200');
    await expect(returns.getByRole('link')).toHaveAttribute('href', /\/policies\/refund-policy$/);
    const contact = evidenceItem(page, 'Contact details published');
    await expect(contact.locator('.evidence__points')).toHaveText(/^\+\d+ points$/);
    await expect(contact).toContainText('on the contact page');
    await expect(recentStores(page)).toHaveText([storeKey(stores.brand.url)]);
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '1 store analysis remaining this month',
    );

    // Act: the dropshipping shop, the second distinct store of the month.
    await analyze(page, stores.dropship.url);

    // Assess: its risk evidence, with points taken off.
    await expect(
      page
        .getByTestId('store-verdict')
        .getByRole('heading', { name: storeKey(stores.dropship.url) }),
    ).toBeVisible();
    await expect(page.getByTestId('verdict-product-type')).toHaveText('Dropshipped');
    await expect(page.getByTestId('verdict-risk')).toHaveText('High risk');
    await openPart(page, 'verdict-more-risk');
    await expect(page.getByTestId('verdict-risk-factors')).toContainText(
      'Long delivery time or overseas dispatch',
    );
    await showAllEvidence(page);
    const shipping = evidenceItem(page, 'Long delivery time or overseas dispatch');
    await expect(shipping.locator('.evidence__points')).toHaveText(/^\u2212\d+ points$/);
    await expect(shipping).toContainText('business days');
    await expect(recentStores(page)).toHaveText([
      storeKey(stores.dropship.url),
      storeKey(stores.brand.url),
    ]);
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '0 store analyses remaining this month',
    );

    // Act: a third distinct store.
    await analyze(page, stores.pod.url);

    // Assess: refused with the spec's message, one banner, nothing added to the recent analyses.
    const refused = page.getByTestId('analysis-limit-banner');
    await expect(refused).toContainText(usageMessages.storeAnalysisLimit(0));
    await expect(refused.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing?plan=premium',
    );
    await expect(page.locator('.limit-banner')).toHaveCount(1);
    await expect(page.getByTestId('store-verdict')).toHaveCount(0);
    await expect(recentStores(page)).toHaveText([
      storeKey(stores.dropship.url),
      storeKey(stores.brand.url),
    ]);

    // Act: the first store again, after a reload (so nothing is left from the page's state).
    await page.reload();
    await analyze(page, stores.brand.url);

    // Assess: a repeat within the month is still allowed, and free.
    await expect(toast(page, storeAnalysisMessages.completed)).toBeVisible();
    await expect(
      page.getByTestId('store-verdict').getByRole('heading', { name: storeKey(stores.brand.url) }),
    ).toBeVisible();
    await expect(page.getByTestId('analysis-limit-banner')).toHaveCount(0);
    await expect(recentStores(page).first()).toHaveText(storeKey(stores.brand.url));
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '0 store analyses remaining this month',
    );
  });

  test('a malformed address and one the server refuses to read use no analysis', async ({
    page,
  }) => {
    // Prepare
    await freeShopper(page);
    await page.goto('/analyze');
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '2 store analyses remaining this month',
    );

    // Act: an address that is not a URL at all.
    await analyze(page, 'not a store address');

    // Assess: the field's error, nothing sent.
    await expect(page.getByText(storeAnalysisMessages.invalidUrl)).toBeVisible();
    await expect(page.getByLabel('Store URL')).toBeFocused();
    await expect(page.getByTestId('analysis-result')).toBeEmpty();

    // Act: the cloud metadata address, which the server's safe fetcher never reads.
    await analyze(page, 'http://169.254.169.254/');

    // Assess: the spec's message with the server's reason, and the allowance untouched.
    const failure = page.getByTestId('analysis-failure');
    await expect(failure).toContainText(storeAnalysisMessages.failedUrl);
    await expect(page.getByTestId('analysis-failure-detail')).toContainText(
      '169.254.169.254 is not a public address',
    );
    await expect(page.getByText(storeAnalysisMessages.invalidUrl)).toHaveCount(0);

    // Act: a loopback port that is no store.
    await analyze(page, 'http://127.0.0.1:22/');

    // Assess
    await expect(failure).toContainText(storeAnalysisMessages.failedUrl);
    await expect(page.getByTestId('analysis-failure-detail')).toContainText('port 22');

    // Neither used an analysis, as the server counts (read again from a fresh page).
    await page.reload();
    await expect(page.getByTestId('analysis-usage')).toContainText(
      '2 store analyses remaining this month',
    );
    await expect(page.getByText('No analyses yet.')).toBeVisible();
  });
});

test.describe('the verdict leads with its answer', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the first screen shows the verdict and its three weightiest reasons; the full evidence opens on demand`, async ({
      page,
      request,
    }) => {
      // Prepare
      const { dropship } = await demoStores(request);
      await page.setViewportSize(viewport);
      await freeShopper(page);
      await page.goto('/analyze');

      // Act
      await analyze(page, dropship.url);

      // Assess: the verdict and three reasons, whole, on the screen the result lands on.
      const verdict = page.getByTestId('store-verdict');
      await expect(verdict.getByTestId('verdict-score')).toBeInViewport({ ratio: 1 });
      await expect(verdict.getByTestId('verdict-product-type')).toHaveText('Dropshipped');
      await expect(verdict.getByTestId('verdict-product-type')).toBeInViewport({ ratio: 1 });
      const reasons = verdict.getByTestId('verdict-top-reasons').locator('li.evidence');
      await expect(reasons).toHaveCount(3);
      for (const reason of await reasons.all()) {
        await expect(reason).toBeInViewport({ ratio: 1 });
      }
      // Everything else is closed.
      await expect(verdict.getByTestId('verdict-evidence')).toBeHidden();
      await expect(verdict.getByTestId('verdict-store')).toBeHidden();
      await expect(verdict.getByTestId('verdict-pages')).toBeHidden();
      expect(await verdict.locator('details[open]').count()).toBe(0);

      // Act: one tap for the full evidence.
      await showAllEvidence(page);

      // Assess: the summary has the focus; the three reasons are the store score's weightiest
      // rules (its starting points and its clamp aside), each listed there with the same points.
      await expect(page.getByTestId('verdict-more-evidence').locator('summary')).toBeFocused();
      const rules = (await storeScoreRules(page)).filter(
        (r) => !/\.(base|clamp)$/.test(r.rule) && pointsOf(r.points) !== 0,
      );
      const leading = await reasons.evaluateAll((items) =>
        items.map((li) => ({
          rule: li.getAttribute('data-rule') ?? '',
          points: li.querySelector('.evidence__points')?.textContent ?? '',
        })),
      );
      for (const reason of leading) expect(rules).toContainEqual(reason);
      const weakestLeading = Math.min(...leading.map((r) => Math.abs(pointsOf(r.points))));
      const others = rules.filter((r) => !leading.some((l) => l.rule === r.rule));
      for (const other of others) {
        expect(Math.abs(pointsOf(other.points))).toBeLessThanOrEqual(weakestLeading);
      }
    });
  }
});

test.describe('the demo stores', () => {
  test('/analyze and the url tab offer the demo stores of /config.json to try', async ({
    page,
    request,
  }) => {
    // Prepare
    const stores = await demoStores(request);
    await freeShopper(page);

    // Act
    await page.goto('/analyze');

    // Assess: every demo store is offered; one press analyses it.
    const examples = page.getByTestId('url-examples');
    await expect(examples).toContainText('Try a demo store');
    for (const store of [stores.brand, stores.dropship, stores.pod]) {
      await expect(examples.getByRole('button', { name: store.label })).toBeVisible();
    }
    await examples.getByRole('button', { name: stores.dropship.label }).click();
    await expect(page.getByLabel('Store URL')).toHaveValue(stores.dropship.url);
    await expect(
      page
        .getByTestId('store-verdict')
        .getByRole('heading', { name: storeKey(stores.dropship.url) }),
    ).toBeVisible();

    // Act: the url tab offers the demo stores' product pages.
    await page.goto('/scan?tab=url');

    // Assess
    await expect(page.getByTestId('url-examples')).toContainText('Try a demo product');
    await expect(
      page.getByTestId('url-examples').getByRole('button', { name: stores.brand.label }),
    ).toBeVisible();
  });
});

/** The Product a page publishes in its JSON-LD (top level or in an @graph). */
const productJsonLd = async (request: APIRequestContext, url: string) => {
  const html = await (await request.get(url)).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown>;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data];
  });
  const product = blocks.find((b) => b['@type'] === 'Product');
  if (!product) throw new Error(`${url} publishes no Product in JSON-LD`);
  return product as {
    name: string;
    description?: string;
    image?: string | string[];
    brand: { name: string };
    offers: { price?: number | string; gtin13?: number | string; availability?: string }[];
  };
};

/** Which JSON-LD property each row of the url tab's 'What the page says' is read from. */
const publishedFields = (product: Awaited<ReturnType<typeof productJsonLd>>): string[] => {
  const offer = product.offers[0] ?? {};
  return [
    ['name', product.name],
    ['price', offer.price],
    ['brand', product.brand.name],
    ['gtin', offer.gtin13],
    ['availability', offer.availability],
    ['description', product.description],
    ['images', product.image],
  ].flatMap(([field, value]) => (value === undefined ? [] : [`fact-${String(field)}`]));
};

test.describe('the url tab', () => {
  test('an empty address is refused; a product page shows what it says, its catalogue entry and its store', async ({
    page,
    request,
  }) => {
    // Prepare
    const { brand } = await demoStores(request);
    const productUrl = brand.productUrl;
    if (!productUrl) throw new Error('The brand shop lists no product page in /config.json');
    await demoCatalogueLoaded(request);
    const published = await productJsonLd(request, productUrl);
    const offer = published.offers[0]!;
    const gtin = String(offer.gtin13);
    await freeShopper(page);
    await page.goto('/scan');
    await page.getByRole('tab', { name: 'URL' }).click();
    const urlTab = page.getByTestId('product-url-check');

    // Act: nothing typed.
    await urlTab.getByRole('button', { name: 'Check Product' }).click();

    // Assess
    await expect(urlTab.getByText(storeAnalysisMessages.productUrlRequired)).toBeVisible();
    await expect(urlTab.getByTestId('product-url-result')).toHaveCount(0);

    // Act: the brand shop's product page.
    await urlTab.getByLabel('Product URL').fill(productUrl);
    await urlTab.getByRole('button', { name: 'Check Product' }).click();

    // Assess: what the page says, as it says it.
    const result = urlTab.getByTestId('product-url-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('fact-name')).toContainText(published.name);
    await expect(result.getByTestId('fact-price')).toContainText(
      `$${Number(offer.price).toFixed(2)}`,
    );
    await expect(result.getByTestId('fact-brand')).toContainText(published.brand.name);
    await expect(result.getByTestId('fact-gtin')).toContainText(gtin);
    await expect(result.getByTestId('fact-name')).toContainText('(from JSON-LD)');
    // No invented field: every row shown is one the page published.
    const shownFacts = await result
      .getByTestId('product-facts')
      .locator('[data-testid^="fact-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    expect(shownFacts.length).toBeGreaterThanOrEqual(4);
    expect(publishedFields(published)).toEqual(expect.arrayContaining(shownFacts));

    // The catalogue entry, matched by that barcode, links to the product's page.
    const match = result.getByTestId('catalogue-match');
    await expect(match.getByTestId('catalogue-matched-by')).toHaveText('Matched by barcode');
    const link = match.getByRole('link', { name: published.name });
    await expect(link).toHaveAttribute('href', /^\/products\/[^/]+$/);
    const productId = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!);
    const catalogueEntry = await request.get(`/api/products/${encodeURIComponent(productId)}`);
    expect(catalogueEntry.status()).toBe(200);
    expect(((await catalogueEntry.json()) as { barcode: string }).barcode).toBe(gtin);

    // The store's verdict; a Shopify shop publishes no seller rating or sales, so none is shown.
    const verdict = result.getByTestId('store-verdict');
    await expect(verdict.getByRole('heading', { name: storeKey(productUrl) })).toBeVisible();
    await expect(verdict.getByTestId('verdict-score')).toHaveText(/\d+\/100/);
    await expect(verdict.getByTestId('verdict-product-type')).not.toBeEmpty();
    await expect(verdict.getByTestId('verdict-seller-rating')).toHaveCount(0);
    await expect(verdict.getByTestId('verdict-total-sales')).toHaveCount(0);
    await expect(toast(page, storeAnalysisMessages.completed)).toBeVisible();

    // Assess: the catalogue product's page is one press away.
    await link.click();
    await expect(page).toHaveURL(`/products/${encodeURIComponent(productId)}`);
    await expect(page.getByRole('heading', { name: published.name, level: 1 })).toBeVisible();
  });
});
