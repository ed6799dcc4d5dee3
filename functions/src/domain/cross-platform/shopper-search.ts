/**
 * A shopper's cross-platform search: the address is checked, one use of the month's
 * `crossPlatformSearch` allowance is counted per distinct search (the same product and address
 * again, narrowed by other filters or asked of one platform, is free), the engine runs with the
 * safe fetcher and the connected platforms, and the search joins the shopper's history.
 */
import { createHash, randomUUID } from 'node:crypto';
import type {
  CrossPlatformHistoryEntry,
  CrossPlatformSearchRequest,
} from '@shop-scanner/shared/cross-platform';
import type { SearchPlatform } from '@shop-scanner/shared/routes';
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform';
import { usageMessages } from '@shop-scanner/shared/messages';
import { storePlatformLabels } from '@shop-scanner/shared/store-analysis';
import { listCrossPlatformEntries, putCrossPlatformEntry } from '../../data/check-history';
import { businessMetric } from '../../lib/business-metrics';
import { BadRequest } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { connectedPlatforms } from '../../adapters/connectors/connectors';
import { FetchRefused, safeFetcher } from '../../lib/safe-fetch';
import { readProductPage } from '../../adapters/store-reading/product-page';
import { platformSearch, runCrossPlatformSearch } from './search-service';
import { historyRetentionDays } from '../analysis-requests/history-retention';
import { consumeUsage } from '../usage/quota';

/** Images hashed per search at most (identical-image flags): each is one bounded fetch. */
const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

/**
 * What makes a search distinct: the product (name, barcode) and the original address. Category,
 * brand and price range only narrow its matches, so changing them is not a new search.
 */
export const searchUsageKey = (request: CrossPlatformSearchRequest): string =>
  JSON.stringify([
    request.originalUrl,
    request.productName.toLowerCase().replace(/\s+/g, ' '),
    request.barcode ?? '',
  ]);

/** An address no fetch may ever reach is the shopper's mistake: 400 before anything counts. */
const refusedForever = new Set(['invalid-url', 'scheme', 'port', 'credentials', 'private-address']);

const assertOriginalFetchable = async (url: string) => {
  try {
    await safeFetcher.assertFetchable(url);
  } catch (error) {
    if (error instanceof FetchRefused && refusedForever.has(error.reason)) {
      throw new BadRequest(crossPlatformMessages.failed, {
        reason: error.reason,
        detail: error.detail,
      });
    }
    // Unresolvable or unreachable now: the search goes on and says the price is unknown.
  }
};

/** The original page's title and price (a USD price only: currencies are never mixed). */
const readOriginal = async (url: string) => {
  const page = await readProductPage(url, { fetcher: safeFetcher });
  const usd = page.facts.currency === undefined || page.facts.currency === 'USD';
  return {
    ...(page.facts.name === undefined ? {} : { title: page.facts.name }),
    ...(usd && page.facts.price !== undefined ? { price: page.facts.price } : {}),
    platform: storePlatformLabels[page.platform],
  };
};

const hashImage = async (url: string): Promise<string | undefined> => {
  try {
    const image = await safeFetcher.fetch(url, { maxBytes: MAX_IMAGE_BYTES });
    if (image.status !== 200) return undefined;
    return createHash('sha256').update(image.body).digest('hex');
  } catch {
    return undefined;
  }
};

const engineDeps = () => ({ readOriginal, connectors: connectedPlatforms(), hashImage });

const countSearch = (userId: string, request: CrossPlatformSearchRequest) =>
  consumeUsage({
    subject: { kind: 'user', userId },
    feature: 'crossPlatformSearch',
    key: searchUsageKey(request),
    // The feature's default text is product search's; the panel has its own (usageMessages).
    limitMessage: usageMessages.crossPlatformLimit(0),
  });

export const searchAcrossPlatforms = async (
  userId: string,
  request: CrossPlatformSearchRequest,
  now = new Date(),
) => {
  await assertOriginalFetchable(request.originalUrl);
  await countSearch(userId, request);
  const analysis = await runCrossPlatformSearch(request, engineDeps());
  const entry: CrossPlatformHistoryEntry = {
    id: randomUUID(),
    query: request,
    timestamp: now.toISOString(),
    analysis,
  };
  await putCrossPlatformEntry(userId, entry, await historyRetentionDays(userId), now);
  countMetric(businessMetric.comparisons);
  return analysis;
};

export const searchOnePlatform = async (
  userId: string,
  platform: SearchPlatform,
  request: CrossPlatformSearchRequest,
) => {
  await assertOriginalFetchable(request.originalUrl);
  await countSearch(userId, request);
  return platformSearch(platform, request, engineDeps());
};

export const crossPlatformHistory = (userId: string, now = new Date()) =>
  listCrossPlatformEntries(userId, now);
