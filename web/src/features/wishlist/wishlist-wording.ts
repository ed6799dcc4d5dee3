/**
 * How the wishlist says its figures: a price that may be unknown, what changed since an item was
 * added, and the total value with what it leaves out. Nothing is guessed: a missing figure is
 * said to be unknown.
 */
import { formatUsd } from '@shop-scanner/shared/en-us-format';

export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lowest in-stock price now, or why there is none. */
export const lowestNowText = (lowestPrice: number | null) =>
  lowestPrice === null ? 'Not in stock at any store' : formatUsd(lowestPrice);

/** The price when added; unknown when no store had it in stock then. */
export const whenAddedText = (priceWhenAdded: number | null) =>
  priceWhenAdded === null ? 'unknown' : formatUsd(priceWhenAdded);

/**
 * What the price did since the item was added, from two known prices only: 'Down $2.00',
 * 'Up $1.50', 'Unchanged', or null when either price is unknown.
 */
export const changeSinceAdded = (
  priceWhenAdded: number | null,
  lowestPrice: number | null,
): { text: string; direction: 'down' | 'up' | 'same' } | null => {
  if (priceWhenAdded === null || lowestPrice === null) return null;
  const cents = Math.round(lowestPrice * 100) - Math.round(priceWhenAdded * 100);
  if (cents === 0) return { text: 'Unchanged since added', direction: 'same' };
  const amount = formatUsd(Math.abs(cents) / 100);
  return cents < 0
    ? { text: `Down ${amount} since added`, direction: 'down' }
    : { text: `Up ${amount} since added`, direction: 'up' };
};

/**
 * The total value's note: the total adds the items' lowest in-stock prices, so an item no store
 * has in stock is not in it, and the shopper is told how many are left out.
 */
export const totalValueNote = (unpricedItems: number): string | null =>
  unpricedItems === 0
    ? null
    : `Leaves out ${countText(unpricedItems, 'item', 'items')} no store has in stock`;
