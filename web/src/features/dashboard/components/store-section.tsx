/**
 * The business's store, as three cards side by side with the page's others: its own store (its
 * claim and verification: StoreDomainCard), the latest analysis of that store once it is verified,
 * with the way to open it and to ask for a review of its verdict, and its prices (the offer feed:
 * OfferFeedPanel). A store not verified yet is told only its state.
 */
import { Link } from 'react-router';
import type { DashboardStore, DashboardStoreAnalysis } from '@shop-scanner/shared/dashboard';
import { formatDay } from '@shop-scanner/shared/en-us-format';
import { authenticityBandLabels } from '@shop-scanner/shared/store-analysis-rules';
import { appealMessages } from '@shop-scanner/shared/support-rules';
import { LazyOfferFeedPanel, LazyStoreDomainCard } from './lazy-store-tools';

/** The analyzer opened on the store: the verdict, and under it the store owner's review request. */
export const analyzerPath = (url: string): string => `/analyze?url=${encodeURIComponent(url)}`;

export const verdictText = (analysis: DashboardStoreAnalysis): string =>
  analysis.verdict === 'unknown' || analysis.authenticityScore === null
    ? 'Verdict unknown: too little of the store could be read'
    : `${analysis.authenticityScore}/100${analysis.band ? ` · ${authenticityBandLabels[analysis.band]}` : ''}`;

const LatestAnalysis = ({
  store,
  analysis,
}: {
  store: DashboardStore | null;
  analysis: DashboardStoreAnalysis | null;
}) => {
  if (!store) {
    return (
      <p className="muted-text" data-testid="store-analysis-state">
        Add your store&apos;s web address to publish your prices here; once it is verified, its
        latest store analysis shows here too.
      </p>
    );
  }
  if (!store.verified) {
    return (
      <p className="muted-text" data-testid="store-analysis-state">
        {store.domain} is waiting for verification. Its latest analysis shows here once it is
        verified.
      </p>
    );
  }
  if (!analysis) {
    return (
      <div className="dashboard-analysis" data-testid="store-analysis-state">
        <p className="muted-text">{store.domain} has not been analysed yet.</p>
        <Link className="btn btn--secondary" to={analyzerPath(store.website)}>
          Analyze your store
        </Link>
      </div>
    );
  }
  return (
    <div className="dashboard-analysis" data-testid="store-analysis">
      <p className="dashboard-analysis__verdict">
        <strong>{verdictText(analysis)}</strong>
      </p>
      <p className="muted-text">
        Latest analysis of {store.domain},{' '}
        <time dateTime={analysis.analyzedAt}>{formatDay(new Date(analysis.analyzedAt))}</time>
      </p>
      <div className="dashboard-analysis__actions">
        <Link className="btn btn--primary" to={analyzerPath(analysis.url)}>
          Open the analysis
        </Link>
        <Link className="btn btn--secondary" to={analyzerPath(analysis.url)}>
          {appealMessages.askForReview}
        </Link>
      </div>
      <p className="muted-text dashboard-analysis__hint">
        The analyzer shows the verdict point by point; the review is asked for under it.
      </p>
    </div>
  );
};

export const StoreSection = ({
  store,
  analysis,
}: {
  store: DashboardStore | null;
  analysis: DashboardStoreAnalysis | null;
}) => (
  <>
    <LazyStoreDomainCard />
    <section className="card dashboard-section" aria-labelledby="dashboard-analysis-title">
      <h2 id="dashboard-analysis-title" className="dashboard-section__title">
        Your store&apos;s latest analysis
      </h2>
      <LatestAnalysis store={store} analysis={analysis} />
    </section>
    <LazyOfferFeedPanel />
  </>
);
