/**
 * Store analysis latency: a fresh analysis of the brand's 50-product fixture Shopify
 * shop (local/src/fixture-stores, on loopback) through the service the API uses, against the bare
 * fetches of the same pages measured in the same run; and a cached analysis through the gateway.
 *
 * - Baseline: the pages the analysis read (the report's `pagesRead`: storefront, products feed,
 *   shop meta, the info pages it linked, the product page read for a GTIN), fetched with
 *   undici's `fetch` (keep-alive, no safe fetcher, no politeness), all in parallel: the floor of
 *   any reading. The same fetches one after another are shown too.
 * - `freshStoreReport` (read the store through the safe fetcher, the domain's age, the price
 *   evidence from the catalogue, the scoring) with the app's own `safeFetcher` (2 request starts
 *   a second per store: the spec's politeness). Its pacing window carries over from one analysis
 *   to the next, so each run starts 1.1 s after the previous one ended (not timed): every run
 *   pays its own pacing, and only its own.
 * - The same with a fetcher of 10,000 starts a second (one instance for all runs, so its
 *   connection pool is warm as the app's is): the reading and scoring without the pacing. Then
 *   its parts: the reading alone, the price evidence alone (the store's products looked up in
 *   the demo catalogue: by GTIN where one was read, else at most 5 by name; a Shopify
 *   `/products.json` carries no barcodes, so the reading takes one product page's JSON-LD GTIN
 *   and the rest are name lookups), the scoring alone (`analyzeSnapshot` on a snapshot read).
 * - `POST /api/store-analysis` for a signed-in premium shopper (as barcode-lookup's; one store
 *   counts once a month on any plan, so the plan changes nothing here): the first call reads the
 *   store and fills the 24-hour cache (not timed, its time is printed), every later call by the
 *   same shopper answers from it (`cached: true`, each still counted and kept in the history).
 *   And `GET /api/store-analysis/history`.
 *
 * The fixture store is on 127.0.0.1, so the domain's age is unknown without a request (RDAP is
 * not asked about an address). The stores, the gateway and the handlers run in this process.
 *
 *   npm run bench -- store-analysis
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fetch as bareFetch } from 'undici';
import type { StoreAnalysisEntry, StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { premiumShopper } from './lib/shoppers';
import { latencyRow, median, table } from './lib/stats';

/** Measured runs per row (sequential), after WARM_UP untimed ones. */
const RUNS = 20;
const WARM_UP = 3;
/** The pure scoring is sub-millisecond: more runs for a steadier median. */
const SCORING_RUNS = 200;
/** The pacer's window is 1 s: a gap longer than it leaves no start of one run in the next's. */
const PACING_GAP_MS = 1100;
/** The fast fetcher's rate: far above anything this run starts in a second. */
const FAST_REQUESTS_PER_SECOND = 10_000;

export const measureStoreAnalysis = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  try {
    // Imported only now: the data modules (and the app's fetcher) read the stack's environment.
    const { freshStoreReport } =
      await import('../functions/src/domain/analysis-requests/store-analysis-service');
    const { storePriceEvidence } =
      await import('../functions/src/domain/analysis-requests/store-price-evidence');
    const { analyzeSnapshot } =
      await import('../functions/src/domain/store-analysis/analyze-snapshot');
    const { readStore } = await import('../functions/src/adapters/store-reading/read-store');
    const { lookupDomainAge } = await import('../functions/src/lib/rdap/domain-age');
    const { createSafeFetcher, safeFetcher } = await import('../functions/src/lib/safe-fetch');

    const store = stack.fixtureStores.byKind('brand-shopify');
    const fastFetcher = createSafeFetcher({
      allowPrivateHosts: stack.fixtureStores.allowList,
      requestsPerSecond: FAST_REQUESTS_PER_SECOND,
    });

    const scored = (report: StoreAnalysisReport): StoreAnalysisReport => {
      if (report.verdict !== 'scored')
        throw new Error(`${store.url}: verdict ${report.verdict} (${report.unknownReason})`);
      return report;
    };

    // One analysis, untimed: the pages it reads are the baseline's.
    const reference = scored(await freshStoreReport(store.url, fastFetcher, new Date()));
    const pages = reference.pagesRead.map((page) => page.url);
    const fetchBare = async (url: string) => {
      const response = await bareFetch(url, { headers: { 'user-agent': 'bench' } });
      await response.arrayBuffer();
    };
    const bareSequential = async () => {
      for (const url of pages) await fetchBare(url);
    };
    const bareParallel = async () => {
      await Promise.all(pages.map(fetchBare));
    };

    const snapshot = await readStore(store.url, {
      fetcher: fastFetcher,
      domainAge: (host) => lookupDomainAge(host),
    });
    const priceAnalysis = await storePriceEvidence(snapshot);

    const fresh = (fetcher: typeof safeFetcher) => async () => {
      scored(await freshStoreReport(store.url, fetcher, new Date()));
    };
    const politeRun = fresh(safeFetcher);
    const fastRun = fresh(fastFetcher);
    const readOnly = async () => {
      await readStore(store.url, {
        fetcher: fastFetcher,
        domainAge: (host) => lookupDomainAge(host),
      });
    };
    const priceOnly = async () => {
      await storePriceEvidence(snapshot);
    };
    const scoreOnly = async () => {
      scored(analyzeSnapshot(snapshot, priceAnalysis, new Date()));
    };

    /** WARM_UP untimed runs, then `count` timed ones; `gap` (not timed) before every run. */
    const measure = async (work: () => Promise<void>, count = RUNS, gap = 0) => {
      const latencies: number[] = [];
      for (let i = 0; i < WARM_UP + count; i++) {
        if (gap > 0) await sleep(gap);
        const started = performance.now();
        await work();
        if (i >= WARM_UP) latencies.push(performance.now() - started);
      }
      return latencies;
    };

    const parallel = await measure(bareParallel);
    const sequential = await measure(bareSequential);
    const polite = await measure(politeRun, RUNS, PACING_GAP_MS);
    const fast = await measure(fastRun);
    const reading = await measure(readOnly);
    const pricing = await measure(priceOnly);
    const scoring = await measure(scoreOnly, SCORING_RUNS);
    await fastFetcher.close();

    // Over HTTP: one premium shopper, the first call fills the cache, the rest answer from it.
    const IdToken = await premiumShopper(stack);
    const headers = { authorization: `Bearer ${IdToken}`, 'content-type': 'application/json' };
    const analyse = async (): Promise<StoreAnalysisEntry> => {
      const response = await fetch(`${stack.url}/api/store-analysis`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: store.url }),
      });
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`POST /api/store-analysis: HTTP ${response.status} ${body}`);
      return JSON.parse(body) as StoreAnalysisEntry;
    };
    const history = async (): Promise<StoreAnalysisEntry[]> => {
      const response = await fetch(`${stack.url}/api/store-analysis/history`, { headers });
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`GET /api/store-analysis/history: HTTP ${response.status} ${body}`);
      return JSON.parse(body) as StoreAnalysisEntry[];
    };
    // The app's fetcher read the store in the polite rows: its window must be clear first.
    await sleep(PACING_GAP_MS);
    const firstStarted = performance.now();
    const first = await analyse();
    const firstMs = performance.now() - firstStarted;
    scored(first.analysis);
    const cached = await measure(async () => {
      const entry = await analyse();
      if (!entry.cached) throw new Error('a repeated analysis was not answered from the cache');
    });
    let historyLength = 0;
    const historyCalls = await measure(async () => {
      historyLength = (await history()).length;
    });

    const base = median(parallel);
    const row = (label: string, values: readonly number[]) => latencyRow(label, values, base);
    const roles = reference.pagesRead.map((page) => page.role).join(', ');
    const withGtin = (snapshot.products ?? []).filter((product) => product.gtin).length;
    return [
      `The brand's fixture Shopify shop (${reference.shopify?.productsRead ?? '?'} products read, ${withGtin} with a GTIN, ${reference.priceAnalysis.similarProductsFound} priced against the ${CATALOGUE_SIZE.toLocaleString('en-US')}-product catalogue; ${pages.length} pages read: ${roles}), sequential runs: ${RUNS} measured after ${WARM_UP} warm-up (the scoring: ${SCORING_RUNS}). Polite runs use the app's safeFetcher (2 starts a second per store), each ${PACING_GAP_MS} ms after the last (not timed); the fast rows one fetcher of ${FAST_REQUESTS_PER_SECOND.toLocaleString('en-US')} a second. The first POST (fresh, fills the cache) took ${firstMs.toFixed(0)} ms; the history answers the newest ${historyLength} entries:`,
      table(
        ['what', 'median', 'p95', 'vs baseline'],
        [
          row(`baseline: bare fetch of the ${pages.length} pages, in parallel`, parallel),
          row(`bare fetch of the ${pages.length} pages, one after another`, sequential),
          row('freshStoreReport, 2 requests/s per store (the spec)', polite),
          row('freshStoreReport, no pacing (10,000/s)', fast),
          row('  of which readStore alone (no pacing)', reading),
          row('  of which storePriceEvidence alone (catalogue lookups)', pricing),
          row('  of which analyzeSnapshot alone (the scoring)', scoring),
          row('POST /api/store-analysis, cached (24-hour cache)', cached),
          row('GET /api/store-analysis/history', historyCalls),
        ],
      ),
    ].join('\n');
  } finally {
    await close();
  }
};

export const benchStoreAnalysis = (): Promise<string> =>
  runIsolated('bench/store-analysis.ts', 'measureStoreAnalysis');
