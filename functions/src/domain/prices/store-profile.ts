/**
 * What the ingest path knows of a store that has no offer on a product yet: a shopper
 * reports a price from a shop the product was never seen in, or Open Prices names a new one.
 * A caller that knows better (a store directory, an analysis) passes its own profile.
 */
import { storeKey, TRUST_YELLOW_MIN } from '@shop-scanner/shared/price-rules';
import { platformTrustScores } from '@shop-scanner/shared/product-rules';
import type { StoreProfile } from './observation-merge';

/**
 * Not in the spec: the trust score of a store nothing is known about. The lowest score of the
 * moderate band (yellow, 60 to 79): neither vouched for (green) nor accused (red), so
 * its badge says "Moderate risk" and no counterfeit warning rests on the store being unknown.
 */
export const UNKNOWN_STORE_TRUST = TRUST_YELLOW_MIN;

const platforms = new Map(
  Object.entries(platformTrustScores).map(([name, score]) => [storeKey(name), score]),
);

/**
 * The spec's trust score for the platforms it names (Amazon 95, Walmart 90 ...,
 * docs/cross-platform-search.md#platforms), whatever the spelling; UNKNOWN_STORE_TRUST for any
 * other store. No rating: none is known.
 */
export const defaultStoreProfile = (store: string): StoreProfile => ({
  trustScore: platforms.get(storeKey(store)) ?? UNKNOWN_STORE_TRUST,
});
