/**
 * Which analysis of its own store a business's dashboard shows: the newest of the shared cache's
 * report (anyone's analysis in the last 24 hours) and the business's own recorded analyses of that
 * store (its history keeps them for its plan's retention). Only for a verified store: a claim the
 * business has not proved says nothing about the store but its state.
 */
import type { DashboardStoreAnalysis } from '@shop-scanner/shared/dashboard';
import type { BusinessStore } from '@shop-scanner/shared/business-store';
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';

export interface AnalysisOfStore {
  /** The address that was analysed. */
  readonly url: string;
  /** The store it counted as (storeKeyOf), compared with the business's domain. */
  readonly store: string;
  readonly report: Pick<
    StoreAnalysisReport,
    'verdict' | 'authenticityScore' | 'band' | 'analyzedAt'
  >;
}

export const latestStoreAnalysis = (
  store: BusinessStore | undefined,
  analyses: readonly AnalysisOfStore[],
): DashboardStoreAnalysis | null => {
  if (!store?.verified) return null;
  const latest = analyses
    .filter((analysis) => analysis.store === store.domain)
    .reduce<AnalysisOfStore | undefined>(
      (newest, analysis) =>
        newest === undefined || analysis.report.analyzedAt > newest.report.analyzedAt
          ? analysis
          : newest,
      undefined,
    );
  if (!latest) return null;
  const { verdict, authenticityScore, band, analyzedAt } = latest.report;
  return { verdict, authenticityScore, band, analyzedAt, url: latest.url };
};
