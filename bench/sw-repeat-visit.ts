/**
 * What the service worker gives a returning shopper: `/products` opened on a phone-like profile
 * (the CPU 4x slower and Lighthouse's slow 4G through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) in Chromium against `npm start` (its own port and data folder,
 * 500 demo products), three ways, the visits taking turns, the medians reported:
 *  - a first visit: no worker, an empty cache (the baseline);
 *  - a repeat visit without a worker: the browser's HTTP cache warm (hashed files cached for a
 *    year, index.html and config.json revalidated);
 *  - a repeat visit with the worker: the same page, the app's files from its precache.
 *
 * "Interactive" here: from the navigation's start until the page shows what it is for (the first
 * product card of the list drawn) and the main thread is quiet, that is, the end of the last long
 * task (50 ms or more) before a full second without one, if that is later than the card.
 *
 * Caveat: the protocol throttles the page's own requests, not the worker's, so /config.json,
 * which the worker fetches (network first), goes at the machine's speed in the third visit; the
 * API calls, which the worker leaves alone, are throttled as in the others.
 *
 * Also printed: Chrome's installability verdict (Page.getInstallabilityErrors, which must list
 * none; Lighthouse 12 removed its PWA category, so this is Chrome's own check) and the size of
 * the precache a first visit downloads in the background once the page is idle.
 *
 *   npm run bench -- sw-repeat-visit      (SW_BENCH_RUNS=n visits of each kind, default 5)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { freePort } from '../local/src/ports';
import { webDistDir } from '../local/src/paths';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { installabilityOf } from '../web/e2e/installability';
import { startNpmStart } from './lib/npm-start';
import { kib, median, ratio, table } from './lib/stats';

const RUNS = Number(process.env.SW_BENCH_RUNS ?? 5);
const PAGE = '/products';
const QUIET_MS = 1000;
/** Lighthouse's mobile profile (simulated slow 4G, a mid-range phone's CPU). */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Long tasks' ends, recorded from the document's start (an init script, run in the page). */
const RECORD_LONG_TASKS = `
  window.longTaskEnds = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTaskEnds.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * The page's globals these visits read (bench/ is compiled without the DOM's types); each function
 * run in the page names globalThis itself, as only its own text is sent there.
 */
interface InPage {
  readonly document: { querySelector: (selector: string) => unknown };
  readonly longTaskEnds: number[];
  readonly navigator: {
    readonly serviceWorker: {
      readonly ready: Promise<unknown>;
      readonly controller: unknown;
      addEventListener: (type: string, listener: () => void, options: { once: boolean }) => void;
    };
  };
}

/** One visit of the page on the phone profile, ms to interactive. */
const visit = async (context: BrowserContext, origin: string): Promise<number> => {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'commit' });
    const shownAt = await (
      await page.waitForFunction(
        () =>
          (globalThis as unknown as InPage).document.querySelector(
            '[data-testid="product-card"]',
          ) && performance.now(),
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue();
    // Quiet: a full second without a new long task.
    const lastLongTaskEnd = await page.evaluate(async (quietMs) => {
      const ends = (globalThis as unknown as InPage).longTaskEnds;
      for (;;) {
        const last = Math.max(0, ...ends);
        if (performance.now() - last >= quietMs) return last;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, QUIET_MS);
    await cdp.detach();
    return Math.max(Number(shownAt), lastLongTaskEnd);
  } finally {
    await page.close();
  }
};

/** A context whose first, unthrottled visit has left its caches (and worker, if any) ready. */
const warmedContext = async (browser: Browser, origin: string, worker: boolean) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    serviceWorkers: worker ? 'allow' : 'block',
  });
  await context.addInitScript({ content: RECORD_LONG_TASKS });
  const page = await context.newPage();
  await page.goto(`${origin}${PAGE}`);
  await page.getByTestId('product-card').first().waitFor();
  if (worker) {
    // Installed (the precache filled) and in control.
    await page.evaluate(async () => {
      const { serviceWorker } = (globalThis as unknown as InPage).navigator;
      await serviceWorker.ready;
      if (serviceWorker.controller) return;
      await new Promise<void>((resolve) =>
        serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
  } else {
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  return context;
};

/** The files the worker precaches (its manifest in the built sw.js), gzip -9. */
const precacheSize = () => {
  const worker = readFileSync(path.join(webDistDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(
    (m) => m[1]!,
  );
  const gzip = urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(path.join(webDistDir, url)), { level: 9 }).length,
    0,
  );
  return { files: urls.length, gzip };
};

export const benchSwRepeatVisit = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-sw-'));
  const stack = await startNpmStart({
    port: await freePort(),
    dataDir,
    demoCatalogueSize: 500,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const origin = stack.url.replace(/\/$/, '');
    const first: number[] = [];
    const httpCache: number[] = [];
    const worker: number[] = [];
    const cached = await warmedContext(browser, origin, false);
    const controlled = await warmedContext(browser, origin, true);
    for (let run = 0; run < RUNS; run++) {
      const fresh = await browser.newContext({
        viewport: { width: 375, height: 800 },
        serviceWorkers: 'block',
      });
      await fresh.addInitScript({ content: RECORD_LONG_TASKS });
      first.push(await visit(fresh, origin));
      await fresh.close();
      httpCache.push(await visit(cached, origin));
      worker.push(await visit(controlled, origin));
    }
    await cached.close();
    await controlled.close();

    const installability = await installabilityOf(`${origin}/`);
    const precache = precacheSize();
    const baseline = median(first);
    const row = (label: string, values: number[]) => [
      label,
      `${Math.round(median(values))} ms`,
      `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`,
      ratio(median(values), baseline),
    ];
    return [
      `${PAGE} on a phone profile (CPU ${CPU_SLOWDOWN}x slower, 150 ms RTT, 1.6 Mbit/s), ${RUNS} visits each, time to interactive (first product card drawn and the main thread quiet):`,
      '',
      table(
        ['visit', 'median', 'range', 'vs first visit'],
        [
          row('first visit, no worker, empty cache (baseline)', first),
          row('repeat visit, no worker, HTTP cache', httpCache),
          row('repeat visit, served by the service worker', worker),
        ],
      ),
      '',
      `Service worker repeat visit against the HTTP-cache repeat visit: ${ratio(median(worker), median(httpCache))}.`,
      `Precache a first visit downloads once idle: ${precache.files} files, ${kib(precache.gzip)} gzip (the decoder's worker and .wasm excluded).`,
      `Installability (Chrome's Page.getInstallabilityErrors; Lighthouse 12 has no PWA category): ${
        installability.errors.length ? `FAILED: ${installability.errors.join(', ')}` : 'no errors'
      }; manifest ${installability.manifestUrl.replace(origin, '')}, ${installability.manifestErrors.length} manifest errors.`,
    ].join('\n');
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
