/**
 * The one ingest path of price observations: a shopper's confirmed report, an Open
 * Prices import and a demo-market move all end here, so every change of an offer is written,
 * recorded and announced one way.
 *
 *   validate -> read the product -> merge (ingest-plan.ts) -> write in one transaction
 *   (product-offers.ts: offers, derived figures, history point, search card) -> PutEvents
 *
 * - Idempotent: an observation the offer already is (the same observation delivered twice, or
 *   two copies racing) writes nothing and puts no event; only the first has an effect. A lost
 *   race (another write of the product landed between read and write) reads again and merges
 *   again, so concurrent observations of different stores all land and none is lost.
 * - "Nothing changed" moves the offer's lastUpdated only (the store card's "last updated" says
 *   how fresh the price is): no history point, no figures change, no event.
 * - Only observations that count come here: a shopper's report far from the other stores is
 *   kept apart by the report path until confirmed (report-confirmation.ts), then ingested.
 *
 * The event is put after the write succeeded, never before: a consumer must never hear of a
 * price the table does not hold. The trade-off: a crash (or a bus outage) between the two loses
 * that event, and a redelivered observation cannot put it again (it finds nothing changed). That
 * is acceptable because the event is a prompt, not the record: every PriceChanged corresponds to
 * a history point written in the same transaction (a price or stock change is a price fact), so
 * the history is the durable outbox. The wishlist's price-drop consumer reacts to events for
 * promptness, and its scheduled job (already hourly) sweeps the watched products' history since
 * its last run (readHistory) for completeness; it needs both anyway, since a consumer can fail
 * too. A refused PutEvents is logged with the whole detail (for a replay) and reported in the
 * outcome, not thrown: the observation itself was ingested, and a retry of it would do nothing.
 */
import { productMessages } from '@shop-scanner/shared/messages';
import { toFieldErrors } from '@shop-scanner/shared/api-errors';
import {
  PRICE_CHANGED_DETAIL_TYPE,
  PRICE_EVENT_SOURCE,
  priceChangedDetailSchema,
  priceObservationSchema,
  type PriceChangedDetail,
  type PriceObservation,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { getProductItem } from '../../data/products';
import { APPEND_ATTEMPTS, lostRace, RETRY_BASE_DELAY_MS } from '../../data/price-history';
import { saveOfferChange } from '../../data/product-offers';
import { businessMetric } from '../../lib/business-metrics';
import { InvalidInput, NotFound, ServiceUnavailable } from '../../lib/errors';
import { putEvent } from '../../lib/event-bus';
import { logger } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { retryOn } from '../../lib/retry';
import { isFromTheFuture, normalizeObservation, planIngest, type IngestStep } from './ingest-plan';
import type { StoreProfile } from './observation-merge';
import { defaultStoreProfile } from './store-profile';
import { trackedOffersOf } from './tracked-offers';

/** Said of an observation dated after the server's clock (ingest-plan.ts). */
export const observationFromTheFuture = 'The observation is dated in the future';

export interface IngestOptions {
  /** What is known of the store if it is new to the product; default: defaultStoreProfile. */
  readonly newStore?: StoreProfile;
  /** Puts the PriceChanged detail on the bus; default: PutEvents on the app's bus. */
  readonly publish?: (detail: PriceChangedDetail) => Promise<void>;
}

export interface IngestOutcome {
  /** What the observation did (ingest-plan.ts): stale, duplicate, seen or changed. */
  readonly effect: IngestStep['kind'];
  /** The store's offer as it now stands. */
  readonly offer: TrackedOffer;
  readonly historyAppended: boolean;
  /** The PriceChanged detail of this observation; null when the price and stock stayed. */
  readonly priceChanged: PriceChangedDetail | null;
  /** False only when there was an event and the bus refused it (logged for a replay). */
  readonly published: boolean;
}

const putPriceChanged = (detail: PriceChangedDetail): Promise<void> =>
  putEvent({ source: PRICE_EVENT_SOURCE, detailType: PRICE_CHANGED_DETAIL_TYPE, detail });

/** The observation as the shared schema allows it, normalized; InvalidInput (400) if not. */
const validObservation = (input: PriceObservation, now: Date): PriceObservation => {
  const parsed = priceObservationSchema.safeParse(input);
  if (!parsed.success) throw new InvalidInput(toFieldErrors(parsed.error));
  // Rounding to the cent can leave nothing of a price of a fraction of a cent: checked again.
  const normalized = priceObservationSchema.safeParse(normalizeObservation(parsed.data));
  if (!normalized.success) throw new InvalidInput(toFieldErrors(normalized.error));
  if (isFromTheFuture(normalized.data, now))
    throw new InvalidInput({ observedAt: [observationFromTheFuture] });
  return normalized.data;
};

interface Written {
  readonly step: IngestStep;
  readonly historyAppended: boolean;
}

/** One attempt: read, decide, write. A lost race throws for retryOn to read again. */
const attemptIngest = async (
  observation: PriceObservation,
  newStore: StoreProfile,
  now: Date,
): Promise<Written> => {
  const item = await getProductItem(observation.productId);
  if (!item) throw new NotFound(productMessages.notFound);
  const step = planIngest(trackedOffersOf(item.stores, item.source), observation, newStore);
  if (step.kind === 'stale' || step.kind === 'duplicate') return { step, historyAppended: false };
  const point = step.kind === 'changed' ? step.historyPoint : null;
  const written = await saveOfferChange(item, { offers: step.offers, point }, now);
  return { step, historyAppended: written.historyAppended };
};

/**
 * Ingests one price observation as of `now` (the history window's edge, and the clock a future
 * date is judged by). Throws InvalidInput for an observation the shared schema refuses (or dated
 * in the future), NotFound for an unknown product, ServiceUnavailable when every attempt lost its
 * race with concurrent writes of the product (nothing was written: worth a retry later).
 */
export const ingestObservation = async (
  input: PriceObservation,
  now: Date = new Date(),
  options: IngestOptions = {},
): Promise<IngestOutcome> => {
  const observation = validObservation(input, now);
  const newStore = options.newStore ?? defaultStoreProfile(observation.store);
  let written: Written;
  try {
    written = await retryOn(lostRace, APPEND_ATTEMPTS, RETRY_BASE_DELAY_MS, () =>
      attemptIngest(observation, newStore, now),
    );
  } catch (error) {
    if (lostRace(error)) throw new ServiceUnavailable();
    throw error;
  }
  const { step, historyAppended } = written;
  const priceChanged = step.kind === 'changed' ? step.priceChanged : null;
  // After the write, from every source alike; a duplicate or a "nothing changed" is no change.
  if (priceChanged) countMetric(businessMetric.priceChangesIngested);
  const outcome = { effect: step.kind, offer: step.offer, historyAppended, priceChanged };
  if (!priceChanged) return { ...outcome, published: true };
  try {
    await (options.publish ?? putPriceChanged)(priceChangedDetailSchema.parse(priceChanged));
    return { ...outcome, published: true };
  } catch (error) {
    logger.error('PriceChanged not published after its write; the history holds the change', {
      detail: priceChanged,
      error,
    });
    return { ...outcome, published: false };
  }
};
