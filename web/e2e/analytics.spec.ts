/**
 * A shopper's usage goes to the API as the spec's Analytics section says: queued in the page and
 * sent as one batch with plain fetch 5 s after the last tracked event; with Global Privacy
 * Control on, nothing is ever sent. The shopper moves within the app (links, not page loads), so
 * the queue lives through the navigation.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { demoCatalogueLoaded } from './catalogue';
import { newAccount, register } from './helpers';

const isAnalytics = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events';

interface SentEvent {
  event: string;
  properties: Record<string, unknown>;
  url: string;
}

/** Every analytics request the page sends, with when it was sent. */
const recordAnalytics = (page: Page) => {
  const sent: { at: number; events: SentEvent[] }[] = [];
  page.on('request', (request) => {
    if (isAnalytics(request)) {
      sent.push({
        at: Date.now(),
        events: (request.postDataJSON() as { events: SentEvent[] }).events,
      });
    }
  });
  return sent;
};

/**
 * From the products page to the first product's page by its link, then Compare prices (a new
 * shopper's first comparison of it); answers the product's id and when the comparison's answer
 * came. `onProducts` runs once the products page shows.
 */
const compareFirstProduct = async (
  page: Page,
  onProducts: () => void = () => {},
): Promise<{ productId: string; comparedAt: number }> => {
  await page.goto('/products');
  const link = page.getByTestId('product-card').first().getByRole('link').first();
  await expect(link).toBeVisible();
  onProducts();
  const comparison = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/price-comparison'),
    { timeout: 20_000 },
  );
  await link.click();
  const compare = page.getByRole('button', { name: /^Compare prices/ });
  await compare.click();
  const answer = await comparison;
  expect(answer.status()).toBe(200);
  const productId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  return { productId, comparedAt: Date.now() };
};

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("sends a shopper's page views and comparison as one batch about 5 s after the last", async ({
      page,
      request,
    }) => {
      // Prepare: a shopper of their own (a comparison uses one of the month's), signed in
      await demoCatalogueLoaded(request);
      await register(page, newAccount('consumer'));
      await expect(page).toHaveURL('/');
      let sent: ReturnType<typeof recordAnalytics> = [];

      // Act: what registering queued went with the page's beacon as /products loaded
      const { productId, comparedAt } = await compareFirstProduct(page, () => {
        sent = recordAnalytics(page);
      });
      const request_ = await page.waitForRequest(isAnalytics, { timeout: 15_000 });
      const sentAfterMs = Date.now() - comparedAt;
      const answer = await request_.response();

      // Assess
      expect(answer?.status()).toBe(200);
      expect(sentAfterMs).toBeGreaterThan(4_000);
      expect(sentAfterMs).toBeLessThan(8_000);
      expect(sent).toHaveLength(1);
      const events = sent[0]!.events;
      expect(events.map((e) => e.event)).toEqual(['page_view', 'page_view', 'comparison']);
      expect(events[0]?.url).toMatch(/\/products$/);
      expect(events[1]?.properties).toEqual({ productId });
      expect(events[2]?.properties).toEqual({ productId });
      for (const e of events) expect(e.url).not.toMatch(/[?#]/);
      expect(await answer?.json()).toEqual({ accepted: 3, dropped: 0, stored: true });
    });
  });
}

test('hands the queued events to the beacon when the page hides before the batch was due', async ({
  page,
  request,
}) => {
  // Prepare
  await demoCatalogueLoaded(request);
  // A beacon's body is not readable from here (Chromium does not expose a Blob body): its kind
  // and the server's answer, which counts what it took, say what went.
  const answers: { kind: string; status: number; body: unknown }[] = [];
  page.on('response', async (response) => {
    if (!isAnalytics(response.request())) return;
    answers.push({
      kind: response.request().resourceType(),
      status: response.status(),
      body: await response.json(),
    });
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // Act: the page hides well within the 5 s. The event the browser fires as a page is left,
  // dispatched on a page that stays, so the beacon's answer can still be read here.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));

  // Assess
  await expect.poll(() => answers.length, { timeout: 3_000 }).toBeGreaterThan(0);
  expect(answers).toEqual([
    { kind: 'ping', status: 200, body: { accepted: 1, dropped: 0, stored: true } },
  ]);
});

test('sends nothing, not even as the page hides, when the browser sends Global Privacy Control', async ({
  page,
  request,
}) => {
  // Prepare
  await demoCatalogueLoaded(request);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
  });
  const sent = recordAnalytics(page);

  // Act: page views past the batch's 5 s, then a page load (the page hides)
  await page.goto('/products');
  const link = page.getByTestId('product-card').first().getByRole('link').first();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(7_000);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Compare plans' })).toBeVisible();
  await page.waitForTimeout(6_000);

  // Assess
  expect(sent).toEqual([]);
});
