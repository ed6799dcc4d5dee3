/**
 * Lighthouse's mobile performance audit (the npm `lighthouse` package, its default config: a
 * mid-range phone emulated, simulated slow 4G and a 4x slower CPU) on Debian's Chromium against
 * `npm start` (its own port and data folder, the default 25,000-product demo catalogue, audited
 * once it has loaded) for `/`, `/products` and a demo product's page, signed out and signed in,
 * and the wishlist's pages: a public collection (signed out and signed in), and signed in, the
 * wishlist (12 demo products, 6 of them in that collection) and the profile with its push card.
 *
 * Baselines in the same run, audited the same way, served by the stack's own static-site code
 * (local/src/static-site.ts: same compression and caching) from a folder of their own:
 *  - a static page (a heading and a paragraph, no script): the floor of the audit on this
 *    machine at this moment, and
 *  - the smallest React 19 page Vite builds (bench/fixtures/react-baseline): the floor of any
 *    client-rendered page.
 * The machine is shared (2 cores), so each page is audited several times, the pages taking turns
 * so that a busy minute falls on all of them, and the medians are reported.
 *
 *   npm run bench -- lighthouse           (LIGHTHOUSE_RUNS=n for n runs per page, default 5;
 *                                          LIGHTHOUSE_ORIGIN to audit a stack already running;
 *                                          LIGHTHOUSE_PAGES=regex to audit only the pages whose
 *                                          label matches, e.g. 'products/\{id\}', with both
 *                                          baselines)
 *
 * Every report is kept in bench/.out/lighthouse/ (open the .json in the Lighthouse viewer).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { repoRoot } from '../local/src/paths';
import { freePort } from '../local/src/ports';
import { createStaticSite } from '../local/src/static-site';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { prepareWishlist, productPageProduct, registerShopper } from './lib/demo-pages';
import { startNpmStart } from './lib/npm-start';
import { buildReactBaseline } from './lib/react-baseline';
import { median, ratio, table } from './lib/stats';

/** design.md: performance 95 or more, layout shift under 0.1. */
const SCORE_TARGET = 95;
const CLS_TARGET = 0.1;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * The catalogue a user's `npm start` loads (25,000 by default): the pages are measured on what a
 * shopper gets. LIGHTHOUSE_CATALOGUE=500 gives the small catalogue of the earlier figures, which
 * loads before the ready line; a larger one loads after it, and the audits wait for it.
 */
const DEMO_CATALOGUE_SIZE = Number(process.env.LIGHTHOUSE_CATALOGUE ?? 25_000);
const CATALOGUE_LOAD_TIMEOUT_MS = 10 * 60_000;
/**
 * LIGHTHOUSE_ORIGIN=http://localhost:3000 audits a stack already running (`npm start`, serving this
 * checkout's web build) instead of starting one: the default catalogue takes minutes to load.
 */
const RUNNING_ORIGIN = process.env.LIGHTHOUSE_ORIGIN;
/** LIGHTHOUSE_PAGES: a regular expression on the pages' labels, for working on a few of them. */
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;
const chosen = (targets: readonly Target[]): Target[] =>
  targets.filter((t) => t.baseline || !PAGE_FILTER || PAGE_FILTER.test(t.label));

/** Waits until the catalogue's figures say every demo product is in (the load ends with them). */
const catalogueLoaded = async (origin: string, size: number): Promise<void> => {
  const deadline = Date.now() + CATALOGUE_LOAD_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${origin}/api/products/stats`).catch(() => undefined);
    const stats = response?.ok ? ((await response.json()) as { demoProducts?: number }) : {};
    if ((stats.demoProducts ?? 0) >= size) return;
    if (Date.now() > deadline) throw new Error(`the ${size}-product catalogue did not load`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
};
const outDir = path.join(repoRoot, 'bench/.out/lighthouse');

const STATIC_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Static baseline</title>
  </head>
  <body>
    <h1>Static baseline</h1>
    <p>A page with no script and no style sheet: what the audit scores at best on this machine.</p>
  </body>
</html>
`;

/** The metrics read from each report, in the order they are printed. */
const metrics = [
  { id: 'first-contentful-paint', label: 'FCP' },
  { id: 'largest-contentful-paint', label: 'LCP' },
  { id: 'total-blocking-time', label: 'TBT' },
  { id: 'cumulative-layout-shift', label: 'CLS' },
  { id: 'speed-index', label: 'SI' },
] as const;
type MetricId = (typeof metrics)[number]['id'];

interface Target {
  readonly label: string;
  readonly url: string;
  readonly baseline?: boolean;
}

interface Run {
  readonly score: number;
  readonly values: Record<MetricId, number>;
  readonly lhr: Result;
}

/** Debian's Chromium, headless, on a fresh profile, with a DevTools port for Lighthouse. */
const launchChromium = async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-scanner-lighthouse-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
      setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port:\n${output}`)),
        30_000,
      ).unref();
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
};

/** The baselines' site: the stack's static-site code on a folder holding both pages. */
const serveBaselines = async () => {
  const root = path.join(repoRoot, 'bench/.out/lighthouse-baseline');
  await buildReactBaseline(root);
  writeFileSync(path.join(root, 'static.html'), STATIC_PAGE);
  const site = createStaticSite({ root, securityHeaders: {} });
  const server = http.createServer((req, res) => void site(req, res));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const audit = async (port: number, url: string): Promise<Run> => {
  // The default config is the mobile one; only the performance category is gathered.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`${url}: no performance score`);
  const values = {} as Record<MetricId, number>;
  for (const { id } of metrics) {
    const value = lhr.audits[id]?.numericValue;
    // A metric the trace could not give (the audit says why) spoils the run: it is run again.
    if (value === undefined) throw new Error(`${url}: no ${id} (${lhr.audits[id]?.errorMessage})`);
    values[id] = value;
  }
  return { score: Math.round(score * 100), values, lhr };
};

/** A run that fails (a trace cut short on a busy machine) is tried again, twice at most. */
const ATTEMPTS = 3;
const auditWithRetries = async (port: number, url: string): Promise<Run> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`  ${String(error)}: running it again`);
    }
  }
};

/** Audits every target RUNS times, the targets taking turns, and keeps the reports. */
const auditAll = async (
  port: number,
  targets: readonly Target[],
  tag: string,
): Promise<Map<Target, Run[]>> => {
  const runs = new Map<Target, Run[]>(chosen(targets).map((t) => [t, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const target of runs.keys()) {
      const run = await auditWithRetries(port, target.url);
      runs.get(target)!.push(run);
      const file = `${tag}-${target.label.replace(/[^a-z0-9]+/gi, '-')}-${round}.json`;
      writeFileSync(path.join(outDir, file.replace(/-+/g, '-')), JSON.stringify(run.lhr));
      console.error(
        `  ${tag} ${target.label} run ${round}/${RUNS}: score ${run.score}, CLS ${run.values['cumulative-layout-shift'].toFixed(3)}, LCP ${run.values['largest-contentful-paint'].toFixed(0)} ms (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  return runs;
};

const format = (id: MetricId, value: number): string =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** What the audit blames, summed over a page's runs: shifted elements and the LCP element. */
const diagnostics = (label: string, runs: readonly Run[]): string[] => {
  const shifts = new Map<string, { score: number; count: number }>();
  const lcpElements = new Map<string, number>();
  for (const { lhr } of runs) {
    const items = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)
      ?.items;
    for (const item of (items ?? []) as { node?: { snippet?: string }; score?: number }[]) {
      const key = item.node?.snippet ?? '(unattributed)';
      const seen = shifts.get(key) ?? { score: 0, count: 0 };
      shifts.set(key, { score: seen.score + (item.score ?? 0), count: seen.count + 1 });
    }
    // The LCP breakdown lists its phases' table and the element itself (a node item).
    const lcpParts = (
      lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined
    )?.items;
    const lcpNode = ((lcpParts ?? []) as { type?: string; snippet?: string }[]).find(
      (item) => item.type === 'node',
    );
    if (lcpNode?.snippet) {
      lcpElements.set(lcpNode.snippet, (lcpElements.get(lcpNode.snippet) ?? 0) + 1);
    }
  }
  const lines = [...lcpElements].map(
    ([snippet, count]) => `  LCP element (${count} of ${runs.length} runs): ${snippet}`,
  );
  for (const [snippet, { score, count }] of [...shifts].sort((a, b) => b[1].score - a[1].score)) {
    lines.push(
      `  layout shift ${(score / runs.length).toFixed(3)} per run (${count} shifts): ${snippet}`,
    );
  }
  return lines.length ? [`${label}:`, ...lines] : [];
};

const report = (
  runs: Map<Target, Run[]>,
  reactBaseline: Target,
): { rows: string[][]; notes: string[] } => {
  const base = runs.get(reactBaseline)!;
  const baseLcp = median(base.map((r) => r.values['largest-contentful-paint']));
  const rows = [...runs].map(([target, results]) => {
    const scores = results.map((r) => r.score);
    const lcp = median(results.map((r) => r.values['largest-contentful-paint']));
    return [
      target.label,
      `${median(scores)} (${Math.min(...scores)}-${Math.max(...scores)})`,
      ...metrics.map(({ id }) => format(id, median(results.map((r) => r.values[id])))),
      ratio(lcp, baseLcp),
      target.baseline
        ? '-'
        : median(scores) >= SCORE_TARGET &&
            median(results.map((r) => r.values['cumulative-layout-shift'])) < CLS_TARGET
          ? 'met'
          : 'NOT met',
    ];
  });
  const notes = [...runs]
    .filter(([target]) => !target.baseline)
    .flatMap(([target, results]) => diagnostics(target.label, results));
  return { rows, notes };
};

export const benchLighthouse = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  const baselines = await serveBaselines();
  const stack = await (
    RUNNING_ORIGIN
      ? Promise.resolve({ url: RUNNING_ORIGIN, stop: () => Promise.resolve() })
      : startNpmStart({ port: await freePort(), dataDir, demoCatalogueSize: DEMO_CATALOGUE_SIZE })
  ).catch(async (error: unknown) => {
    await baselines.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  await catalogueLoaded(stack.url, DEMO_CATALOGUE_SIZE).catch(async (error: unknown) => {
    await Promise.all([stack.stop(), baselines.close()]);
    throw error;
  });
  const product = productPageProduct();
  const staticBaseline: Target = {
    label: 'baseline: static HTML page',
    url: `${baselines.url}/static.html`,
    baseline: true,
  };
  const reactBaseline: Target = {
    label: 'baseline: smallest React 19 page',
    url: `${baselines.url}/`,
    baseline: true,
  };
  const pages = (who: string): Target[] => [
    { label: `/ (${who})`, url: `${stack.url}/` },
    { label: `/products (${who})`, url: `${stack.url}/products` },
    { label: `/products/{id} (${who})`, url: `${stack.url}/products/${product.id}` },
  ];
  try {
    // The shopper signs up first, in a profile of their own, and fills a wishlist with a public
    // collection, so that the signed-out run can open that collection's link too. Lighthouse's
    // default reset clears the HTTP cache, caches and service workers but not localStorage, where
    // the session is kept.
    const member = await launchChromium();
    let signedIn: Map<Target, Run[]>;
    let signedOut: Map<Target, Run[]>;
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${member.port}`);
      const context = browser.contexts()[0]!;
      const page = await context.newPage();
      await registerShopper(page, stack.url);
      const { collectionId } = await prepareWishlist(page);
      await page.close();
      await browser.close();
      const collectionPage = (who: string): Target => ({
        label: `/wishlist/collections/{id} (${who})`,
        url: `${stack.url}/wishlist/collections/${collectionId}`,
      });
      // Signed out: a fresh profile, and Lighthouse clears the origin's storage before each run.
      const guest = await launchChromium();
      try {
        signedOut = await auditAll(
          guest.port,
          [
            staticBaseline,
            reactBaseline,
            ...pages('signed out'),
            collectionPage('signed out'),
            // The support area: its page (Help Center tab) and an article of the help centre.
            { label: '/support (signed out)', url: `${stack.url}/support` },
            {
              label: '/help/{slug} (signed out)',
              url: `${stack.url}/help/barcode-not-scanning`,
            },
          ],
          'guest',
        );
      } finally {
        await guest.close();
      }
      signedIn = await auditAll(
        member.port,
        [
          ...pages('signed in'),
          { label: '/wishlist (signed in)', url: `${stack.url}/wishlist` },
          collectionPage('signed in'),
          { label: '/profile (signed in)', url: `${stack.url}/profile` },
        ],
        'member',
      );
    } finally {
      await member.close();
    }
    const loadAfter = loadavg();
    const all = new Map([...signedOut, ...signedIn]);
    const { rows, notes } = report(all, reactBaseline);
    return [
      `Lighthouse ${signedOut.get(staticBaseline)![0]!.lhr.lighthouseVersion} mobile performance (default config: simulated throttling), ${RUNS} runs per page, medians (score: median and range). ${product.id} is ${product.name}. Load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after.`,
      table(
        [
          'page',
          'score',
          ...metrics.map((m) => m.label),
          'LCP vs React baseline',
          `target ${SCORE_TARGET}, CLS < ${CLS_TARGET}`,
        ],
        rows,
      ),
      ...notes,
      `Reports: ${path.relative(repoRoot, outDir)}/`,
    ].join('\n');
  } finally {
    await stack.stop();
    await baselines.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
