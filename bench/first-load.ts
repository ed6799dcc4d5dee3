/**
 * The JavaScript a browser loads on a first visit to each page, measured in Chromium against the
 * running local stack (every script response, gzip -9 as a CDN would send it), against a baseline
 * built in the same run: the smallest React 19 page Vite builds (bench/fixtures/react-baseline).
 *
 * - `/`, `/products` and `/pricing` for a signed-out visitor;
 * - `/scan`, `/pricing` and `/subscription` for a signed-in shopper (a session is stored in the browser), and then
 *   what opening the scanner adds (the decoder's worker and its WebAssembly) and what opening the
 *   checkout adds (`/pricing?checkout=premium`, the payment form), both loaded only on demand;
 * - `/products/{id}`, a demo product's page (the stack gets a small demo catalogue: the same
 *   generator and loader as `npm start`'s), signed out and signed in, with its Stores panel open as
 *   it opens; then what opening the Price trend tab adds (the trend chart, loaded only then) and
 *   when the chart's script was requested against the page's first contentful paint;
 * - `/wishlist` for a signed-in shopper, and opened on its price drops (`?show=drops`, where a
 *   notification leads), and a collection's page signed out;
 * - `/support` signed out (Help Center) and opened on Contact Us, with what opening Contact Us
 *   adds (the form's zod and react-hook-form, loaded only then), My Tickets signed in, and a
 *   ticket's page with its reply form;
 * - what pressing the floating help button adds (the widget, MiniSearch, the chat's index);
 * - `/dashboard` for a business that just registered (the seller dashboard's own route chunk);
 * - every page's first load against the 150 KB gzip budget, and a check that no script of the
 *   payment form, and no script of the trend chart, is on the first load of any page.
 *
 *   npm run bench -- first-load      (the same: npx tsx bench/run-all.ts first-load)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startLocalStack } from '../local/src/local-stack';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { repoRoot } from '../local/src/paths';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { PRODUCT_PAGE_CATALOGUE, productPageProduct, registerShopper } from './lib/demo-pages';
import { buildReactBaseline } from './lib/react-baseline';
import { kib, ratio, table } from './lib/stats';

/** design.md: the first-load JavaScript of every route stays under 150 KB gzip. */
const ROUTE_BUDGET_BYTES = 150 * 1024;
/** The trend chart's lazy chunk (web/src/components/ui/line-chart.tsx). */
const trendChart = /\/line-chart-[^/]*\.js$/;
const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

const baselineBytes = async (): Promise<number> => {
  const outDir = path.join(repoRoot, 'bench/.out/react-baseline');
  await buildReactBaseline(outDir);
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipBytes(readFileSync(path.join(assets, f))), 0);
};

interface Asset {
  readonly url: string;
  readonly kind: 'js' | 'wasm';
  readonly gzip: number;
}

/** Records every script and WebAssembly response of the page (workers' included) until read. */
const recordAssets = (page: Page) => {
  // A body that could not be read fails the figure it belongs to when that is read; one that
  // arrives after the last figure was read (the page's idle work as its context closes) is moot.
  let pending: Promise<Asset | { unread: unknown }>[] = [];
  page.context().on('response', (response) => {
    // The service worker's own downloads (its precache, fetched once the page is idle) are not
    // the page's first load: bench/sw-repeat-visit.ts reports them.
    if (response.request().serviceWorker()) return;
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('wasm') ? 'wasm' : undefined;
    if (!kind) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, kind, gzip: gzipBytes(body) }),
        (unread: unknown) => ({ unread }),
      ),
    );
  });
  return async (): Promise<Asset[]> => {
    const taken = pending;
    pending = [];
    return (await Promise.all(taken)).map((asset) => {
      if ('unread' in asset) throw asset.unread;
      return asset;
    });
  };
};

const sum = (assets: readonly Asset[], kind: Asset['kind']) =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.gzip, 0);

interface Measured {
  readonly landing: Asset[];
  readonly products: Asset[];
  readonly pricing: Asset[];
  readonly scan: Asset[];
  readonly scanner: Asset[];
  readonly pricingSignedIn: Asset[];
  readonly subscription: Asset[];
  readonly checkout: Asset[];
  readonly product: Asset[];
  readonly productSignedIn: Asset[];
  readonly trend: Asset[];
  readonly profile: Asset[];
  readonly login: Asset[];
  readonly register: Asset[];
  readonly forgotPassword: Asset[];
  readonly wishlist: Asset[];
  readonly wishlistDrops: Asset[];
  readonly collection: Asset[];
  readonly supportHelp: Asset[];
  readonly supportContactPage: Asset[];
  readonly supportContact: Asset[];
  readonly supportTickets: Asset[];
  readonly supportTicket: Asset[];
  readonly helpWidget: Asset[];
  readonly dashboard: Asset[];
  /** The product page: its path, first contentful paint and when the chart's script was asked. */
  readonly productPage: { readonly path: string; readonly fcpMs: number; readonly chartMs: number };
}

/**
 * The product page is ready when its name shows and its price section's code is in, with the
 * trend's glance answered (a comparison runs only when the shopper asks for one).
 */
const productPageReady = async (page: Page, name: string) => {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('[data-testid="trend-glance"]:not([aria-busy])').waitFor();
};

/** Opens the Price trend tab and waits for the chart (the 90-day period if 30 days hold none). */
const openTrend = async (page: Page) => {
  await page.getByRole('tab', { name: 'Price trend' }).click();
  const shown = page.getByTestId('trend-summary').or(page.getByTestId('no-history'));
  await shown.first().waitFor();
  if (await page.getByTestId('no-history').isVisible())
    await page.getByRole('tab', { name: '90d' }).click();
  await page.getByTestId('price-chart').waitFor();
  await page.waitForLoadState('networkidle');
};

/** First contentful paint and the start of the chart script's request, ms since navigation. */
const paintAndChart = (page: Page) =>
  page.evaluate((chart) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(chart).test(new URL(entry.name).pathname));
    return { fcpMs: fcp, chartMs: script?.startTime ?? NaN };
  }, trendChart.source);

const measurePages = async (): Promise<Measured> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  // startLocalStack loads no demo catalogue (npm start does): the scripts are the same either way,
  // but the product page needs a product: a few demo products are loaded, as npm start would.
  const stack = await startLocalStack({ port: 0, dataDir, inMemory: true, quiet: true });
  const product = productPageProduct();
  const productPath = `/products/${product.id}`;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream'],
  });
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { seedDemoCatalogue } = await import('../local/src/seed/seed-demo-catalogue');
    await seedDemoCatalogue({ count: PRODUCT_PAGE_CATALOGUE });
    // A fresh context per page: each figure is a first visit with an empty cache.
    const firstVisit = async (
      pathname: string,
      ready: (page: Page) => Promise<unknown>,
      storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
    ) => {
      const context = await browser.newContext({
        baseURL: stack.url,
        ...(storageState ? { storageState } : {}),
      });
      const page = await context.newPage();
      const read = recordAssets(page);
      await page.goto(pathname, { waitUntil: 'networkidle' });
      await ready(page);
      const assets = await read();
      await context.close();
      return assets;
    };
    const landing = await firstVisit('/', (p) =>
      p.getByRole('link', { name: 'Get Started Free' }).first().waitFor(),
    );
    const products = await firstVisit('/products', (p) =>
      p.getByRole('heading', { name: 'Product Database', exact: true }).waitFor(),
    );
    const pricingReady = (p: Page) => p.locator('main h1').first().waitFor();
    const pricing = await firstVisit('/pricing', pricingReady);

    // The product page as it opens (Stores panel), then what the Price trend tab adds.
    const productContext = await browser.newContext({ baseURL: stack.url });
    const productPage = await productContext.newPage();
    const readProduct = recordAssets(productPage);
    await productPage.goto(productPath, { waitUntil: 'networkidle' });
    await productPageReady(productPage, product.name);
    const productAssets = await readProduct();
    await openTrend(productPage);
    const trend = await readProduct();
    const timing = await paintAndChart(productPage);
    await productContext.close();

    // What pressing the help button adds on the landing page (the widget's panel, MiniSearch and
    // the chat's passage index), none of which a page's first load carries.
    const helpContext = await browser.newContext({ baseURL: stack.url });
    const helpPage = await helpContext.newPage();
    const readHelp = recordAssets(helpPage);
    await helpPage.goto('/', { waitUntil: 'networkidle' });
    await readHelp();
    await helpPage.getByRole('button', { name: 'Help', exact: true }).click();
    await helpPage.getByRole('dialog', { name: 'Help' }).waitFor();
    await helpPage.waitForLoadState('networkidle');
    const helpWidget = await readHelp();
    await helpContext.close();

    // /scan needs a session: register in one context, then reopen /scan with its storage only.
    const signUp = await browser.newContext({ baseURL: stack.url });
    const signUpPage = await signUp.newPage();
    await registerShopper(signUpPage);
    // A ticket of the shopper's own, whose page is measured below.
    await signUpPage.goto('/support?tab=contact');
    await signUpPage.getByLabel('Subject').fill('First-load bench');
    await signUpPage.getByLabel('Message').fill('A ticket whose page the bench opens.');
    await signUpPage.getByRole('button', { name: 'Submit Request' }).click();
    const ticketId = (await signUpPage.getByTestId('ticket-id').innerText()).trim();
    const storageState = await signUp.storageState();
    await signUp.close();
    const context = await browser.newContext({
      baseURL: stack.url,
      storageState,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const read = recordAssets(page);
    await page.goto('/scan', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Scanning' }).waitFor();
    const scan = await read();
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await page.getByRole('dialog', { name: /Scan Barcode/ }).waitFor();
    await page.waitForLoadState('networkidle');
    // The worker fetches its wasm when the decoder starts: give it time to arrive.
    await page.waitForTimeout(1500);
    const scanner = await read();
    await context.close();

    const pricingSignedIn = await firstVisit('/pricing', pricingReady, storageState);
    // /pricing?checkout=premium opens the checkout for a signed-in shopper (`?plan=` only
    // preselects a plan, as the limit banners link): its payment form loads.
    const checkoutPage = await firstVisit(
      '/pricing?checkout=premium',
      async (p) => {
        await pricingReady(p);
        await p.waitForLoadState('networkidle');
        await p.waitForTimeout(1500);
      },
      storageState,
    );
    const subscription = await firstVisit(
      '/subscription',
      (p) => p.getByRole('tab', { name: 'Overview' }).waitFor(),
      storageState,
    );
    const productSignedIn = await firstVisit(
      productPath,
      (p) => productPageReady(p, product.name),
      storageState,
    );
    // The profile with its edit form in (it loads once the page has drawn): the button enabled.
    const profile = await firstVisit(
      '/profile',
      (p) =>
        p.locator('button[type="submit"]:not([disabled])', { hasText: 'Save changes' }).waitFor(),
      storageState,
    );
    const login = await firstVisit('/login', (p) =>
      p.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
    );
    const register = await firstVisit('/register', (p) =>
      p.getByRole('button', { name: 'Create account' }).waitFor(),
    );
    const forgotPassword = await firstVisit('/forgot-password', (p) =>
      p.getByRole('button', { name: 'Send reset code' }).waitFor(),
    );
    const wishlist = await firstVisit(
      '/wishlist',
      (p) => p.getByRole('heading', { name: 'My Wishlist' }).waitFor(),
      storageState,
    );
    const wishlistDrops = await firstVisit(
      '/wishlist?show=drops',
      (p) => p.getByTestId('price-drops-empty').waitFor(),
      storageState,
    );
    // A collection's page, signed out: an unknown id answers 'Not found' from the same lazy module
    // a public collection opens with, so the scripts are the page's.
    const collection = await firstVisit('/wishlist/collections/no-such-collection', (p) =>
      p.getByRole('heading', { name: 'Not found' }).waitFor(),
    );
    const supportHelp = await firstVisit('/support', (p) =>
      p.getByRole('tab', { name: 'Help Center' }).waitFor(),
    );
    const supportContactPage = await firstVisit('/support?tab=contact', (p) =>
      p.getByRole('button', { name: 'Submit Request' }).waitFor(),
    );
    const supportTickets = await firstVisit(
      '/support?tab=tickets',
      (p) => p.getByTestId('ticket-card').first().waitFor(),
      storageState,
    );
    const supportTicket = await firstVisit(
      `/support/ticket/${encodeURIComponent(ticketId)}`,
      (p) => p.getByLabel('Your reply').waitFor(),
      storageState,
    );
    // The seller dashboard, for a business account registered through the form.
    const businessSignUp = await browser.newContext({ baseURL: stack.url });
    const businessPage = await businessSignUp.newPage();
    await businessPage.goto('/register');
    await businessPage.getByLabel('Full name').fill('Bench Seller');
    await businessPage.getByLabel('Email').fill(`bench-business-${Date.now()}@example.com`);
    await businessPage.getByLabel('Account type').selectOption('business');
    await businessPage.getByLabel('Business name').fill('Bench Goods');
    await businessPage.getByLabel('Password', { exact: true }).fill('Passw0rdBench');
    await businessPage.getByLabel('Confirm password').fill('Passw0rdBench');
    await businessPage.getByRole('checkbox', { name: /I accept/ }).check();
    await businessPage.getByRole('button', { name: 'Create account' }).click();
    await businessPage.waitForURL((url) => url.pathname === '/');
    const businessState = await businessSignUp.storageState();
    await businessSignUp.close();
    const dashboard = await firstVisit(
      '/dashboard',
      (p) => p.getByRole('heading', { name: 'Your products', exact: true }).waitFor(),
      businessState,
    );
    const onSupport = new Set(supportHelp.map((a) => a.url));
    const onPricing = new Set(pricingSignedIn.map((a) => a.url));
    const checkout = checkoutPage.filter((a) => !onPricing.has(a.url));
    return {
      landing,
      products,
      pricing,
      scan,
      scanner,
      pricingSignedIn,
      subscription,
      checkout,
      product: productAssets,
      productSignedIn,
      trend,
      profile,
      login,
      register,
      forgotPassword,
      wishlist,
      wishlistDrops,
      collection,
      supportHelp,
      supportContactPage,
      supportContact: supportContactPage.filter((a) => !onSupport.has(a.url)),
      supportTickets,
      supportTicket,
      helpWidget,
      dashboard,
      productPage: { path: productPath, ...timing },
    };
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const benchFirstLoad = async (): Promise<string> => {
  const baseline = await baselineBytes();
  const measured = await measurePages();
  const pages: [string, Asset[]][] = [
    ['/ (signed out)', measured.landing],
    ['/products (signed out)', measured.products],
    ['/pricing (signed out)', measured.pricing],
    ['/scan (signed in, scanner closed)', measured.scan],
    ['/pricing (signed in, checkout closed)', measured.pricingSignedIn],
    ['/subscription (signed in, Overview)', measured.subscription],
    ['/products/{id} (signed out, Stores panel)', measured.product],
    ['/products/{id} (signed in, Stores panel)', measured.productSignedIn],
    ['/profile (signed in, its form editable)', measured.profile],
    ['/login (signed out)', measured.login],
    ['/register (signed out)', measured.register],
    ['/forgot-password (signed out)', measured.forgotPassword],
    ['/wishlist (signed in, empty)', measured.wishlist],
    ['/wishlist?show=drops (signed in, no drops)', measured.wishlistDrops],
    ['/wishlist/collections/{id} (signed out)', measured.collection],
    ['/support (signed out, Help Center)', measured.supportHelp],
    ['/support?tab=contact (signed out, Contact Us)', measured.supportContactPage],
    ['/support?tab=tickets (signed in, My Tickets)', measured.supportTickets],
    ['/support/ticket/{id} (signed in, with its reply form)', measured.supportTicket],
    ['/dashboard (signed-in business, new)', measured.dashboard],
  ];
  const rows: [string, Asset[]][] = [
    ...pages,
    ['opening the scanner adds', measured.scanner],
    ['opening the checkout adds (/pricing?checkout=premium)', measured.checkout],
    ['opening the Price trend tab adds (/products/{id})', measured.trend],
    ['opening Contact Us adds (/support?tab=contact)', measured.supportContact],
    ['pressing the help button adds (/, the widget and its search)', measured.helpWidget],
  ];
  const overBudget = pages.filter(([, assets]) => sum(assets, 'js') > ROUTE_BUDGET_BYTES);
  // The payment form must be on no page's first load: no script named for it (the checkout
  // dialog, the card form, Stripe) may load before the checkout opens. What opening the checkout
  // adds that other pages also load is shown too: shared primitives (a form field, a focus trap).
  const paymentForm = /checkout|card-form|stripe|payment/i;
  const carrying = pages
    .map(([label, assets]) => [label, assets.filter((a) => paymentForm.test(a.url))] as const)
    .filter(([, found]) => found.length > 0);
  const chartCarrying = pages
    .filter(([, assets]) => assets.some((a) => trendChart.test(a.url)))
    .map(([label]) => label);
  const chartOnTrend = measured.trend.filter((a) => trendChart.test(a.url));
  const { path: productPath, fcpMs, chartMs } = measured.productPage;
  const elsewhere = new Set(pages.flatMap(([, assets]) => assets.map((a) => a.url)));
  const sharedPrimitives = measured.checkout.filter((a) => elsewhere.has(a.url));
  return [
    'First-load JavaScript per page, gzip -9, every script the browser fetched (workers included):',
    ...rows.map(([label, assets]) =>
      [
        `${label}:`,
        table(
          ['asset', 'gzip'],
          assets.map((a) => [a.url, kib(a.gzip)]),
        ),
      ].join('\n'),
    ),
    table(
      ['page', 'JS gzip', 'wasm gzip', 'JS vs baseline', 'budget 150 KB'],
      [
        ['baseline: smallest React 19 page (Vite)', kib(baseline), '-', '1.00x', '-'],
        ...rows.map(([label, assets]) => [
          label,
          kib(sum(assets, 'js')),
          kib(sum(assets, 'wasm')),
          ratio(sum(assets, 'js'), baseline),
          pages.some(([page]) => page === label)
            ? sum(assets, 'js') <= ROUTE_BUDGET_BYTES
              ? 'met'
              : 'NOT met'
            : 'on demand',
        ]),
      ],
    ),
    overBudget.length === 0
      ? 'Every page within the 150 KB budget.'
      : `Over the 150 KB budget: ${overBudget.map(([label]) => label).join(', ')}.`,
    carrying.length === 0
      ? "The payment form's scripts are on no page's first load."
      : `The payment form is on the first load of: ${carrying
          .map(([label, found]) => `${label} (${found.map((a) => a.url).join(', ')})`)
          .join('; ')}.`,
    chartCarrying.length === 0
      ? `The trend chart's script is on no page's first load; opening the Price trend tab of ${productPath} loaded ${
          chartOnTrend.map((a) => `${a.url} (${kib(a.gzip)})`).join(', ') || 'no chart script'
        }, requested at ${chartMs.toFixed(0)} ms after navigation, the first contentful paint at ${fcpMs.toFixed(0)} ms.`
      : `The trend chart is on the first load of: ${chartCarrying.join(', ')}.`,
    `Of what opening the checkout adds, also on other pages' first loads: ${
      sharedPrimitives.map((a) => `${a.url} (${kib(a.gzip)})`).join(', ') || 'nothing'
    }.`,
  ].join('\n');
};
