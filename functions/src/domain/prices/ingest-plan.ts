/**
 * The ingest path's decision for one price observation against the offers read,
 * pure: what to write, if anything. mergeObservation says what the offer becomes; this says which
 * of four things that is, which is what makes the path idempotent:
 * - `stale`: older than the store's offer, ignored (a slow import never overwrites a newer price);
 * - `duplicate`: the offer already is this observation (a redelivery, a retried request, a job run
 *   twice): nothing is written and no event is put, so the same observation has one effect;
 * - `seen`: the same offer seen again later: only its lastUpdated moves (the store card's "last
 *   updated" says how fresh the price is), no history point, no event;
 * - `changed`: the offer changed: written with its history point (when a price fact changed) and
 *   its PriceChanged detail (when the price or the stock changed, or the store is new).
 */
import {
  roundCents,
  storeKey,
  type PriceChangedDetail,
  type PriceObservation,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { fromPriceHistoryPoint, type HistoryPoint } from '../../model/price-history/history-point';
import { mergeObservation, type StoreProfile } from './observation-merge';

export type IngestStep =
  | { readonly kind: 'stale'; readonly offer: TrackedOffer }
  | { readonly kind: 'duplicate'; readonly offer: TrackedOffer }
  | {
      readonly kind: 'seen';
      readonly offer: TrackedOffer;
      /** The product's offers after the observation. */
      readonly offers: readonly TrackedOffer[];
    }
  | {
      readonly kind: 'changed';
      readonly offer: TrackedOffer;
      readonly offers: readonly TrackedOffer[];
      /** As stored (cents); null when only the link changed. */
      readonly historyPoint: HistoryPoint | null;
      readonly priceChanged: PriceChangedDetail | null;
    };

/**
 * Not in the spec: how far past the server's clock an observation may claim to be. A point from
 * the future would make every real observation until then stale (older than the offer), so one
 * is refused; a few minutes absorb a job's clock that runs a little fast.
 */
export const MAX_OBSERVATION_SKEW_MS = 5 * 60_000;

export const isFromTheFuture = (observation: PriceObservation, now: Date): boolean =>
  Date.parse(observation.observedAt) > now.getTime() + MAX_OBSERVATION_SKEW_MS;

/**
 * The observation in the form offers and history store: amounts to the cent (prices are USD to
 * the cent, docs/prices.md#money; an import may carry more decimals) and the time as toISOString
 * writes it, so an offer's lastUpdated and its history point's time compare as equal strings.
 */
export const normalizeObservation = (observation: PriceObservation): PriceObservation => ({
  ...observation,
  price: roundCents(observation.price),
  ...(observation.originalPrice !== undefined
    ? { originalPrice: roundCents(observation.originalPrice) }
    : {}),
  shipping: { ...observation.shipping, cost: roundCents(observation.shipping.cost) },
  observedAt: new Date(observation.observedAt).toISOString(),
});

export const planIngest = (
  offers: readonly TrackedOffer[],
  observation: PriceObservation,
  newStore: StoreProfile,
): IngestStep => {
  const merge = mergeObservation(offers, observation, newStore);
  if (merge.stale) return { kind: 'stale', offer: merge.offer };
  if (merge.changed) {
    return {
      kind: 'changed',
      offer: merge.offer,
      offers: merge.offers,
      historyPoint: merge.historyPoint ? fromPriceHistoryPoint(merge.historyPoint) : null,
      priceChanged: merge.priceChanged,
    };
  }
  const key = storeKey(observation.store);
  const current = offers.find((o) => storeKey(o.name) === key);
  const alreadySeen =
    current !== undefined &&
    Date.parse(current.lastUpdated) === Date.parse(merge.offer.lastUpdated);
  return alreadySeen
    ? { kind: 'duplicate', offer: merge.offer }
    : { kind: 'seen', offer: merge.offer, offers: merge.offers };
};
