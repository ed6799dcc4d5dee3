/**
 * The price drops list's pure rules: how a drop says its prices, its store's trust and when it
 * came; which empty state the list shows; and how a mark-read changes the lists and the unread
 * count the page already holds, before the server's answer confirms it. Nothing is guessed: a
 * price not known is said to be unknown.
 */
import { formatDayTime, formatNumber, formatUsd } from '@shop-scanner/shared/en-us-format';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';

/** Was and now, and by how much it fell (or rose, for an item back in stock dearer). */
export const dropPrices = (
  drop: Pick<PriceDrop, 'oldPrice' | 'newPrice' | 'priceDropPercentage'>,
): { was: string; now: string; change: string | null } => ({
  was: drop.oldPrice === null ? 'unknown' : formatUsd(drop.oldPrice),
  now: formatUsd(drop.newPrice),
  change:
    drop.oldPrice === null || drop.priceDropPercentage === 0
      ? null
      : drop.priceDropPercentage > 0
        ? `${formatNumber(drop.priceDropPercentage, 1)}% lower`
        : `${formatNumber(-drop.priceDropPercentage, 1)}% higher`,
});

export const detectedText = (detectedAt: string): string => formatDayTime(new Date(detectedAt));

/** The titles are the brief's words, kept word for word; the lines under them are ours. */
export const dropsEmptyTexts = {
  none: {
    title: 'No price drops yet',
    text: 'When a price falls below what you saw when you saved a product, it shows here.',
  },
  hidden: {
    title: 'No alerts to show',
    text: 'Every price drop here is read. Show the read ones to see them again.',
  },
} as const;

/**
 * Which empty state an empty list shows: 'none' when the shopper has no drops at all, 'hidden'
 * when the read ones are hidden and there are some. While hiding, how many drops there are in
 * all is only known once that list came (undefined until then).
 */
export const dropsEmptyState = (
  hideRead: boolean,
  allCount: number | undefined,
): keyof typeof dropsEmptyTexts | undefined => {
  if (!hideRead) return 'none';
  if (allCount === undefined) return undefined;
  return allCount === 0 ? 'none' : 'hidden';
};

/** Which drops a mark-read is about: some by id, or every unread one. */
export type DropsMarked = readonly string[] | 'all';

const isMarked = (drop: PriceDrop, marked: DropsMarked) =>
  marked === 'all' || marked.includes(drop.id);

/**
 * A drops list as it reads once `marked` are read: each marked one read, or gone from a list that
 * hides the read ones.
 */
export const listAfterMarking = (
  list: readonly PriceDrop[],
  marked: DropsMarked,
  hidesRead: boolean,
): PriceDrop[] =>
  hidesRead
    ? list.filter((drop) => !isMarked(drop, marked))
    : list.map((drop) =>
        isMarked(drop, marked) && !drop.isRead ? { ...drop, isRead: true } : drop,
      );

/** How many distinct drops, among the lists the page holds, `marked` turns from unread to read. */
export const unreadAmong = (lists: readonly (readonly PriceDrop[])[], marked: DropsMarked) =>
  new Set(
    lists.flatMap((list) =>
      list.filter((drop) => !drop.isRead && isMarked(drop, marked)).map((drop) => drop.id),
    ),
  ).size;
