/**
 * The weekly digest's rules: which week a run sums up, what a shopper's week of drops comes to,
 * and the one push message that says it. Pure; the job (weekly-digest.ts) reads and sends.
 */
import { DIGEST_TITLE, digestBody, type WeekSummary } from '@shop-scanner/shared/price-watch-rules';
import type { PushMessage } from '@shop-scanner/shared/push';
import { DAY_MS } from '@shop-scanner/shared/time';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { PRICE_DROPS_PATH } from '@shop-scanner/shared/wishlist-rules';
import { digestWeekOf } from '../../data/weekly-digest-keys';

const WEEK_MS = 7 * DAY_MS;

/**
 * The week a run sums up: the whole week before the one it was scheduled in (Monday morning's
 * run tells of Monday to Sunday just gone; a late run still tells of that same week).
 */
export const weekBefore = (scheduledAt: Date): string =>
  digestWeekOf(new Date(scheduledAt.getTime() - WEEK_MS));

/** The week's bounds as ISO instants: from its Monday 00:00 UTC up to, not including, the next. */
export const weekWindow = (week: string): { readonly from: string; readonly to: string } => {
  const start = Date.parse(`${week}T00:00:00.000Z`);
  return { from: new Date(start).toISOString(), to: new Date(start + WEEK_MS).toISOString() };
};

/** The bigger of two drops: by percentage, then by dollars saved, then the later one. */
const isBigger = (a: PriceDrop, b: PriceDrop): boolean => {
  if (a.priceDropPercentage !== b.priceDropPercentage)
    return a.priceDropPercentage > b.priceDropPercentage;
  const saved = (d: PriceDrop) => (d.oldPrice ?? d.newPrice) - d.newPrice;
  if (saved(a) !== saved(b)) return saved(a) > saved(b);
  return a.detectedAt > b.detectedAt;
};

/**
 * What the week's drops come to: how many items dropped and how many came back in stock (each
 * item once, however often it moved), and the biggest drop. Undefined for a week with none.
 */
export const summariseWeek = (drops: readonly PriceDrop[]): WeekSummary | undefined => {
  if (drops.length === 0) return undefined;
  const priceDrops = drops.filter((d) => d.kind === 'price-drop');
  const itemsOf = (list: readonly PriceDrop[]) => new Set(list.map((d) => d.itemId)).size;
  const biggest = priceDrops.reduce<PriceDrop | undefined>(
    (best, d) => (best === undefined || isBigger(d, best) ? d : best),
    undefined,
  );
  return {
    droppedItems: itemsOf(priceDrops),
    backInStockItems: itemsOf(drops.filter((d) => d.kind === 'back-in-stock')),
    biggest: biggest && {
      productName: biggest.productName,
      store: biggest.store,
      newPrice: biggest.newPrice,
      oldPrice: biggest.oldPrice,
      priceDropPercentage: biggest.priceDropPercentage,
      storeTrustScore: biggest.storeTrustScore,
    },
  };
};

/** The digest's push message: one a week, tagged by its week so a device shows it once. */
export const digestMessage = (summary: WeekSummary, week: string, now: Date): PushMessage => ({
  kind: 'weeklyDigest',
  title: DIGEST_TITLE,
  body: digestBody(summary),
  // The drops list, where every drop of the week is.
  url: PRICE_DROPS_PATH,
  tag: `weekly-digest-${week}`,
  sentAt: now.toISOString(),
});
