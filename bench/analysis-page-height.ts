/**
 * How long the store-analysis result is at 375 px: the height of /analyze showing the verdict of
 * a fixture store (local/src/fixture-stores: the dropshipping shop and the brand's shop), with
 * every section that opens on demand closed, against a baseline measured in the same run: the
 * height of one 375x812 screen (the page's own viewport, read in the page).
 *
 * Also whether the answer fits the first screen of the result (the page moves the focus, and so
 * the view, to the result when it arrives): how far below the result's top the verdict's score
 * ends, and its leading reasons, when the page shows them apart.
 *
 *   npm run bench -- analysis-page-height
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startLocalStack } from '../local/src/local-stack';
import type { FixtureStoreKind } from '../local/src/fixture-stores';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { registerShopper } from './lib/demo-pages';
import { ratio, table } from './lib/stats';

const VIEWPORT = { width: 375, height: 812 };
const STORES: readonly { kind: FixtureStoreKind; label: string }[] = [
  { kind: 'dropship-shopify', label: 'dropshipping shop' },
  { kind: 'brand-shopify', label: "brand's shop" },
];

interface Heights {
  readonly screen: number;
  readonly page: number;
  /** The bottom of the score box, below the top of the result (where the page scrolls to). */
  readonly scoreBottom: number;
  /** The bottom of the leading reasons, when the page shows them apart. */
  readonly reasonsBottom: number | null;
}

const measure = async (page: Page, storeUrl: string): Promise<Heights> => {
  await page.goto('/analyze');
  await page.getByLabel('Store URL').fill(storeUrl);
  await page.getByRole('button', { name: 'Analyze Store' }).click();
  await page.getByTestId('verdict-score').waitFor();
  // Closed as a shopper first finds them: whatever opens on demand.
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = false; })`);
  // Evaluated as a string: the bundler's helpers (names of inner functions) do not exist in the page.
  return page.evaluate(`(() => {
    const top = document.querySelector('[data-testid="analysis-result"]').getBoundingClientRect().top;
    const [score, reasons] = ['verdict-score', 'verdict-top-reasons'].map((id) => {
      const element = document.querySelector('[data-testid="' + id + '"]');
      return element ? element.getBoundingClientRect().bottom - top : null;
    });
    return {
      screen: window.innerHeight,
      page: document.documentElement.scrollHeight,
      scoreBottom: score ?? NaN,
      reasonsBottom: reasons,
    };
  })()`);
};

export const benchAnalysisPageHeight = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  const stack = await startLocalStack({ port: 0, dataDir, inMemory: true, quiet: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: stack.url, viewport: VIEWPORT });
    const page = await context.newPage();
    // A free shopper has two store analyses a month: exactly the two stores measured.
    await registerShopper(page);
    const rows: string[][] = [];
    for (const { kind, label } of STORES) {
      const heights = await measure(page, stack.fixtureStores.byKind(kind).url);
      const px = (value: number) => `${Math.round(value)} px`;
      rows.push([
        label,
        px(heights.screen),
        px(heights.page),
        ratio(heights.page, heights.screen),
        px(heights.scoreBottom),
        heights.reasonsBottom === null ? 'not shown apart' : px(heights.reasonsBottom),
      ]);
    }
    await context.close();
    return table(
      [
        'store (375 px, sections closed)',
        'screen (baseline)',
        'page height',
        'screens',
        'score ends at',
        'top reasons end at',
      ],
      rows,
    );
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
