/**
 * What a price comparison costs of the plan (part 2 §6): search and comparison share the feature
 * `crossPlatformSearch`, and each comparison consumes one use. One use per product a month (issue
 * 9 §2): refreshing, filtering and re-sorting the same product are free, as narrowing a search is.
 */
import { usageMessages } from '@shop-scanner/shared/messages';

/**
 * The distinct use of comparing a product. Its own namespace, so a product id can never be
 * mistaken for a search's words (`search:[...]`, identifiers.ts) in the shared feature's markers.
 */
export const comparisonUsageKey = (productId: string): string => `comparison:${productId}`;

/** Part 2 §8: 'HTTP 429 on comparison' has its own words, not search's. */
export const comparisonLimitMessage = usageMessages.comparisonLimitShort;
