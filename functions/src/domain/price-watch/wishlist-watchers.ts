/**
 * The wishlist items watching a product, judged on its offers as they stand now (the rules:
 * wishlist-watch-plan.ts; the writes: data/wishlist-watch.ts). Every item of the product is read
 * from the byWatchedProduct index (never a scan), its card kept current, and those with their
 * alert on may fire: one transaction records the drop with its counters, notification, notice
 * and digest entry, and the notice is sent right after it commits.
 *
 * Once per change: the index's copy may be stale, and another run (the same event delivered
 * twice, the safety-net job) may write the item first. Every write is conditional on the version
 * read; when it fails, the item is read again (consistently) and judged again, and the other
 * run's state, already disarmed, holds the second alert back. An item deleted meanwhile fails
 * the condition and is found gone: it is skipped.
 */
import { listProductWatchers, type WishlistWatcher } from '../../data/wishlist';
import { readWatcher, recordFiredWatch, saveWatch } from '../../data/wishlist-watch';
import { forEachConcurrently } from '../../lib/concurrency';
import { logger } from '../../lib/logger';
import { sendNotice } from './send-notices';
import { recheckAtOf } from './watch-rules';
import {
  reportOf,
  type WatchedProduct,
  type WatcherOutcome,
  type WatcherReport,
} from './watched-product';
import { wishlistAlertOf } from './wishlist-alert';
import { planWatch } from './wishlist-watch-plan';

/** Items judged at once: a product watched by thousands is worked through, not all at once. */
const CONCURRENCY = 16;
/** Reads and writes of one item before it is left to the bus's retry (it kept changing). */
const ATTEMPTS = 8;

const FIRED: WatcherOutcome = { fired: true, held: false, recheckAt: null };
const QUIET: WatcherOutcome = { fired: false, held: false, recheckAt: null };

const judgeItem = async (
  indexed: WishlistWatcher,
  product: WatchedProduct,
  now: Date,
): Promise<WatcherOutcome> => {
  let watcher: WishlistWatcher | undefined = indexed;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (!watcher) return QUIET;
    const plan = planWatch(watcher, product, now);
    const reason = plan.held;
    const settled = (judged: WishlistWatcher): WatcherOutcome =>
      reason
        ? { fired: false, held: true, recheckAt: recheckAtOf(reason, judged.watchState, now) }
        : QUIET;
    if (!plan.changed) return settled(watcher);
    const alert = plan.fired && wishlistAlertOf(watcher, product, plan.fired, now);
    const written = alert
      ? await recordFiredWatch(watcher, plan.update, plan.deltas, alert)
      : await saveWatch(watcher, plan.update, plan.deltas);
    if (written === 'recorded') return QUIET;
    if (written === 'written') {
      if (!alert) return settled(watcher);
      // Queued with the drop: if sending fails now, the safety-net job sends it later.
      await sendNotice(alert.notice, now).catch((error: unknown) => {
        logger.warn('A wishlist alert was recorded; its push waits for the job', { error });
      });
      return FIRED;
    }
    watcher = await readWatcher(watcher.userId, watcher.id);
  }
  throw new Error(`Wishlist item ${indexed.id} kept changing while its price was judged`);
};

export const checkWishlistWatchers = async (
  product: WatchedProduct,
  now: Date,
): Promise<WatcherReport> => {
  const watchers = await listProductWatchers(product.id);
  const outcomes: WatcherOutcome[] = [];
  const failures: unknown[] = [];
  await forEachConcurrently(watchers, CONCURRENCY, async (watcher) => {
    try {
      outcomes.push(await judgeItem(watcher, product, now));
    } catch (error) {
      failures.push(error);
    }
  });
  // The others are done; a retry of the whole check redoes only what failed (the rest is as read).
  if (failures.length > 0) throw failures[0];
  return reportOf(watchers.length, outcomes);
};
