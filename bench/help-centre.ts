/**
 * The help centre's first-load JavaScript, measured in Chromium against a local stack (every
 * script response, gzip -9 as a CDN would send it), against the landing page `/` measured in the
 * same run: a first visit, empty cache, signed out, to
 * - `/support` (the Help Center tab) and `/help` (the Help Center on its own page);
 * - `/help/barcode-not-scanning`, an article (its body is its own chunk);
 * - `/terms` and `/privacy` (each document inside its page's chunk);
 * then what the first keystroke in the search box adds (MiniSearch and the index the build made),
 * which no page loads before, and every page against the 150 KB gzip budget.
 *
 *   npm run bench -- help-centre      (the same: npx tsx bench/run-all.ts help-centre)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startLocalStack } from '../local/src/local-stack';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { kib, ratio, table } from './lib/stats';

/** design.md: the first-load JavaScript of every route stays under 150 KB gzip. */
const ROUTE_BUDGET_BYTES = 150 * 1024;
/** The serialized search index's chunk (the build's virtual module). */
const searchIndexChunk = /\/_virtual_help-search-index[^/]*\.js$/;

interface Script {
  readonly url: string;
  readonly gzip: number;
}

/** Every script response of the page until read (gzip -9 of the body as sent). */
const recordScripts = (page: Page) => {
  let pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  return async (): Promise<Script[]> => {
    const taken = pending;
    pending = [];
    return Promise.all(taken);
  };
};

const total = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);

interface Visit {
  readonly label: string;
  readonly path: string;
  /** What shows once the page is drawn. */
  readonly ready: (page: Page) => Promise<unknown>;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search help articles' });

const visits: readonly Visit[] = [
  {
    label: '/ (baseline)',
    path: '/',
    ready: (p) => p.getByRole('link', { name: 'Get Started Free' }).first().waitFor(),
  },
  {
    label: '/support',
    path: '/support',
    ready: (p) => p.getByRole('heading', { name: 'Getting Started' }).waitFor(),
  },
  {
    label: '/help',
    path: '/help',
    ready: (p) => p.getByRole('heading', { name: 'Getting Started' }).waitFor(),
  },
  {
    label: '/help/barcode-not-scanning',
    path: '/help/barcode-not-scanning',
    ready: (p) => p.getByRole('heading', { name: '"Camera permission denied"' }).waitFor(),
  },
  {
    label: '/terms',
    path: '/terms',
    ready: (p) => p.getByRole('heading', { name: '3. Plans and payment' }).waitFor(),
  },
  {
    label: '/privacy',
    path: '/privacy',
    ready: (p) => p.getByRole('heading', { name: 'What your browser keeps' }).waitFor(),
  },
];

export const benchHelpCentre = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  const stack = await startLocalStack({ port: 0, dataDir, inMemory: true, quiet: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measured: { label: string; scripts: Script[] }[] = [];
    let keystroke: Script[] = [];
    for (const visit of visits) {
      // A fresh context per page: each figure is a first visit with an empty cache.
      const context = await browser.newContext({ baseURL: stack.url });
      const page = await context.newPage();
      const read = recordScripts(page);
      await page.goto(visit.path, { waitUntil: 'networkidle' });
      await visit.ready(page);
      measured.push({ label: visit.label, scripts: await read() });
      if (visit.path === '/support') {
        await searchBox(page).fill('g');
        await page.getByRole('list', { name: 'Matching articles' }).waitFor();
        await page.waitForLoadState('networkidle');
        keystroke = await read();
      }
      await context.close();
    }

    const baseline = total(measured[0]!.scripts);
    const rows = measured.map(({ label, scripts }) => [
      label,
      kib(total(scripts)),
      ratio(total(scripts), baseline),
      String(scripts.length),
      total(scripts) <= ROUTE_BUDGET_BYTES ? 'yes' : 'NO',
    ]);
    rows.push([
      '/support, first keystroke adds',
      kib(total(keystroke)),
      ratio(total(keystroke), baseline),
      String(keystroke.length),
      '',
    ]);
    // What the keystroke loaded (MiniSearch and the index) must be on no page's first load.
    const keystrokeUrls = new Set(keystroke.map((s) => s.url));
    const searchOnFirstLoad = measured.filter(({ scripts }) =>
      scripts.some((s) => keystrokeUrls.has(s.url)),
    );
    const keystrokeLoadsSearch = keystroke.some((s) => searchIndexChunk.test(s.url));
    return [
      "First-load JavaScript of the help centre's pages (gzip -9, signed out, empty cache), against / in the same run:",
      '',
      table(['page', 'JS gzip', 'vs /', 'scripts', 'under 150 KB'], rows),
      '',
      `The first keystroke's scripts (${keystroke.map((s) => path.basename(s.url)).join(', ')}) on any page's first load: ${
        searchOnFirstLoad.length === 0 ? 'none' : searchOnFirstLoad.map((m) => m.label).join(', ')
      }; the index among them: ${keystrokeLoadsSearch ? 'yes' : 'NO'}.`,
    ].join('\n');
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
