/**
 * The ingest path's pure step: one price observation merged into a product's current
 * offers. It says what the store's offer becomes, whether anything changed, the history point to
 * append (only when a price fact changed) and the PriceChanged detail to put on the bus (only
 * when the price or the stock changed, or the store is new to the product).
 *
 * Choices made here, where the rule itself says nothing:
 * - price facts are the price, the claimed was-price, the stock and the shipping (free, cost,
 *   days): a history point records each of them; a changed link alone updates the offer but is
 *   no price history;
 * - a claimed was-price at or below the price claims no discount and is dropped;
 * - an observation older than the offer's last update is stale and changes nothing, so a slow
 *   import never overwrites a newer price;
 * - an observation whose price facts are unchanged moves only lastUpdated (the offer was seen
 *   again) and keeps the offer's source: whoever set the price last is its source;
 * - an observation without a link keeps the offer's link (a new store without one has '', which
 *   the page shows as no link).
 */
import {
  percentBelow,
  shippingCostOf,
  storeKey,
  toCents,
  type PriceChangedDetail,
  type PriceHistoryPoint,
  type PriceObservation,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';

/** What the ingest knows of a store that has no offer on the product yet. */
export interface StoreProfile {
  readonly trustScore: number;
  readonly rating?: number;
  readonly reviewCount?: number;
}

export interface ObservationMerge {
  /** The product's offers after the merge (the store's offer replaced or added). */
  readonly offers: TrackedOffer[];
  readonly offer: TrackedOffer;
  /** Anything the offer shows changed (its lastUpdated aside). */
  readonly changed: boolean;
  /** An observation older than the offer: ignored. */
  readonly stale: boolean;
  readonly historyPoint: PriceHistoryPoint | null;
  readonly priceChanged: PriceChangedDetail | null;
}

/** The observation's offer facts, with a claimed was-price kept only when it claims a discount. */
const offerFacts = (o: PriceObservation) => {
  const claimed =
    o.originalPrice !== undefined && toCents(o.originalPrice) > toCents(o.price)
      ? o.originalPrice
      : undefined;
  return {
    price: o.price,
    originalPrice: claimed,
    discountPercentage: claimed === undefined ? undefined : percentBelow(o.price, claimed),
    inStock: o.inStock,
    shipping: o.shipping,
  };
};

type OfferFacts = ReturnType<typeof offerFacts>;

const samePriceFacts = (offer: TrackedOffer, facts: OfferFacts): boolean =>
  toCents(offer.price) === toCents(facts.price) &&
  (offer.originalPrice === undefined) === (facts.originalPrice === undefined) &&
  (facts.originalPrice === undefined ||
    toCents(offer.originalPrice ?? 0) === toCents(facts.originalPrice)) &&
  offer.inStock === facts.inStock &&
  offer.shipping.free === facts.shipping.free &&
  toCents(offer.shipping.cost) === toCents(facts.shipping.cost) &&
  offer.shipping.estimatedDays === facts.shipping.estimatedDays;

/** Leaves absent optional fields out, so an offer equals its stored form. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const mergeObservation = (
  offers: readonly TrackedOffer[],
  observation: PriceObservation,
  newStore: StoreProfile,
): ObservationMerge => {
  const key = storeKey(observation.store);
  const index = offers.findIndex((o) => storeKey(o.name) === key);
  const current = offers[index];
  const facts = offerFacts(observation);

  if (current && Date.parse(observation.observedAt) < Date.parse(current.lastUpdated)) {
    return {
      offers: [...offers],
      offer: current,
      changed: false,
      stale: true,
      historyPoint: null,
      priceChanged: null,
    };
  }

  const priceFactsChanged = !current || !samePriceFacts(current, facts);
  const url = observation.url ?? current?.url ?? '';
  const changed = priceFactsChanged || url !== current?.url;
  const offer: TrackedOffer = withoutUndefined({
    name: current?.name ?? observation.store.trim(),
    trustScore: current?.trustScore ?? newStore.trustScore,
    rating: current ? current.rating : newStore.rating,
    reviewCount: current ? current.reviewCount : newStore.reviewCount,
    ...facts,
    url,
    source: priceFactsChanged || !current ? observation.source : current.source,
    lastUpdated: observation.observedAt,
  });

  const stockOrPriceChanged =
    !current ||
    toCents(current.price) !== toCents(offer.price) ||
    current.inStock !== offer.inStock;
  return {
    offers: index === -1 ? [...offers, offer] : offers.map((o, i) => (i === index ? offer : o)),
    offer,
    changed,
    stale: false,
    historyPoint: priceFactsChanged
      ? withoutUndefined({
          store: offer.name,
          source: observation.source,
          price: offer.price,
          originalPrice: offer.originalPrice,
          inStock: offer.inStock,
          shippingCost: shippingCostOf(offer.shipping),
          timestamp: observation.observedAt,
        })
      : null,
    priceChanged: stockOrPriceChanged
      ? {
          productId: observation.productId,
          store: offer.name,
          source: observation.source,
          old: current ? { price: current.price, inStock: current.inStock } : null,
          new: { price: offer.price, inStock: offer.inStock },
          observedAt: observation.observedAt,
        }
      : null,
  };
};
