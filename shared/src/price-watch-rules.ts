/**
 * What a fired watch says, in one wording for the push notification, the in-app notification and
 * the drops list: a wishlist item's price drop or return to stock, and a price alert reaching its
 * target. Zod-free (the notifications poller of every signed-in page reads it).
 */
import { formatUsd } from './en-us-format';
import { TRUST_YELLOW_MIN } from './price-rules';

/** The in-app notifications' events of a fired watch, beside the billing events. */
export const watchEventNames = ['price_drop', 'back_in_stock', 'price_alert'] as const;
export type WatchEventName = (typeof watchEventNames)[number];

export interface WatchFacts {
  readonly event: WatchEventName;
  readonly productName: string;
  readonly store: string;
  readonly newPrice: number;
  /** The price when added (a drop, maybe a return to stock); the target (an alert). */
  readonly oldPrice: number | null;
  readonly priceDropPercentage: number;
  readonly storeTrustScore: number;
}

/** A store below the yellow band (60): the shopper is told before buying. */
export const isLowTrust = (trustScore: number): boolean => trustScore < TRUST_YELLOW_MIN;

type StoreFacts = Pick<WatchFacts, 'store' | 'storeTrustScore'>;

/**
 * The one wording of a store trusted less than the yellow band's floor, wherever a price of it is
 * shown: a push message, an in-app notification, a price-drop card.
 */
export const lowTrustWarning = (store: string, storeTrustScore: number): string =>
  `${store}'s trust score is ${storeTrustScore} (below ${TRUST_YELLOW_MIN}): check the store before buying.`;

const lowTrustNote = ({ store, storeTrustScore }: StoreFacts): string =>
  isLowTrust(storeTrustScore) ? ` ${lowTrustWarning(store, storeTrustScore)}` : '';

/** Cut to `maxLength` characters, the cut marked with an ellipsis. */
const cutTo = (text: string, maxLength: number): string =>
  text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;

/** A product name as a notification names it: one line's worth. */
export const NAME_MAX_LENGTH = 80;

const titles: Record<WatchEventName, string> = {
  price_drop: 'Price drop',
  back_in_stock: 'Back in stock',
  price_alert: 'Price alert',
};

/** The title: what happened, and to what (cut to fit a notification's first line). */
export const watchTitle = (facts: WatchFacts, maxLength = NAME_MAX_LENGTH): string =>
  cutTo(`${titles[facts.event]}: ${facts.productName}`, maxLength);

/** The body: the price, the store and against what, with the low-trust note where it applies. */
export const watchBody = (facts: WatchFacts): string => {
  const at = `${formatUsd(facts.newPrice)} at ${facts.store}`;
  switch (facts.event) {
    case 'price_drop':
      return `Now ${at}, ${facts.priceDropPercentage}% below the ${formatUsd(facts.oldPrice ?? facts.newPrice)} it cost when you added it.${lowTrustNote(facts)}`;
    case 'back_in_stock':
      return `${facts.store} has it in stock again, at ${formatUsd(facts.newPrice)}.${lowTrustNote(facts)}`;
    case 'price_alert':
      return `Now ${at}, at or below your target of ${formatUsd(facts.oldPrice ?? facts.newPrice)}.${lowTrustNote(facts)}`;
  }
};

// ---------------------------------------------------------------------------------------------
// The weekly digest: one push message a week summing up the week's drops

/** The drop a digest names: the week's biggest. */
export type DigestDropFacts = Omit<WatchFacts, 'event'>;

/** What a shopper's week of drops comes to. */
export interface WeekSummary {
  /** Wishlist items whose price dropped in the week (an item that dropped twice counts once). */
  readonly droppedItems: number;
  /** Wishlist items that came back in stock in the week. */
  readonly backInStockItems: number;
  /** The drop with the largest percentage; undefined when nothing dropped, only came back. */
  readonly biggest: DigestDropFacts | undefined;
}

export const DIGEST_TITLE = "Your week's price drops";

const itemsOnYourWishlist = (n: number): string =>
  `${n} ${n === 1 ? 'item' : 'items'} on your wishlist`;

/** A store's name in the digest: short enough that the whole body fits a push message. */
const DIGEST_STORE_MAX_LENGTH = 40;

const dropFacts = (drop: DigestDropFacts): string => {
  const store = cutTo(drop.store, DIGEST_STORE_MAX_LENGTH);
  return `${cutTo(drop.productName, NAME_MAX_LENGTH)}, ${drop.priceDropPercentage}% lower, now ${formatUsd(drop.newPrice)} at ${store}.${lowTrustNote({ store, storeTrustScore: drop.storeTrustScore })}`;
};

const dropped = ({ droppedItems, biggest }: WeekSummary): string => {
  const head = `${itemsOnYourWishlist(droppedItems)} dropped in price this week`;
  if (!biggest) return `${head}.`;
  return droppedItems === 1
    ? `${head}: ${dropFacts(biggest)}`
    : `${head}. The biggest drop: ${dropFacts(biggest)}`;
};

/**
 * The digest's body: how many items dropped, the biggest drop named (with the low-trust note
 * where it applies), and how many came back in stock.
 */
export const digestBody = (summary: WeekSummary): string => {
  const n = summary.backInStockItems;
  const are = n === 1 ? 'is' : 'are';
  if (summary.droppedItems === 0)
    return `${itemsOnYourWishlist(n)} ${are} back in stock this week.`;
  return n === 0 ? dropped(summary) : `${dropped(summary)} ${n} ${are} back in stock.`;
};
