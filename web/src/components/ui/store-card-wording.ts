/** How a store card words an offer's shipping, rating and age: USD in en-US. */
import { countOf } from '@shop-scanner/shared/messages';
import { formatUsd, type Shipping } from '@shop-scanner/shared/price-rules';
import { formatDayTime, formatNumber } from '@shop-scanner/shared/en-us-format';

export const shippingText = (shipping: Shipping): string => {
  const cost = shipping.free ? 'Free shipping' : `Shipping ${formatUsd(shipping.cost)}`;
  return `${cost} · arrives in about ${countOf(shipping.estimatedDays, 'day', 'days')}`;
};

export const ratingText = (rating: number | undefined, reviewCount: number | undefined): string =>
  rating === undefined
    ? 'No rating yet'
    : `Rated ${rating.toFixed(1)} of 5${
        reviewCount === undefined
          ? ''
          : ` (${formatNumber(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'})`
      }`;

/** When an offer was last seen: day and time, as prices move within a day. */
export const updatedText = (iso: string): string => `Updated ${formatDayTime(new Date(iso))}`;
