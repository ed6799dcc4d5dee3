/**
 * Judges the price alerts on a product (docs/price-watch.md, "Price alerts"): each active alert
 * on the price it is judged on (alert-status.ts currentPriceForAlert: its store's in-stock price,
 * or the lowest in-stock price for an alert on any store), with the watch rules' line at its
 * target and "reached" at or below it.
 *
 * - Fired: ONE transaction writes both alert items (triggeredAt, the watch), the in-app
 *   notification and the push notice, on the condition that the alert is as it was read; then
 *   the notice is sent. The consumer and the job judging the same change: one of them writes.
 * - Re-armed (the price back above the target by the margin): triggeredAt is cleared on both
 *   items, so the alerts panel shows the alert waiting again.
 * - A far-off price seen once waits for a second look, judged as the wishlist's watchers judge it
 *   (price-confirmation.ts), from the product's own price history: nothing is kept on the alert.
 */
import { toCents } from '@shop-scanner/shared/prices';
import {
  listProductAlertWatches,
  writeAlertWatch,
  type AlertWatchRead,
  type AlertWriteOutcome,
} from '../../data/price-alert-watches';
import { forEachConcurrently } from '../../lib/concurrency';
import { logger } from '../../lib/logger';
import { retryDelay } from '../../lib/retry';
import { judgedOffer, watchStateOf } from './alert-judgement';
import { isConfirmedPrice } from './price-confirmation';
import { announcementWrites } from './watch-announcement';
import {
  alertIdOf,
  decideWatch,
  dropPercentage,
  recheckAtOf,
  type HeldReason,
} from './watch-rules';
import { sendNotice } from './send-notices';
import {
  reportOf,
  type WatchedProduct,
  type WatcherOutcome,
  type WatcherReport,
} from './watched-product';

/** Alerts judged at once on one product. */
const ALERT_CONCURRENCY = 8;
/** A write refused because another writer changed the alert is judged again, this many times. */
const JUDGE_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 20;

interface Verdict {
  readonly fired: boolean;
  readonly held: HeldReason | undefined;
  /** When a held watch may fire (recheckAtOf). */
  readonly recheckAt: string | null;
  readonly outcome: AlertWriteOutcome | 'unchanged';
}

/** One alert judged, and what it decided written. */
const judgeAlert = async (
  read: AlertWatchRead,
  product: WatchedProduct,
  now: Date,
): Promise<Verdict> => {
  const { alert } = read;
  const state = watchStateOf(read.watch);
  const offer = judgedOffer(alert, product.stores);
  const quiet: Verdict = { fired: false, held: undefined, recheckAt: null, outcome: 'unchanged' };
  // Out of stock everywhere it is watched: nothing can be bought, nothing changes.
  if (!offer) return quiet;
  const reached = toCents(offer.price) <= toCents(alert.targetPrice);
  const decision = decideWatch(state, {
    price: offer.price,
    reached,
    line: alert.targetPrice,
    confirmed: !reached || isConfirmedPrice(product, offer),
    now,
  });

  if (decision.fire) {
    const alertId = alertIdOf(alert.id, {
      store: offer.name,
      price: offer.price,
      seenAt: offer.lastUpdated,
    });
    const { items, notice } = announcementWrites(
      {
        alertId,
        userId: alert.userId,
        productId: product.id,
        kind: 'priceAlerts',
        facts: {
          event: 'price_alert',
          productName: product.name,
          store: offer.name,
          newPrice: offer.price,
          oldPrice: alert.targetPrice,
          priceDropPercentage: dropPercentage(alert.targetPrice, offer.price),
          storeTrustScore: offer.trustScore,
        },
      },
      now,
    );
    const outcome = await writeAlertWatch(
      read,
      { watch: decision.next, triggeredAt: now.toISOString() },
      items,
    );
    if (outcome !== 'written') return { ...quiet, outcome };
    try {
      await sendNotice(notice, now);
    } catch (error) {
      // Queued with the trigger: the safety-net job sends it once its grace has passed.
      logger.warn('A price alert notice was left for the safety-net job', { alertId, error });
    }
    return { fired: true, held: undefined, recheckAt: null, outcome };
  }

  const rearmed = decision.next.armed && !state.armed;
  const held = decision.held;
  const recheckAt = held ? recheckAtOf(held, state, now) : null;
  if (!rearmed) return { ...quiet, held, recheckAt };
  const outcome = await writeAlertWatch(read, {
    watch: decision.next,
    ...(rearmed && alert.triggeredAt !== null ? { triggeredAt: null } : {}),
  });
  return { fired: false, held, recheckAt, outcome };
};

/** Judges again, on a fresh read, an alert whose write another writer's change refused. */
const judgeUntilSettled = async (
  first: AlertWatchRead,
  product: WatchedProduct,
  now: Date,
): Promise<Verdict> => {
  let verdict = await judgeAlert(first, product, now);
  for (let attempt = 1; attempt < JUDGE_ATTEMPTS; attempt += 1) {
    if (verdict.outcome !== 'changed' && verdict.outcome !== 'busy') return verdict;
    await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt, RETRY_BASE_DELAY_MS)));
    const again = (await listProductAlertWatches(product.id)).find(
      (r) => r.alert.id === first.alert.id,
    );
    // Deleted meanwhile: nothing left to judge.
    if (!again) return verdict;
    verdict = await judgeAlert(again, product, now);
  }
  return verdict;
};

export const checkPriceAlerts = async (
  product: WatchedProduct,
  now: Date,
): Promise<WatcherReport> => {
  const reads = await listProductAlertWatches(product.id);
  const outcomes: WatcherOutcome[] = [];
  await forEachConcurrently(
    reads.filter((r) => r.alert.isActive),
    ALERT_CONCURRENCY,
    async (read) => {
      const verdict = await judgeUntilSettled(read, product, now);
      const { fired, held, recheckAt } = verdict;
      outcomes.push({ fired, held: held !== undefined, recheckAt });
    },
  );
  return reportOf(reads.length, outcomes);
};
