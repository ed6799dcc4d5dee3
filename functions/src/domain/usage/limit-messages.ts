/**
 * The 429 message of each feature when its limit is reached, with `{n}`,
 * the uses remaining this month, at 0. An endpoint that counts a feature under another name
 * (price comparison counts crossPlatformSearch, POST /api/subscription/usage counts any) passes
 * its own spec text instead.
 */
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { usageMessages } from '@shop-scanner/shared/messages';

export const limitMessages: Readonly<Record<UsageFeature, string>> = {
  scan: usageMessages.scanLimit(0),
  storeAnalysis: usageMessages.storeAnalysisLimit(0),
  // Product search is where a shopper meets this limit, so its 429 text is search's.
  crossPlatformSearch: usageMessages.searchLimitShort,
};

export const limitMessage = (feature: UsageFeature, override?: string): string =>
  override ?? limitMessages[feature];
