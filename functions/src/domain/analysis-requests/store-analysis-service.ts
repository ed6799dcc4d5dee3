/**
 * Store analysis for a shopper: check the address may be fetched, count the use
 * (one per distinct store a month), answer from the 24-hour shared cache or read the store and
 * score it, and keep the entry in the shopper's history for their plan's retention.
 *
 * The order is the spec's "usage is checked before a store analysis": an address that can never
 * be fetched (wrong scheme or port, a private address) is refused before anything is counted; a
 * store that cannot be reached at all (timeout, refused connection, oversize page) gives the use
 * back, so only an analysis that produced a report costs one.
 */
import { randomUUID } from 'node:crypto';
import {
  STORE_ANALYSIS_CACHE_HOURS,
  storeAnalysisMessages,
  type StoreAnalysisEntry,
  type StoreAnalysisReport,
} from '@shop-scanner/shared/store-analysis';
import {
  getCachedStoreReport,
  listStoreAnalysisEntries,
  putCachedStoreReport,
  putStoreAnalysisEntry,
} from '../../data/check-history';
import { getStoreAppealOutcome } from '../../data/store-appeals';
import { businessMetric } from '../../lib/business-metrics';
import { BadRequest } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { FetchRefused, type SafeFetcher } from '../../lib/safe-fetch';
import { lookupDomainAge } from '../../lib/rdap/domain-age';
import { readStore } from '../../adapters/store-reading/read-store';
import { analyzeSnapshot } from '../store-analysis/analyze-snapshot';
import { consumeUsage, releaseUsage } from '../usage/quota';
import { historyRetentionDays } from './history-retention';
import { storePriceEvidence } from './store-price-evidence';
import { storeKeyOf } from './store-key';
import { addHours } from '@shop-scanner/shared/time';

/** The 400 a shopper sees when an address cannot be fetched, with the reason in the details. */
export const unfetchable = (error: FetchRefused): BadRequest =>
  new BadRequest(storeAnalysisMessages.failedUrl, {
    reason: error.reason,
    detail: error.detail,
  });

/** Runs `work` and turns a refused fetch into the shopper's 400. */
export const asShopperError = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FetchRefused) throw unfetchable(error);
    throw error;
  }
};

/**
 * Reads and scores a store now (no cache, no allowance): what the cache holds and the bench times.
 */
export const freshStoreReport = async (
  url: string,
  fetcher: SafeFetcher,
  now: Date,
): Promise<StoreAnalysisReport> => {
  const snapshot = await readStore(url, { fetcher, domainAge: (host) => lookupDomainAge(host) });
  return analyzeSnapshot(snapshot, await storePriceEvidence(snapshot), now);
};

export interface StoreAnalysisRequest {
  readonly userId: string;
  readonly url: string;
  readonly fetcher: SafeFetcher;
  readonly now?: Date;
}

/**
 * One shopper's analysis of one store: the report (cached or fresh) as a history entry.
 * Throws 400 (with reason) for an address that cannot be fetched, 429 at the plan's limit.
 */
export const analyzeStoreForShopper = async (
  request: StoreAnalysisRequest,
): Promise<StoreAnalysisEntry> => {
  const { userId, url, fetcher } = request;
  const now = request.now ?? new Date();
  const store = storeKeyOf(url);
  await asShopperError(() => fetcher.assertFetchable(url));

  const subject = { kind: 'user' as const, userId };
  const { counted } = await consumeUsage({ subject, feature: 'storeAnalysis', key: store, now });

  // The cache never answers across the allowance: a cached report is still this month's use.
  const cachedReport = (await getCachedStoreReport(store, now))?.report;
  let report: StoreAnalysisReport;
  if (cachedReport) {
    report = cachedReport;
  } else {
    try {
      report = await asShopperError(() => freshStoreReport(url, fetcher, now));
    } catch (error) {
      if (counted) await releaseUsage({ subject, feature: 'storeAnalysis', key: store, now });
      throw error;
    }
    // An unknown verdict (a blocked or empty page) may be passing: the next shopper tries again.
    if (report.verdict === 'scored') {
      const expiresAt = addHours(now, STORE_ANALYSIS_CACHE_HOURS);
      await putCachedStoreReport(store, { url, report }, expiresAt);
    }
  }
  // Shown beside the verdict: the store owner's latest decided appeal, in staff's own words.
  const appealOutcome = await getStoreAppealOutcome(store);
  const entry: StoreAnalysisEntry = {
    id: randomUUID(),
    url,
    store,
    timestamp: now.toISOString(),
    cached: cachedReport !== undefined,
    analysis: report,
    ...(appealOutcome ? { appealOutcome } : {}),
  };
  await putStoreAnalysisEntry(userId, entry, await historyRetentionDays(userId), now);
  // Counted once the shopper's entry is stored, cached verdict or fresh: one analysis they got.
  countMetric(businessMetric.storeAnalyses);
  return entry;
};

export const storeAnalysisHistory = (userId: string, now = new Date()) =>
  listStoreAnalysisEntries(userId, now);
