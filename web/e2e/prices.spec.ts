/**
 * The price comparison section end to end: opening
 * a product page spends nothing and its first screen shows the price, at 375 and 1280 px; a
 * shopper compares a demo product when they press Compare prices, filters and sorts its stores,
 * switches the trend's periods, sets and deletes an alert and reports a price; a demo-market day
 * moves a product's price and trend on its page; a free shopper's third distinct comparison of
 * the month is refused.
 *
 * Every test that compares signs a new shopper in first: a comparison uses the viewer's
 * allowance, and guests' allowance is kept by address, one for every e2e test (127.0.0.1).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { usageMessages } from '@shop-scanner/shared/messages';
import { formatUsd, priceMessages, priceTrendLabels } from '@shop-scanner/shared/price-rules';
import { priceTrendListSchema, type PriceTrendEntry } from '@shop-scanner/shared/prices';
import {
  productSchema,
  searchResultSchema,
  type Product,
  type ProductSummary,
  type StoreOffer,
} from '@shop-scanner/shared/products';
import { demoCatalogueLoaded, popularProducts } from './catalogue';
import { runJob } from './jobs';
import { newAccount, register, toast } from './helpers';

const getProduct = async (request: APIRequestContext, id: string): Promise<Product> => {
  const response = await request.get(`/api/products/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return productSchema.parse(await response.json());
};

/** The first popular demo product (read from the public API, free) that `fits`. */
const popularProductWhere = async (
  request: APIRequestContext,
  fits: (product: Product) => boolean,
  what: string,
): Promise<Product> => {
  for (const summary of await popularProducts(request)) {
    const product = await getProduct(request, summary.id);
    if (fits(product)) return product;
  }
  throw new Error(`No popular demo product ${what}`);
};

const signedInShopper = async (page: Page) => {
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
};

const priceSection = (page: Page) => page.getByRole('region', { name: 'Price comparison' });

const openProduct = async (page: Page, product: Pick<Product, 'id' | 'name'>) => {
  await page.goto(`/products/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
};

const storeCards = (section: Locator) => section.getByTestId('store-card');
const shownStores = (section: Locator) => storeCards(section).locator('.price-card__store');
const shownTotals = async (section: Locator) =>
  (await storeCards(section).getByTestId('total-cost').allTextContents()).map((t) =>
    Number(t.replace(/[^0-9.]/g, '')),
  );
const byName = (a: string, b: string) => a.localeCompare(b, 'en-US', { sensitivity: 'base' });
const inStock = (product: Product) => product.stores.filter((s) => s.inStock);
/** Total cost = price plus shipping (zero when free), to the cent. */
const totalOf = (offer: StoreOffer) =>
  Math.round((offer.price + (offer.shipping.free ? 0 : offer.shipping.cost)) * 100) / 100;

const compareButton = (section: Locator) => section.getByTestId('compare-prices');

/** Presses Compare prices, and waits for the comparison's first cards. */
const comparePrices = async (section: Locator) => {
  await compareButton(section).click();
  await expect(storeCards(section).first()).toBeVisible();
};

/** Every store's card: the first few show at once, the rest behind 'Show all'. */
const showAllStores = async (section: Locator) => {
  const more = section.getByTestId('show-all-stores');
  if (await more.isVisible()) await more.click();
  await expect(more).toHaveCount(0);
};

/** The month's comparisons and searches used, as the shopper's /subscription shows them. */
const comparisonsUsed = async (page: Page): Promise<string | null> => {
  await page.goto('/subscription');
  return page
    .getByTestId('usage-crossPlatformSearch')
    .getByRole('meter')
    .getAttribute('aria-valuenow');
};

/** The chosen tab's panel has settled: filters and sorts keep the old cards (busy) until then. */
const settled = (section: Locator) =>
  expect(section.locator('.prices-stores')).not.toHaveAttribute('aria-busy', 'true');

const openPanel = (section: Locator, name: 'Stores' | 'Price trend' | 'Price alerts') =>
  section.getByRole('tablist', { name: 'Price details' }).getByRole('tab', { name }).click();

const period = (section: Locator, name: string) =>
  section.getByRole('tablist', { name: 'Trend period' }).getByRole('tab', { name });

test('a shopper compares a demo product: filters and sorts the stores, switches trend periods, sets and deletes an alert, reports a price', async ({
  page,
  request,
}) => {
  test.slow(); // Registers, compares, filters, sorts, opens every panel and reports: many steps.

  // Prepare: a demo product sold by three stores or more, some of them out of stock.
  const product = await popularProductWhere(
    request,
    (p) => p.stores.length >= 3 && inStock(p).length >= 2 && inStock(p).length < p.stores.length,
    'has three stores or more, two in stock and one out of stock',
  );
  const all = product.stores.length;
  const available = inStock(product);
  await signedInShopper(page);
  await openProduct(page, product);
  const prices = priceSection(page);
  await expect(compareButton(prices)).toHaveText('Compare prices · 2 of 2 left this month');

  // Act
  await comparePrices(prices);
  await showAllStores(prices);

  // Assess: every store with its total (price plus shipping), cheapest first, and the month's
  // first comparison used.
  const status = prices.getByTestId('comparison-status');
  await expect(status).toHaveText(`${all} stores sell it`);
  await expect(storeCards(prices)).toHaveCount(all);
  await settled(prices);
  const totals = await shownTotals(prices);
  expect(totals).toEqual(product.stores.map(totalOf).sort((a, b) => a - b));
  await expect(prices.getByTestId('comparisons-remaining')).toHaveText(
    '1 of 2 comparisons left this month, shared with searches',
  );
  await expect(compareButton(prices)).toHaveCount(0);
  await expect(prices.getByTestId('stores-available')).toContainText(
    `${available.length} of ${all} stores in stock`,
  );

  // Act: in stock only, sorted by store name.
  await prices.getByLabel('In stock only').check();
  await prices.getByLabel('Sort by').selectOption({ label: 'Store name: A to Z' });

  // Assess: the in-stock stores, A to Z, and refiltering cost nothing.
  await expect(status).toHaveText(`${available.length} of ${all} stores match the filters`);
  await settled(prices);
  await expect(shownStores(prices)).toHaveText(available.map((s) => s.name).sort(byName));
  await expect(storeCards(prices).filter({ hasText: 'Out of Stock' })).toHaveCount(0);

  // Act: the dearest total first, every store again.
  await prices.getByLabel('Sort by').selectOption({ label: 'Total cost: highest first' });
  await prices.getByRole('button', { name: 'Clear filters (1)' }).click();

  // Assess
  await expect(status).toHaveText(`${all} stores sell it`);
  await settled(prices);
  const descending = await shownTotals(prices);
  expect(descending).toEqual([...totals].sort((a, b) => b - a));
  await expect(prices.getByTestId('comparisons-remaining')).toHaveText(
    '1 of 2 comparisons left this month, shared with searches',
  );

  // Act: the price trend, on its default period.
  await openPanel(prices, 'Price trend');

  // Assess: 30 days by default, with its chart and the last prices listed.
  await expect(period(prices, '30d')).toHaveAttribute('aria-selected', 'true');
  const summary = prices.getByTestId('trend-summary');
  await expect(summary).toContainText('over 30 days');
  await expect(prices.getByRole('img', { name: /, last 30 days: / })).toBeVisible();
  const listed = prices.getByTestId('trend-point');
  await expect(listed.first()).toBeVisible();
  expect(await listed.count()).toBeLessThanOrEqual(5);
  await expect(prices).toContainText('per day');

  // Act + Assess: each period shows its own series, sampled to fit the chart's 30 points.
  for (const [name, words, per] of [
    ['24h', '24 hours', 'per hour'],
    ['7d', '7 days', 'per 6 hours'],
    ['90d', '90 days', 'per 3 days'],
  ] as const) {
    await period(prices, name).click();
    await expect(period(prices, name)).toHaveAttribute('aria-selected', 'true');
    await expect(period(prices, '30d')).toHaveAttribute('aria-selected', 'false');
    await expect(summary).toContainText(`over ${words}`);
    await expect(prices).toContainText(per);
    await expect(prices.getByRole('img', { name: new RegExp(`, last ${words}: `) })).toBeVisible();
    expect(await listed.count()).toBeLessThanOrEqual(5);
  }

  // Act: an alert below the lowest price, at the cheapest in-stock store, after an empty try.
  const cheapest = [...available].sort((a, b) => a.price - b.price)[0]!;
  const target = Math.floor(cheapest.price * 80) / 100;
  await openPanel(prices, 'Price alerts');
  await expect(prices.getByRole('heading', { name: priceMessages.noAlerts })).toBeVisible();
  await prices.getByRole('button', { name: 'Create alert' }).click();
  await expect(prices.getByText(priceMessages.targetPriceRequired)).toBeVisible();
  await expect(prices.getByLabel('Target price ($)')).toBeFocused();
  await prices.getByLabel('Target price ($)').fill(String(target));
  await prices.getByLabel('Store', { exact: true }).selectOption(cheapest.name);
  await prices.getByRole('button', { name: 'Create alert' }).click();

  // Assess: the spec's toast, and the alert listed as active (its target is not reached).
  await expect(toast(page, priceMessages.alertCreated)).toBeVisible();
  const alert = prices.getByTestId('price-alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`${formatUsd(target)} at ${cheapest.name}`);
  await expect(alert.locator('[data-status]')).toHaveText('Active');

  // Act: delete it.
  await alert
    .getByRole('button', {
      name: `Delete the price alert for ${formatUsd(target)} at ${cheapest.name}`,
    })
    .click();

  // Assess
  await expect(toast(page, priceMessages.alertDeleted)).toBeVisible();
  await expect(prices.getByTestId('price-alert')).toHaveCount(0);
  await expect(prices.getByRole('heading', { name: priceMessages.noAlerts })).toBeVisible();

  // Act: report a price 10 cents under a middle store's, near the other stores' prices.
  const middle = [...available].sort((a, b) => a.price - b.price)[
    Math.floor(available.length / 2)
  ]!;
  const reported = Math.round((middle.price - 0.1) * 100) / 100;
  await openPanel(prices, 'Stores');
  await settled(prices);
  await showAllStores(prices);
  await prices.getByRole('button', { name: 'Report a price' }).click();
  const form = prices.getByTestId('report-price-form');
  await form.getByLabel('Store name').fill(middle.name);
  await form.getByLabel('Price ($)').fill(String(reported));
  await form.getByRole('button', { name: 'Report price' }).click();

  // Assess: accepted, and the store's card shows it as the shopper's price, totals and all.
  await expect(form.getByTestId('report-outcome')).toContainText(priceMessages.reportSaved);
  const reportedCard = prices.locator(`[data-testid="store-card"][data-store="${middle.name}"]`);
  await expect(reportedCard.getByTestId('total-cost')).toHaveText(
    formatUsd(totalOf({ ...middle, price: reported })),
  );
  await expect(reportedCard).toContainText(`${formatUsd(reported)} +`);
  await expect(reportedCard).toContainText('Source: Reported by a shopper');
  // A report carries only what the shopper said: no was-price of the store's is claimed for it.
  await expect(reportedCard.getByTestId('discount')).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// A demo-market day

/** What the demo market's job answers (functions/src/events/demo-market/handler.ts). */
interface MarketDayAnswer {
  readonly day: string;
  readonly ran: boolean;
}

const isMarketDayAnswer = (value: unknown): value is MarketDayAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MarketDayAnswer).day === 'string' &&
  typeof (value as MarketDayAnswer).ran === 'boolean';

const mapConcurrently = async <T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!);
      }
    }),
  );
  return results;
};

/**
 * Every demo product's card (its average price), browsing category by category: free, like
 * Popular Products, and the same figures the search pages show.
 */
const catalogueCards = async (request: APIRequestContext): Promise<Map<string, ProductSummary>> => {
  await demoCatalogueLoaded(request);
  const categories = (await (await request.get('/api/products/categories')).json()) as string[];
  const cards = new Map<string, ProductSummary>();
  await mapConcurrently(categories, 4, async (category) => {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const response = await request.get('/api/products/search', {
        params: { category, limit: 50, page },
      });
      expect(response.status()).toBe(200);
      const result = searchResultSchema.parse(await response.json());
      for (const card of result.products) if (card.source === 'demo') cards.set(card.id, card);
      pages = result.totalPages;
    }
  });
  return cards;
};

/** The 30-day trend (the default period) of each product: free and public. */
const monthTrends = async (
  request: APIRequestContext,
  ids: readonly string[],
): Promise<Map<string, PriceTrendEntry>> => {
  const entries = await mapConcurrently(ids, 8, async (id) => {
    const response = await request.get(`/api/products/${encodeURIComponent(id)}/price-trend`);
    expect(response.status()).toBe(200);
    const month = priceTrendListSchema.parse(await response.json()).find((e) => e.period === '30d');
    if (!month) throw new Error(`${id} has no 30-day trend`);
    return [id, month] as const;
  });
  return new Map(entries);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Products whose trends the market test reads. A day moves both the average and the lowest
 * in-stock price of about one demo product in twelve (8 of 100 in one measured run), so the
 * chance that it moves none of 200 is below one in ten million.
 */
const WATCHED_PRODUCTS = 200;

/** `count` of `items`, evenly spread (the cards come category by category). */
const spreadOf = <T>(items: readonly T[], count: number): T[] => {
  const step = Math.max(1, Math.ceil(items.length / count));
  return items.filter((_, i) => i % step === 0);
};

const newestPoint = (entry: PriceTrendEntry | undefined) => entry?.data.at(-1);

test("a demo-market day moves a demo product's price and trend on its page", async ({
  page,
  request,
}) => {
  test.slow(); // Demo products are read before and after the day, which moves all of them.

  // Prepare: what the pages of demo products show now. Which products the day moves is decided
  // by the market (seeded per product and day, on the server): about half of them, and the
  // lowest in-stock price of far fewer, so the test reads enough of them to pick one the day
  // moved. Every card, in a few pages (free browsing); the trends of a spread of 200 products:
  // public reads count against the address's request rate, which all e2e tests share.
  const cardsBefore = await catalogueCards(request);
  const watched = spreadOf([...cardsBefore.keys()].sort(), WATCHED_PRODUCTS);
  const trendsBefore = await monthTrends(request, watched);

  // Act: one day of the demo market, as `npm run job -- demo-market` runs it.
  const answer = await runJob('demo-market');

  // Assess: the day ran. The config starts a fresh stack on a fresh data folder, and its own
  // timer first fires an hour after start, so today's day is always this test's to run.
  if (!isMarketDayAnswer(answer)) throw new Error(`Unexpected answer: ${JSON.stringify(answer)}`);
  expect(answer).toMatchObject({ ran: true, day: new Date().toISOString().slice(0, 10) });

  // A product whose average price and whose lowest in-stock price today both moved.
  const cardsAfter = await catalogueCards(request);
  const repriced = watched
    .map((id) => cardsAfter.get(id))
    .filter((card): card is ProductSummary => card !== undefined)
    .filter(
      (card) =>
        card.averagePrice !== null && cardsBefore.get(card.id)?.averagePrice !== card.averagePrice,
    );
  const trendsAfter = await monthTrends(
    request,
    repriced.map((c) => c.id),
  );
  const moved = repriced.find((card) => {
    const before = newestPoint(trendsBefore.get(card.id));
    const after = newestPoint(trendsAfter.get(card.id));
    return before && after && before.date === after.date && before.price !== after.price;
  });
  expect(moved, 'the day moved the lowest price of some repriced demo product').toBeDefined();
  const before = { card: cardsBefore.get(moved!.id)!, trend: trendsBefore.get(moved!.id)! };
  const after = { card: moved!, trend: trendsAfter.get(moved!.id)! };
  const [priceBefore, priceAfter] = [before.card, after.card].map((c) =>
    formatUsd(c.averagePrice!),
  );
  const [lowBefore, lowAfter] = [before.trend, after.trend].map((t) =>
    formatUsd(newestPoint(t)!.price),
  );
  expect(priceAfter).not.toBe(priceBefore);
  expect(lowAfter).not.toBe(lowBefore);

  // Act: the shopper opens its page.
  await signedInShopper(page);
  await openProduct(page, moved!);

  // Assess: the page's average price is the day's, not the one before.
  const average = page.locator('p', { has: page.getByText('Average price', { exact: true }) });
  await expect(average).toContainText(priceAfter!);
  await expect(average).not.toContainText(priceBefore!);

  // Assess: the trend's newest point (today, the lowest in-stock price) is the day's price, the
  // chart ends at it, and the summary and icon follow the series as it now is.
  const prices = priceSection(page);
  await openPanel(prices, 'Price trend');
  await expect(period(prices, '30d')).toHaveAttribute('aria-selected', 'true');
  const newest = prices.getByTestId('trend-point').first();
  await expect(newest.locator('time')).toHaveAttribute('datetime', newestPoint(after.trend)!.date);
  await expect(newest).toContainText(lowAfter!);
  await expect(newest).not.toContainText(lowBefore!);
  await expect(
    prices.getByRole('img', { name: new RegExp(`to ${escapeRegExp(lowAfter!)} on `) }),
  ).toBeVisible();
  for (const summary of ['trend-summary', 'trend-glance-summary']) {
    await expect(prices.getByTestId(summary).locator('.price-trend__icon')).toHaveAttribute(
      'data-trend',
      after.trend.trend,
    );
  }
});

// ---------------------------------------------------------------------------------------------
// The free plan's allowance

test("a free shopper's third distinct comparison of the month is refused with the spec's message", async ({
  page,
  request,
}) => {
  // Prepare: three demo products with stores, and a new free shopper (2 a month).
  const [first, second, third] = (await popularProducts(request)).slice(0, 3);
  if (!first || !second || !third) throw new Error('Fewer than three popular demo products');
  const thirdProduct = await getProduct(request, third.id);
  await signedInShopper(page);
  const prices = priceSection(page);
  const remaining = prices.getByTestId('comparisons-remaining');

  // Act: the first two products, each compared when asked.
  await openProduct(page, first);
  await comparePrices(prices);
  await expect(remaining).toHaveText('1 of 2 comparisons left this month, shared with searches');
  await openProduct(page, second);
  await expect(compareButton(prices)).toHaveText('Compare prices · 1 of 2 left this month');
  await comparePrices(prices);

  // Assess
  await expect(remaining).toHaveText('0 of 2 comparisons left this month, shared with searches');

  // Act: the first product again, this month: free, and shown at once.
  await openProduct(page, first);

  // Assess
  await expect(storeCards(prices).first()).toBeVisible();
  await expect(compareButton(prices)).toHaveCount(0);
  await expect(prices.getByTestId('comparison-limit-banner')).toHaveCount(0);

  // Act: a third distinct product.
  await openProduct(page, third);

  // Assess: refused at once with the spec's 429 text and the way on; the stores are still
  // listed, plainly, on the same cards, and no figure or filter of a comparison is shown.
  const banner = prices.getByTestId('comparison-limit-banner');
  await expect(banner).toContainText(usageMessages.comparisonLimitShort);
  await expect(banner).toContainText(priceMessages.comparisonLimitBanner);
  await expect(banner.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/pricing?plan=premium',
  );
  await expect(remaining).toHaveText('0 of 2 comparisons left this month, shared with searches');
  await expect(storeCards(prices)).toHaveCount(thirdProduct.stores.length);
  await expect(prices.getByTestId('price-summary')).toHaveCount(0);
  await expect(prices.getByText('Best deal', { exact: true })).toHaveCount(0);
  await expect(prices.getByLabel('Sort by')).toHaveCount(0);
  await expect(compareButton(prices)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Opening a product page spends nothing

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a free shopper opens a product page for free, sees its price on the first screen, and compares when asked`, async ({
    page,
    request,
  }) => {
    // Prepare: a demo product with stores in stock, and a new free shopper.
    await page.setViewportSize(viewport);
    const product = await popularProductWhere(
      request,
      (p) => inStock(p).length >= 2,
      'has two stores in stock',
    );
    const cheapest = Math.min(...inStock(product).map((s) => s.price));
    await signedInShopper(page);

    // Act
    await openProduct(page, product);

    // Assess: the first screen answers the question: the lowest price, the average with what it
    // is of, and the way to compare, all inside the viewport.
    const facts = page.getByTestId('price-facts');
    await expect(facts).toContainText(`Lowest price ${formatUsd(cheapest)}`);
    await expect(facts).toContainText(`Average price ${formatUsd(product.averagePrice!)}`);
    await expect(page.getByTestId('average-basis')).toHaveText(
      `Average of the ${inStock(product).length} stores with it in stock, shipping not included`,
    );
    const prices = priceSection(page);
    await expect(compareButton(prices)).toHaveText('Compare prices · 2 of 2 left this month');
    for (const shown of [facts, compareButton(prices)]) {
      const box = await shown.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    // The sections that open on demand are closed.
    await expect(page.locator('details.product-detail__more[open]')).toHaveCount(0);
    // The trend's glance, free: the server's own 30-day trend, in the panel's words.
    const month = (await monthTrends(request, [product.id])).get(product.id)!;
    await expect(prices.getByTestId('trend-glance')).toHaveText(
      month.data.length === 0
        ? priceMessages.noHistory
        : new RegExp(`^. ${priceTrendLabels[month.trend]} · .* over 30 days$`),
    );

    // Assess: opening the page used nothing of the month.
    expect(await comparisonsUsed(page)).toBe('0');

    // Act: compare.
    await openProduct(page, product);
    await comparePrices(prices);

    // Assess: the comparison shows, and the month's count went down by one.
    await expect(prices.getByTestId('price-summary')).toBeVisible();
    await expect(prices.getByTestId('comparisons-remaining')).toHaveText(
      '1 of 2 comparisons left this month, shared with searches',
    );
    expect(await comparisonsUsed(page)).toBe('1');
  });
}
