/**
 * The Open Prices import: the scheduled price job (events/price-drop-job) asks Open
 * Prices (lib/open-prices.ts) about a few products' barcodes and ingests the recent USD shelf
 * prices it knows as observations of source `open-prices`, through the one ingest path
 * (ingest-observation.ts): offer, history point, figures and PriceChanged, like every other price.
 *
 * Which products, and why:
 * - Each run asks about the OPEN_PRICES_PRODUCTS_PER_RUN most popular products (Popular Products'
 *   byPopularity index: four small Queries, never a Scan). They are the products shoppers look at
 *   most, the ones a fresher price helps; every product has a barcode; and the set is bounded, so
 *   the job's cost and its load on a non-profit's free service stay flat as the catalogue grows
 *   (20 requests an hour). Products nobody reviewed are not in that index: a shopper's product
 *   joins once one of its offers has reviews. The demo catalogue's barcodes are made up and
 *   Open Prices should know none of them; one that matches a real product by chance would get
 *   that product's real prices, marked open-prices.
 * - Lookups go one at a time: gentle on the service, and the run stays short anyway.
 *
 * Never blocking the job: the import never throws. When Open Prices is off (empty
 * OPEN_PRICES_BASE_URL) nothing is read; when it is not reached twice in a row (offline, down)
 * the run stops asking; and no lookup starts after OPEN_PRICES_RUN_BUDGET_MS. A product whose
 * observation fails to ingest is logged and the run goes on. One info line sums the run up.
 *
 * Idempotent: the same prices imported again are stale or duplicates for the ingest path
 * (open-prices-observations.ts says why), so a second run, or a retried job, writes nothing.
 */
import type { PriceObservation } from '@shop-scanner/shared/prices';
import { getProductItem } from '../../data/products';
import { popularProducts } from '../../data/products-search';
import { NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import {
  configuredOpenPricesBaseUrl,
  recentPrices,
  type OpenPricesAnswer,
} from '../../lib/open-prices';
import { ingestObservation, type IngestOutcome } from './ingest-observation';
import { openPricesObservations } from './open-prices-observations';

/** Products asked about per run (see above). */
export const OPEN_PRICES_PRODUCTS_PER_RUN = 20;

/**
 * No lookup starts after this long, so a run that meets a slow (not dead) server ends within about
 * 63 s, however many products it asks about: well inside the job's 5 minutes.
 */
export const OPEN_PRICES_RUN_BUDGET_MS = 60_000;

/** Lookups in a row that did not reach Open Prices before the run stops asking (offline). */
export const MAX_UNREACHED_IN_A_ROW = 2;

export interface ImportCandidate {
  readonly id: string;
  readonly barcode: string;
}

export interface OpenPricesImportOptions {
  /** The run's clock: what "recent" and a future price are judged by. Default: now. */
  readonly now?: Date;
  /** Default: OPEN_PRICES_BASE_URL; null: off. */
  readonly baseUrl?: string | null;
  /** Default: the most popular products (OPEN_PRICES_PRODUCTS_PER_RUN). */
  readonly candidates?: () => Promise<readonly ImportCandidate[]>;
  /** Default: recentPrices against baseUrl. */
  readonly lookup?: (barcode: string) => Promise<OpenPricesAnswer>;
  /** The names of the stores a product has offers from; undefined when it is gone. */
  readonly currentStores?: (productId: string) => Promise<readonly string[] | undefined>;
  readonly ingest?: (
    observation: PriceObservation,
    now: Date,
  ) => Promise<Pick<IngestOutcome, 'effect'>>;
  readonly budgetMs?: number;
  /** Milliseconds, for the budget. Default: Date.now. */
  readonly clock?: () => number;
}

export interface OpenPricesImportSummary {
  /** False when OPEN_PRICES_BASE_URL turns the import off: nothing was read or asked. */
  readonly enabled: boolean;
  /** Products the run could ask about. */
  readonly products: number;
  /** Lookups made. */
  readonly asked: number;
  /** Products Open Prices had recent USD prices for. */
  readonly withPrices: number;
  /** Observations ingested, whatever their effect. */
  readonly observations: number;
  /** Of those, the ones that changed an offer (the rest were stale, duplicates or seen again). */
  readonly changed: number;
  /** Reads and ingests that failed (logged). */
  readonly failed: number;
  /** Why the run stopped before its last product, if it did. */
  readonly stopped?: 'unreached' | 'budget';
}

const popularCandidates = async (): Promise<ImportCandidate[]> =>
  (await popularProducts(OPEN_PRICES_PRODUCTS_PER_RUN))
    .filter((p) => p.barcode !== '')
    .map(({ id, barcode }) => ({ id, barcode }));

const storesOf = async (productId: string): Promise<string[] | undefined> =>
  (await getProductItem(productId))?.stores.map((s) => s.name);

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface Tally {
  products: number;
  asked: number;
  withPrices: number;
  observations: number;
  changed: number;
  failed: number;
  stopped?: 'unreached' | 'budget';
}

/** Ingests one product's observations in order; a product gone meanwhile ends them. */
const ingestAll = async (
  observations: readonly PriceObservation[],
  ingest: NonNullable<OpenPricesImportOptions['ingest']>,
  now: Date,
  tally: Tally,
): Promise<void> => {
  for (const observation of observations) {
    try {
      const { effect } = await ingest(observation, now);
      tally.observations += 1;
      if (effect === 'changed') tally.changed += 1;
    } catch (error) {
      tally.failed += 1;
      logger.warn('Open Prices observation not ingested', { observation, reason: reason(error) });
      if (error instanceof NotFound) return;
    }
  }
};

/** One run of the import (see above). Never throws. */
export const importOpenPrices = async (
  options: OpenPricesImportOptions = {},
): Promise<OpenPricesImportSummary> => {
  const baseUrl =
    options.baseUrl === undefined ? configuredOpenPricesBaseUrl() : (options.baseUrl ?? undefined);
  const tally: Tally = {
    products: 0,
    asked: 0,
    withPrices: 0,
    observations: 0,
    changed: 0,
    failed: 0,
  };
  if (!baseUrl) return { enabled: false, ...tally };
  const now = options.now ?? new Date();
  const clock = options.clock ?? Date.now;
  const lookup = options.lookup ?? ((barcode) => recentPrices(barcode, { baseUrl, now }));
  const ingest = options.ingest ?? ingestObservation;
  const started = clock();
  let unreachedInARow = 0;
  try {
    const candidates = await (options.candidates ?? popularCandidates)();
    tally.products = candidates.length;
    for (const product of candidates) {
      if (clock() - started >= (options.budgetMs ?? OPEN_PRICES_RUN_BUDGET_MS)) {
        tally.stopped = 'budget';
        break;
      }
      tally.asked += 1;
      const answer = await lookup(product.barcode);
      unreachedInARow = answer.reached ? 0 : unreachedInARow + 1;
      if (unreachedInARow >= MAX_UNREACHED_IN_A_ROW) {
        tally.stopped = 'unreached';
        break;
      }
      if (answer.prices.length === 0) continue;
      tally.withPrices += 1;
      try {
        const stores = await (options.currentStores ?? storesOf)(product.id);
        if (!stores) continue;
        const observations = openPricesObservations(product.id, answer.prices, stores, now);
        await ingestAll(observations, ingest, now, tally);
      } catch (error) {
        tally.failed += 1;
        logger.warn('Open Prices import skipped a product', {
          productId: product.id,
          reason: reason(error),
        });
      }
    }
  } catch (error) {
    // The candidates could not be read (the table unreachable): the next run tries again.
    tally.failed += 1;
    logger.warn('Open Prices import found no products to ask about', { reason: reason(error) });
  }
  const summary = { enabled: true, ...tally };
  logger.info('Open Prices import ran', { ...summary });
  return summary;
};
