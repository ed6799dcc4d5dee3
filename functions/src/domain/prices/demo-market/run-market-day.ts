/**
 * One day of the demo market (source `demo`) over the whole demo catalogue: the scheduled
 * job's work (events/demo-market/handler.ts).
 *
 *   seed marker? day recorded? -> list the demo products (demo-buckets.ts, no Scan)
 *   -> per product, `concurrency` at once: read it, decide its day (market-day.ts), ingest each
 *      move through the one ingest path (offers, figures, history, PriceChanged), one at a time
 *      (they are the same item: in parallel they would only lose races and retry)
 *   -> put the changed cards into the search buckets -> record the day (demo-market-runs.ts)
 *
 * Idempotent per day, at every level: a recorded day is skipped; an offer already moved that day
 * makes no observation (market-day.ts); an observation the offer already is writes nothing
 * (the ingest's duplicate rule). So a run cut short, retried, or racing another run ends with the
 * same table as one clean run, and without a second event for any change.
 *
 * Time, for 25,000 products (the bench will record it): each product costs one read; a product
 * that moved (about half of them on a day: an offer moves one day in seven or eight) costs one
 * more, plus an ingest (a read, a transaction, a PutEvents) per move; then about 1,700 bucket items
 * are rewritten. Measured on DynamoDB Local on disk, 2 cores shared with other work: 137 s and 148
 * s for two days in a row (about 17,300 observations and 13,400 PriceChanged events a day), so
 * about 0.2 % of the schedule's 24 hours. On AWS, at about 30 ms an ingest and 5 ms a read with 8
 * products in flight, about 25,000 * 28 ms / 8 = 90 s, inside a Lambda's 15 minutes; a run that
 * did not fit would fail, be retried by Lambda, and carry on where it stopped.
 */
import { toPriceHistoryPoint } from '../../../model/price-history/history-point';
import { listDemoProducts, rewriteBucketCards, type CardUpdate } from '../../../data/demo-buckets';
import { lastMarketDay, recordMarketDay } from '../../../data/demo-market-runs';
import { demoCatalogueLoaded } from '../../../data/products-demo-load';
import {
  getProductItem,
  windowOf,
  bucketCardOf,
  sameCard,
  type BucketCard,
  type ProductItem,
} from '../../../data/products';
import { forEachConcurrently } from '../../../lib/concurrency';
import { logger } from '../../../lib/logger';
import { ingestObservation } from '../ingest-observation';
import { trackedOffersOf } from '../tracked-offers';
import { dayStartOf, marketDay, type MarketDay, type MarketProduct } from './market-day';
import type { MoveKind } from './offer-move';

/** Products in flight at once (DynamoDB Local gains little from more on 2 cores). */
export const DEFAULT_MARKET_CONCURRENCY = 8;

export interface MarketDayOptions {
  readonly concurrency?: number;
  /** The clock; a day that has not begun yet is not run. */
  readonly now?: Date;
}

export type MarketDayReport =
  | {
      readonly day: MarketDay;
      readonly ran: false;
      readonly reason: 'no-demo-catalogue' | 'already-ran' | 'not-begun';
    }
  | {
      readonly day: MarketDay;
      readonly ran: true;
      readonly products: number;
      /** Products with at least one change. */
      readonly productsChanged: number;
      readonly observations: number;
      /** Observations the ingest wrote (the rest it found already written). */
      readonly changes: number;
      readonly priceChangedEvents: number;
      readonly moves: Readonly<Record<MoveKind, number>>;
      readonly bucketsRewritten: number;
      /** The whole run, and of it the buckets' rewrite. */
      readonly ms: number;
      readonly bucketsMs: number;
    };

/** A product's day failed (after the ingest's own retries): the day is left to run again. */
export class MarketDayIncomplete extends Error {
  constructor(
    readonly day: MarketDay,
    readonly failed: readonly string[],
  ) {
    super(`The demo market's ${day} failed for ${failed.length} products; it runs again`);
    this.name = 'MarketDayIncomplete';
  }
}

interface ProductDay {
  readonly observations: number;
  readonly changes: number;
  readonly events: number;
  readonly kinds: readonly MoveKind[];
  /** The product's card now, when the buckets should show it instead of what they hold. */
  readonly cardUpdate?: CardUpdate;
}

/** What the market reads of a stored product: its offers with their sources, and its window. */
export const marketProductOf = (item: ProductItem): MarketProduct => ({
  productId: item.id,
  offers: trackedOffersOf(item.stores, item.source),
  history: windowOf(item).points.map(toPriceHistoryPoint),
});

/** Whether the buckets' card of the product is out of date: it moved, or it lagged already. */
const cardUpdateOf = (
  item: ProductItem,
  bucketCard: BucketCard | undefined,
): CardUpdate | undefined => {
  // A product indexed by items of its own has its cards kept by the ingest itself.
  if (item.indexedIn !== 'bucket') return undefined;
  const card = bucketCardOf(item);
  return bucketCard && sameCard(card, bucketCard)
    ? undefined
    : { id: item.id, category: item.category, searchTokens: item.searchTokens, card };
};

const moveProduct = async (
  id: string,
  bucketCard: BucketCard | undefined,
  day: MarketDay,
  seed: number,
  now: Date,
): Promise<ProductDay | undefined> => {
  const item = await getProductItem(id);
  if (!item || item.source !== 'demo') return undefined;
  const moves = marketDay(marketProductOf(item), day, seed);
  let changes = 0;
  let events = 0;
  for (const { observation } of moves) {
    const outcome = await ingestObservation(observation, now);
    if (outcome.effect === 'changed') changes += 1;
    if (outcome.priceChanged) events += 1;
  }
  // The card as the ingest left it (read again: a shopper may have reported meanwhile too).
  const after = changes > 0 ? ((await getProductItem(id)) ?? item) : item;
  const cardUpdate = cardUpdateOf(after, bucketCard);
  return {
    observations: moves.length,
    changes,
    events,
    kinds: moves.map((m) => m.kind),
    ...(cardUpdate ? { cardUpdate } : {}),
  };
};

/**
 * Runs the demo market's `day` (UTC, `yyyy-mm-dd`) over every demo product, unless the day is
 * recorded as done, has not begun, or there is no demo catalogue (yet: a load under way). Throws
 * MarketDayIncomplete when some products failed: the day is then not recorded, and runs again.
 */
export const runMarketDay = async (
  day: MarketDay,
  options: MarketDayOptions = {},
): Promise<MarketDayReport> => {
  const started = Date.now();
  const now = options.now ?? new Date();
  if (dayStartOf(day).getTime() > now.getTime()) return { day, ran: false, reason: 'not-begun' };
  const catalogue = await demoCatalogueLoaded();
  if (!catalogue) return { day, ran: false, reason: 'no-demo-catalogue' };
  const last = await lastMarketDay();
  if (last !== undefined && last >= day) return { day, ran: false, reason: 'already-ran' };

  const concurrency = options.concurrency ?? DEFAULT_MARKET_CONCURRENCY;
  const listed = await listDemoProducts();
  const moves: Record<MoveKind, number> = {
    drift: 0,
    sale: 0,
    'sale-end': 0,
    'stock-out': 0,
    restock: 0,
  };
  const cardUpdates: CardUpdate[] = [];
  const failed: string[] = [];
  let products = 0;
  let productsChanged = 0;
  let observations = 0;
  let changes = 0;
  let priceChangedEvents = 0;
  await forEachConcurrently(listed, concurrency, async ([id, bucketCard]) => {
    try {
      const result = await moveProduct(id, bucketCard, day, catalogue.seed, now);
      if (!result) return;
      products += 1;
      if (result.changes > 0) productsChanged += 1;
      observations += result.observations;
      changes += result.changes;
      priceChangedEvents += result.events;
      for (const kind of result.kinds) moves[kind] += 1;
      if (result.cardUpdate) cardUpdates.push(result.cardUpdate);
    } catch (error) {
      failed.push(id);
      logger.error('Demo market: a product failed its day', { day, productId: id, error });
    }
  });

  // A load that began meanwhile rebuilds every bucket from the products as they now stand.
  const bucketsStarted = Date.now();
  const bucketsRewritten = (await demoCatalogueLoaded())
    ? await rewriteBucketCards(cardUpdates, concurrency)
    : 0;
  if (failed.length > 0) throw new MarketDayIncomplete(day, failed);
  await recordMarketDay({
    day,
    finishedAt: new Date().toISOString(),
    products,
    observations,
    changes,
  });
  return {
    day,
    ran: true,
    products,
    productsChanged,
    observations,
    changes,
    priceChangedEvents,
    moves,
    bucketsRewritten,
    ms: Date.now() - started,
    bucketsMs: Date.now() - bucketsStarted,
  };
};
