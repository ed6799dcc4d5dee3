/**
 * Cross-platform search over the 25,000-product demo catalogue: the search engine
 * the API runs (`runCrossPlatformSearch`: original product, catalogue matches by GTIN and by
 * name through the token index, the analysis), for products spread over the catalogue, against
 * a baseline measured in the same run: a bare GetItem of the one product, the floor of any read.
 *
 * Two kinds of search: with the barcode (the scan card's button: the GTIN product and its name
 * matches) and by name alone (the panel typed by hand). No platform connector is connected here
 * (no eBay credentials), so the figures are the catalogue's part; the original page is not
 * fetched (its reader answers "nothing published"), and listing images are not hashed: both are
 * network waits on real stores, not work of the engine.
 *
 *   npm run bench -- cross-platform
 */
import type { CrossPlatformSearchRequest } from '@shop-scanner/shared/cross-platform';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../local/src/seed/demo-catalogue';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { bareProductReads } from './lib/product-reads';
import { latencyRow, median, table, timeEach } from './lib/stats';

/** Distinct products searched for (spread over the catalogue), each once per row. */
const SEARCHES = 50;
const WARM_UP = 5;

export const measureCrossPlatform = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { runCrossPlatformSearch } =
      await import('../functions/src/domain/cross-platform/search-service');
    const catalogue = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: CATALOGUE_SIZE,
      now: DEMO_CATALOGUE_REFERENCE_DATE,
    });
    const step = Math.floor(catalogue.length / SEARCHES);
    const sample = Array.from({ length: SEARCHES }, (_, i) => catalogue[i * step + 3]!);
    const warmUp = catalogue.slice(7, 7 + WARM_UP);

    const { getItem, close: closeReads } = bareProductReads(stack);
    const deps = { readOriginal: async () => ({ platform: 'Unknown' }), connectors: [] };
    let matchesFound = 0;
    const search = async (request: CrossPlatformSearchRequest) => {
      const analysis = await runCrossPlatformSearch(request, deps);
      matchesFound += analysis.totalMatches;
    };
    type Sampled = (typeof sample)[number];
    const withBarcode = (p: Sampled): CrossPlatformSearchRequest => ({
      originalUrl: `https://example.com/original/${p.id}`,
      productName: p.name,
      barcode: p.barcode,
    });
    const byName = (p: Sampled): CrossPlatformSearchRequest => ({
      originalUrl: `https://example.com/original/${p.id}`,
      productName: p.name,
    });

    for (const p of warmUp) {
      await getItem(p.id);
      await search(withBarcode(p));
      await search(byName(p));
    }
    matchesFound = 0;
    const bare = await timeEach(sample, (p) => getItem(p.id));
    const gtin = await timeEach(sample, (p) => search(withBarcode(p)));
    const gtinMatches = matchesFound;
    matchesFound = 0;
    const named = await timeEach(sample, (p) => search(byName(p)));
    closeReads();

    const base = median(bare);
    return [
      `${SEARCHES} distinct demo products of ${CATALOGUE_SIZE.toLocaleString('en-US')}, one search each per row, sequential, in the engine (no HTTP); matches found: ${gtinMatches} with the barcode, ${matchesFound} by name:`,
      table(
        ['what', 'median', 'p95', 'vs baseline'],
        [
          latencyRow('baseline: bare GetItem of the one product', bare, base),
          latencyRow('cross-platform search with the barcode (GTIN + name)', gtin, base),
          latencyRow('cross-platform search by name alone', named, base),
        ],
      ),
    ].join('\n');
  } finally {
    await close();
  }
};

export const benchCrossPlatform = (): Promise<string> =>
  runIsolated('bench/cross-platform.ts', 'measureCrossPlatform');
