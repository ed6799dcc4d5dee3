/**
 * The safety-net job's work (docs/price-watch.md, "The safety-net job"), after the hourly Open
 * Prices import: the price-changed consumer reacts to events for promptness, this makes sure
 * nothing is missed when an event was lost, a consumer failed, or a held watch waits for time.
 *
 * 1. Sends the notices a writer that died left queued (sendDueNotices).
 * 2. Reads the watched-products registry (its shards, never the table), reads the products'
 *    historyVersion only, and checks each product whose price writes it has not judged, whose
 *    held watch may fire now, or which nobody checked for a week (so an entry whose watchers
 *    all left is found and removed). The same checkProduct as the consumer: the conditional
 *    writes keyed by each change make the two racing record one alert and send one notice.
 */
import { currentVersions, readRegistry, removeWatchedProduct } from '../../data/watched-products';
import { forEachConcurrently } from '../../lib/concurrency';
import { checkProduct } from './check-product';
import { needsCheck } from './recheck-rule';
import { sendDueNotices } from './send-notices';

/** Products checked at once: each is a few reads and, rarely, a transaction. */
export const JOB_CHECK_CONCURRENCY = 8;
export interface SafetyNetSummary {
  /** Products in the registry. */
  readonly products: number;
  /** Of those, checked this run. */
  readonly rechecked: number;
  /** Watches that fired in those checks (drops and triggered alerts). */
  readonly fired: number;
  /** Watches those checks found reached but held by the watch rules (hysteresis, once a day, unconfirmed). */
  readonly held: number;
  /** Queued notices this run sent (those a writer left). */
  readonly noticesSent: number;
  /** Registry entries removed: their products had no watchers left, or were gone. */
  readonly removed: number;
}

export const runSafetyNet = async (now = new Date()): Promise<SafetyNetSummary> => {
  const notices = await sendDueNotices(now);
  const entries = await readRegistry();
  const versions = await currentVersions(entries.map((e) => e.productId));
  const due = entries.filter((e) => needsCheck(e, versions.get(e.productId), now));
  let fired = 0;
  let held = 0;
  let removed = 0;
  await forEachConcurrently(due, JOB_CHECK_CONCURRENCY, async (entry) => {
    const report = await checkProduct(entry.productId, now);
    fired += report ? report.wishlist.fired + report.alerts.fired : 0;
    held += report ? report.wishlist.held + report.alerts.held : 0;
    const watched = report !== undefined && report.wishlist.checked + report.alerts.checked > 0;
    if (!watched && (await removeWatchedProduct(entry))) removed += 1;
  });
  return {
    products: entries.length,
    rechecked: due.length,
    fired,
    held,
    noticesSent: notices.sent,
    removed,
  };
};
