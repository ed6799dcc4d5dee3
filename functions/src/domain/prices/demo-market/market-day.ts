/**
 * A demo product's day on the demo market (source `demo`), pure: the day's price
 * observations of its demo offers, which the job ingests through the one ingest path.
 *
 * - Seeded per product, store and day (mixed with the catalogue's seed), so two runs of the same
 *   day agree exactly, on any machine, in any order, whatever else the job did meanwhile.
 * - Continues from the offers as they stand (after the 90 generated days, or yesterday's market):
 *   the market has no state of its own besides the offers and their history.
 * - Moves only what is demo: an offer a shopper reported or Open Prices imported is a real price
 *   and stays as observed.
 * - Every observation is dated at the day's start (UTC midnight), which is what makes a day's run
 *   idempotent: an offer updated at or after that moment has had its day already (a second run,
 *   or one resumed after a crash, skips it), and one that has not is still in its state from
 *   before the day, so each offer's move is decided from the same facts on every run. For the
 *   same reason an offer's move reads only its own offer and its store's history before the day,
 *   never another store's state, which may already have moved today.
 * - Offers that stay as they are make no observation: a "seen again" would rewrite every demo
 *   product every day only to move lastUpdated, so a demo offer's "last updated" says when its
 *   price or stock last changed.
 */
import {
  storeKey,
  type PriceHistoryPoint,
  type PriceObservation,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { createRandom, hashText, mixSeed } from '../../../lib/seeded-random';
import { moveOffer, type MoveKind } from './offer-move';
import { DAY_MS, isoDay } from '@shop-scanner/shared/time';

/** A UTC calendar day, `yyyy-mm-dd`. */
export type MarketDay = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day an instant falls on. */
export const marketDayOf = (time: Date): MarketDay => isoDay(time);

/**
 * The day a scheduled run is for: the UTC day of the schedule's time (a late or retried run
 * still runs the day it was meant for), or of `now` when the event has no usable time.
 */
export const scheduledDay = (time: string | undefined, now: Date): MarketDay => {
  const scheduled = time === undefined ? Number.NaN : Date.parse(time);
  return marketDayOf(Number.isNaN(scheduled) ? now : new Date(scheduled));
};

/** The day's start, UTC midnight; throws RangeError for what is not a calendar day. */
export const dayStartOf = (day: MarketDay): Date => {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (!DAY_PATTERN.test(day) || Number.isNaN(start.getTime()) || marketDayOf(start) !== day)
    throw new RangeError(`Not a calendar day (yyyy-mm-dd): ${day}`);
  return start;
};

/** What the market reads of a product. */
export interface MarketProduct {
  readonly productId: string;
  readonly offers: readonly TrackedOffer[];
  /** Its recent price history (the window on the product), any order, every store. */
  readonly history: readonly PriceHistoryPoint[];
}

export interface MarketMove {
  readonly kind: MoveKind;
  readonly observation: PriceObservation;
}

/** The stream of one offer on one day: the product's day seed mixed with its store. */
const offerRandom = (seed: number, productId: string, dayNumber: number, store: string) =>
  createRandom(mixSeed(seed, hashText(productId), dayNumber, hashText(storeKey(store))));

/** The day's moves of the product's demo offers, one observation each; [] on a quiet day. */
export const marketDay = (
  product: MarketProduct,
  day: MarketDay,
  catalogueSeed: number,
): MarketMove[] => {
  const start = dayStartOf(day);
  const dayStart = start.toISOString();
  const dayNumber = start.getTime() / DAY_MS;
  const before = product.history.filter((p) => Date.parse(p.timestamp) < start.getTime());
  return product.offers.flatMap((offer): MarketMove[] => {
    if (offer.source !== 'demo' || Date.parse(offer.lastUpdated) >= start.getTime()) return [];
    const random = offerRandom(catalogueSeed, product.productId, dayNumber, offer.name);
    const move = moveOffer({ offer, history: before, random, dayStart });
    if (!move) return [];
    return [
      {
        kind: move.kind,
        observation: {
          productId: product.productId,
          store: offer.name,
          price: move.price,
          ...(move.originalPrice !== undefined ? { originalPrice: move.originalPrice } : {}),
          inStock: move.inStock,
          shipping: offer.shipping,
          source: 'demo',
          observedAt: dayStart,
        },
      },
    ];
  });
};
