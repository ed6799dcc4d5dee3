/**
 * The store analysis of a real 3.1 MB Amazon product page (functions/test/real-pages, served on
 * loopback gzip-compressed with its content-length, as Amazon sends it), against reading its bytes
 * alone, measured in the same run:
 *
 * - Baseline: the page fetched with undici's `fetch` (keep-alive, no safe fetcher) and its whole
 *   decompressed body read into memory: the floor of anything that looks at the page.
 * - `readStore` through the safe fetcher (its checks, the first 2 MB kept, the page's text,
 *   links, JSON-LD and platform read), then `analyzeSnapshot` (the scoring; the catalogue's price
 *   evidence is left out: it depends on the catalogue, not on the page).
 * - `readProductPage` (the scan page's url tab: the same fetch, then the product's facts).
 *
 * Time: RUNS sequential runs of each after WARM_UP untimed ones. Peak memory: each kind of work
 * runs in a child process of its own (the same runs), which reports its peak resident set
 * (`process.resourceUsage().maxRSS`); a child that loads the same modules and does no work gives
 * the floor every child pays (Node, tsx, the modules), and each row's peak above that floor is
 * compared with the baseline's.
 *
 *   npm run bench -- large-page
 */
import { gunzipSync } from 'node:zlib';
import { fetch as bareFetch } from 'undici';
import { runIsolated } from './lib/isolated';
import { latencyRow, median, table } from './lib/stats';

const RUNS = 10;
const WARM_UP = 2;
const PAGE_FILE = 'amazon-com-relay-module.html.gz';
const PAGE_URL = 'https://www.amazon.com/gp/product/B0057OC5O8/';

type Work = 'idle' | 'bytes' | 'store-analysis' | 'product-page';

interface ChildReport {
  work: Work;
  latencies: number[];
  maxRssKb: number;
  detail: string;
}

/** One child's work: the runs, its own peak memory, and what the last run found. */
const measureIn = async (work: Work): Promise<string> => {
  const { startRealPagesServer } = await import('../functions/test/real-pages/real-pages-server');
  const { readStore } = await import('../functions/src/adapters/store-reading/read-store');
  const { readProductPage } = await import('../functions/src/adapters/store-reading/product-page');
  const { analyzeSnapshot } =
    await import('../functions/src/domain/store-analysis/analyze-snapshot');
  const server = await startRealPagesServer([{ file: PAGE_FILE, url: PAGE_URL }]);
  const address = server.addressOf(PAGE_URL);
  const noPriceEvidence = { competitiveScore: null, marketPosition: null, similarProductsFound: 0 };
  let detail = '';
  const runs: Record<Work, () => Promise<void>> = {
    idle: async () => undefined,
    bytes: async () => {
      // No DNS here: straight to the loopback server, naming the page's host as a browser would.
      const target = new URL(address);
      const response = await bareFetch(`http://127.0.0.1:${server.port}${target.pathname}`, {
        headers: { 'user-agent': 'bench', host: target.host },
      });
      detail = `${(await response.arrayBuffer()).byteLength} bytes read`;
    },
    'store-analysis': async () => {
      const snapshot = await readStore(address, {
        fetcher: server.fetcher,
        domainAge: async () => ({ registeredAt: null, ageDays: null, note: 'not looked up' }),
      });
      const report = analyzeSnapshot(snapshot, noPriceEvidence, new Date());
      detail = `verdict ${report.verdict}, platform ${report.storeMetadata.platform}; page note: ${snapshot.pages[0]?.note ?? 'none'}`;
    },
    'product-page': async () => {
      const reading = await readProductPage(address, { fetcher: server.fetcher });
      detail = `"${reading.facts.name}", ${reading.facts.price} ${reading.facts.currency}`;
    },
  };
  const latencies: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      await runs[work]();
      if (i >= WARM_UP) latencies.push(performance.now() - started);
    }
  } finally {
    await server.close();
  }
  const report: ChildReport = {
    work,
    latencies,
    maxRssKb: process.resourceUsage().maxRSS,
    detail,
  };
  return JSON.stringify(report);
};

export const measureIdle = () => measureIn('idle');
export const measureBytes = () => measureIn('bytes');
export const measureStoreAnalysisOfLargePage = () => measureIn('store-analysis');
export const measureProductPage = () => measureIn('product-page');

const child = async (exportName: string): Promise<ChildReport> =>
  JSON.parse(await runIsolated('bench/large-page.ts', exportName)) as ChildReport;

const megabytes = (kb: number): string => `${(kb / 1024).toFixed(1)} MB`;

export const benchLargePage = async (): Promise<string> => {
  const { readRealPage } = await import('../functions/test/real-pages/real-pages-server');
  const stored = readRealPage(PAGE_FILE);
  const sizes = `${megabytes(stored.length / 1024)} compressed, ${megabytes(gunzipSync(stored).length / 1024)} decompressed`;
  // One child after another: each one's peak is its own.
  const idle = await child('measureIdle');
  const bytes = await child('measureBytes');
  const analysis = await child('measureStoreAnalysisOfLargePage');
  const product = await child('measureProductPage');

  const base = median(bytes.latencies);
  const baseMemory = bytes.maxRssKb - idle.maxRssKb;
  const row = (label: string, report: ChildReport) => {
    const above = report.maxRssKb - idle.maxRssKb;
    return [
      ...latencyRow(label, report.latencies, base),
      megabytes(report.maxRssKb),
      megabytes(above),
      `${(above / baseMemory).toFixed(2)}x`,
    ];
  };
  return [
    `The real Amazon product page (${sizes}), on loopback; ${RUNS} sequential runs of each after ${WARM_UP} warm-up, each kind in its own process. The child that only loads the modules peaked at ${megabytes(idle.maxRssKb)}.`,
    `Store analysis: ${analysis.detail}. Product page: ${product.detail}.`,
    table(
      ['what', 'median', 'p95', 'vs baseline', 'peak RSS', 'above floor', 'vs baseline'],
      [
        row('baseline: bare fetch, whole body read', bytes),
        row('readStore + analyzeSnapshot (safe fetcher, 2 MB)', analysis),
        row('readProductPage (safe fetcher, 2 MB)', product),
      ],
    ),
  ].join('\n');
};
