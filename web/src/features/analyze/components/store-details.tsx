import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { storePlatformLabels } from '@shop-scanner/shared/store-analysis-rules';
import { domainAgeText, marketPositionLabels } from '../verdict-wording';
import { Heading, type HeadingLevel } from './heading';
import { formatNumber } from '@shop-scanner/shared/en-us-format';

/** What the store says about itself; seller rating and sales only where a marketplace gave them. */
export const StoreDetails = ({
  analysis,
  headingLevel,
}: {
  analysis: StoreAnalysisReport;
  headingLevel: HeadingLevel;
}) => {
  const meta = analysis.storeMetadata;
  return (
    <section className="verdict-section" data-testid="verdict-store">
      <Heading level={headingLevel} className="verdict-section__title">
        The store
      </Heading>
      <dl className="details verdict-details">
        <div>
          <dt>Platform</dt>
          <dd>{storePlatformLabels[meta.platform]}</dd>
        </div>
        <div>
          <dt>Store name</dt>
          <dd>{meta.storeName ?? 'Not published'}</dd>
        </div>
        <div>
          <dt>Domain age</dt>
          <dd data-testid="verdict-domain-age">
            {domainAgeText(meta.storeAge, analysis.analyzedAt)}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{meta.location ?? 'Not published'}</dd>
        </div>
        {meta.sellerRating !== null && (
          <div data-testid="verdict-seller-rating">
            <dt>Seller rating</dt>
            <dd>{meta.sellerRating}</dd>
          </div>
        )}
        {meta.totalSales !== null && (
          <div data-testid="verdict-total-sales">
            <dt>Total sales</dt>
            <dd>{formatNumber(meta.totalSales)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
};

/** How the store's prices compare with the same products in the catalogue, when any were found. */
export const PriceAnalysis = ({
  analysis,
  headingLevel,
}: {
  analysis: StoreAnalysisReport;
  headingLevel: HeadingLevel;
}) => {
  const { competitiveScore, marketPosition, similarProductsFound } = analysis.priceAnalysis;
  return (
    <section className="verdict-section" data-testid="verdict-prices">
      <Heading level={headingLevel} className="verdict-section__title">
        Prices
      </Heading>
      {similarProductsFound === 0 ? (
        <p className="verdict-muted">No products found in our catalogue to compare prices</p>
      ) : (
        <dl className="details verdict-details">
          <div>
            <dt>Market position</dt>
            <dd>{marketPosition ? marketPositionLabels[marketPosition] : 'Unknown'}</dd>
          </div>
          <div>
            <dt>Competitive score</dt>
            <dd>{competitiveScore === null ? 'Unknown' : `${competitiveScore}/100`}</dd>
          </div>
          <div>
            <dt>Similar products found</dt>
            <dd>{similarProductsFound}</dd>
          </div>
        </dl>
      )}
    </section>
  );
};
