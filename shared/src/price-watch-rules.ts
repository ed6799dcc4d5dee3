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

const lowTrustNote = (facts: WatchFacts): string =>
  isLowTrust(facts.storeTrustScore)
    ? ` ${facts.store}'s trust score is ${facts.storeTrustScore} (below ${TRUST_YELLOW_MIN}): check the store before buying.`
    : '';

const titles: Record<WatchEventName, string> = {
  price_drop: 'Price drop',
  back_in_stock: 'Back in stock',
  price_alert: 'Price alert',
};

/** The title: what happened, and to what (cut to fit a notification's first line). */
export const watchTitle = (facts: WatchFacts, maxLength = 80): string => {
  const title = `${titles[facts.event]}: ${facts.productName}`;
  return title.length <= maxLength ? title : `${title.slice(0, maxLength - 1)}…`;
};

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
