/**
 * What a price comparison costs of the plan: search and comparison share the feature
 * `crossPlatformSearch`, and each comparison consumes one use. One use per product a month
 * (docs/plans.md#limits): refreshing, filtering and re-sorting the same product are free, as
 * narrowing a search is.
 */
import { usageMessages } from '@shop-scanner/shared/messages';

/**
 * The distinct use of comparing a product. Its own namespace, so a product id can never be
 * mistaken for a search's words (`search:[...]`, identifiers.ts) in the shared feature's markers.
 */
export const comparisonUsageKey = (productId: string): string => `comparison:${productId}`;

/** A refused comparison has its own words, not search's: the shopper was comparing. */
export const comparisonLimitMessage = usageMessages.comparisonLimitShort;
