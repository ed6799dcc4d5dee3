/**
 * Barcode lookup on the 25,000-product demo catalogue: `GET /api/products/barcode/{code}`
 * through the local gateway (JWT check, request-rate count, usage counting, the products
 * handler) for signed-in premium shoppers, the same lookup called directly in the service (claim
 * + product reads), and as a baseline in the same run, a bare GetItem of the product: the floor
 * of any lookup.
 *
 * A premium shopper may scan 100 times a minute (shared/src/plans.ts, `rateLimits`), and the
 * HTTP rows make 410 lookups, well within a minute. So the lookups are spread round-robin over
 * as many premium shoppers as it takes for none of them to pass the limit even if the whole run
 * fell in one minute (5 shoppers, at most 82 lookups each); the limit is not changed. Each
 * lookup still pays the rate count, as every shopper's does.
 *
 *   npm run bench -- barcode-lookup
 */
import { plans } from '@shop-scanner/shared/plans';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../local/src/seed/demo-catalogue';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { bareProductReads } from './lib/product-reads';
import { premiumShopper } from './lib/shoppers';
import { latencyRow, median, table, timeEach } from './lib/stats';

/** Distinct products looked up (spread over the catalogue), each once per measurement. */
const LOOKUPS = 200;
const WARM_UP = 10;
/** Lookups over HTTP: the warm-up, then each product twice (first this month, again). */
const HTTP_LOOKUPS = WARM_UP + 2 * LOOKUPS;
/** Enough premium shoppers that none passes the per-minute scan limit (see the header). */
const SHOPPERS = Math.ceil(HTTP_LOOKUPS / plans.premium.rateLimits.scansPerMinute);

export const measureBarcodeLookup = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { productByBarcode } = await import('../functions/src/domain/products/catalogue-service');

    const catalogue = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: CATALOGUE_SIZE,
      now: DEMO_CATALOGUE_REFERENCE_DATE,
    });
    const step = Math.floor(catalogue.length / LOOKUPS);
    const sample = Array.from({ length: LOOKUPS }, (_, i) => catalogue[i * step]!);
    const warmUp = catalogue.slice(1, 1 + WARM_UP);

    // Premium shoppers: scans are unlimited, so every distinct lookup is counted and allowed.
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) tokens.push(await premiumShopper(stack));
    // Lookup `index` of a pass goes to shopper `index mod SHOPPERS`: each takes its share, and a
    // product's second lookup goes to the shopper of its first (so "again" is already counted).
    const httpLookup = async (barcode: string, index: number) => {
      const response = await fetch(`${stack.url}/api/products/barcode/${barcode}`, {
        headers: { authorization: `Bearer ${tokens[index % SHOPPERS]}` },
      });
      await response.text();
      if (response.status !== 200) throw new Error(`lookup of ${barcode}: HTTP ${response.status}`);
    };
    const { getItem, close: closeReads } = bareProductReads(stack);
    const service = async (barcode: string) => {
      if (!(await productByBarcode(barcode))) throw new Error(`no product for ${barcode}`);
    };

    for (const [index, p] of warmUp.entries()) {
      await getItem(p.id);
      await service(p.barcode);
      await httpLookup(p.barcode, index);
    }
    const bare = await timeEach(sample, (p) => getItem(p.id));
    const direct = await timeEach(sample, (p) => service(p.barcode));
    const firstTime = await timeEach(sample, (p, i) => httpLookup(p.barcode, i));
    const again = await timeEach(sample, (p, i) => httpLookup(p.barcode, i));
    closeReads();

    const base = median(bare);
    const row = (label: string, values: number[]) => latencyRow(label, values, base);
    return [
      `${LOOKUPS} distinct demo products of ${CATALOGUE_SIZE.toLocaleString('en-US')}, one lookup each per row, sequential; over HTTP spread over ${SHOPPERS} premium shoppers (at most ${Math.ceil(HTTP_LOOKUPS / SHOPPERS)} lookups each, limit ${plans.premium.rateLimits.scansPerMinute} a minute):`,
      table(
        ['what', 'median', 'p95', 'vs baseline'],
        [
          row('baseline: bare GetItem of the product item', bare),
          row('productByBarcode (service: claim + product)', direct),
          row('GET /api/products/barcode, first this month (counts a scan)', firstTime),
          row('GET /api/products/barcode, again (already counted)', again),
        ],
      ),
    ].join('\n');
  } finally {
    await close();
  }
};

export const benchBarcodeLookup = (): Promise<string> =>
  runIsolated('bench/barcode-lookup.ts', 'measureBarcodeLookup');
