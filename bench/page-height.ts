/**
 * How tall the long pages are at 375 px, in Debian's Chromium against `npm start` (its own port
 * and data folder, a 500-product demo catalogue): a page that answers its question in the first
 * screen, with the rest in sections that open on demand, stays a few screens tall.
 *
 * Baselines in the same run, in the same browser:
 *  - the first screen (the viewport's 812 px), and
 *  - a bare page of the app: 'Product Not Found' (the header, one heading, a line and a link),
 *    the least any page of the app can be.
 *
 * Each page is one entry of `pages`: a label and how to open it until it is settled (what loads
 * later has loaded). Sections that open on demand stay closed. Another page is one more entry.
 *
 *   npm run bench -- page-height
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../local/src/ports';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { productPageProduct } from './lib/demo-pages';
import { startNpmStart } from './lib/npm-start';
import { median, ratio, table } from './lib/stats';

const VIEWPORT = { width: 375, height: 812 };
const DEMO_CATALOGUE_SIZE = 500;
/** Each page is measured this many times (a fresh page each time); the median is reported. */
const RUNS = 3;

interface MeasuredPage {
  readonly label: string;
  /** Opens the page at `origin` and returns once what it loads later has loaded. */
  readonly open: (page: Page, origin: string) => Promise<void>;
}

/** The page's DOM as the benchmark reads it (Node's types have no `document`). */
interface PageDom {
  readonly document: {
    readonly documentElement: { readonly scrollHeight: number };
    querySelectorAll(selector: string): { readonly length: number };
  };
}

/** Settled: no request in flight for a moment, and no box left holding a place for data. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        (globalThis as unknown as PageDom).document.querySelectorAll('[aria-busy="true"]')
          .length === 0,
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
};

const bare: MeasuredPage = {
  label: "baseline: a bare page ('Product Not Found')",
  open: async (page, origin) => {
    await page.goto(`${origin}/products/no-such-product`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await settle(page);
  },
};

const product = productPageProduct();

const openProduct = async (page: Page, origin: string) => {
  await page.goto(`${origin}/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await settle(page);
};

/**
 * The pages measured, in this order; a new page is one more entry. Every load is the same guest
 * (one address), so the product is compared only from the entry that asks for it on: the entry
 * before it sees the page as a first visit this month does.
 */
const pages: readonly MeasuredPage[] = [
  { label: `product page, guest (${product.stores.length} stores)`, open: openProduct },
  {
    label: 'the same, after Compare prices (the best 3 stores shown)',
    open: async (page, origin) => {
      await openProduct(page, origin);
      const compare = page.getByTestId('compare-prices');
      // Compared already this month (an earlier load of this entry): it shows at once, free.
      if (await compare.isVisible()) await compare.click();
      await page.getByTestId('price-summary').waitFor();
      await settle(page);
    },
  },
];

const heightOf = async (
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  target: MeasuredPage,
): Promise<number> => {
  const heights: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each time: a guest with nothing cached, nothing opened before.
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    try {
      await target.open(page, origin);
      heights.push(
        await page.evaluate(
          () => (globalThis as unknown as PageDom).document.documentElement.scrollHeight,
        ),
      );
    } finally {
      await context.close();
    }
  }
  return median(heights);
};

export const benchPageHeight = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  const stack = await startNpmStart({
    port: await freePort(),
    dataDir,
    demoCatalogueSize: DEMO_CATALOGUE_SIZE,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const bareHeight = await heightOf(browser, stack.url, bare);
    const rows = [
      ['baseline: the first screen', `${VIEWPORT.height} px`, '1.00x', '-'],
      [bare.label, `${bareHeight} px`, ratio(bareHeight, VIEWPORT.height), '1.00x'],
    ];
    for (const target of pages) {
      const height = await heightOf(browser, stack.url, target);
      rows.push([
        target.label,
        `${height} px`,
        ratio(height, VIEWPORT.height),
        ratio(height, bareHeight),
      ]);
    }
    return [
      `Page height at ${VIEWPORT.width} x ${VIEWPORT.height} px in Chromium, sections that open on demand closed, median of ${RUNS} loads. ${product.id} is ${product.name}.`,
      table(['page', 'height', 'screens (vs 812 px)', 'vs bare page'], rows),
    ].join('\n');
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
