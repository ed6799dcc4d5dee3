import type { ShopifyAssessment } from '@shop-scanner/shared/store-analysis';
import {
  businessModelLabels,
  dropshipLikelihoodLabels,
  storeHealthLabels,
} from '../verdict-wording';
import { Heading, below, type HeadingLevel } from './heading';
import { TextList } from './text-list';

const qualityMetrics = [
  ['professionalism', 'Professionalism'],
  ['productCuration', 'Product curation'],
  ['customerService', 'Customer service'],
] as const;

/**
 * The Shopify-style store assessment, for stores whose storefront could be read
 * (docs/store-verdict.md#shopify-assessment).
 */
export const ShopifyAssessmentView = ({
  shopify,
  headingLevel,
}: {
  shopify: ShopifyAssessment;
  headingLevel: HeadingLevel;
}) => {
  const sub = below(headingLevel);
  const { businessModel, educationalInsights: insights } = shopify;
  return (
    <section className="verdict-section" data-testid="verdict-shopify">
      <Heading level={headingLevel} className="verdict-section__title">
        Shopify store assessment
      </Heading>
      <dl className="details verdict-details">
        <div>
          <dt>Score</dt>
          <dd data-testid="shopify-score">{shopify.score}/100</dd>
        </div>
        <div>
          <dt>Store health</dt>
          <dd data-testid="shopify-health">{storeHealthLabels[shopify.storeHealth]}</dd>
        </div>
        <div>
          <dt>Dropship likelihood</dt>
          <dd data-testid="shopify-dropship">
            {dropshipLikelihoodLabels[shopify.dropshipLikelihood]}
          </dd>
        </div>
        <div>
          <dt>Products read</dt>
          <dd>{shopify.productsRead}</dd>
        </div>
        <div>
          <dt>Vendors</dt>
          <dd>{shopify.vendors.length > 0 ? shopify.vendors.join(', ') : 'None named'}</dd>
        </div>
        <div>
          <dt>Authenticity</dt>
          <dd>{shopify.authenticity.score}/100</dd>
        </div>
      </dl>
      <TextList items={shopify.authenticity.indicators} tone="neutral" />

      <Heading level={sub} className="verdict-subtitle">
        Business model
      </Heading>
      <p data-testid="shopify-business-model">
        <strong>{businessModelLabels[businessModel.type]}</strong> (confidence{' '}
        {businessModel.confidence} %): {businessModel.reasoning}
      </p>

      <Heading level={sub} className="verdict-subtitle">
        Quality
      </Heading>
      <dl className="verdict-metrics" data-testid="shopify-quality">
        {qualityMetrics.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <meter min={0} max={100} value={shopify.qualityMetrics[key]} aria-hidden="true" />
              <span>{shopify.qualityMetrics[key]}/100</span>
            </dd>
          </div>
        ))}
      </dl>

      <Heading level={sub} className="verdict-subtitle">
        What this store type means for you
      </Heading>
      <p data-testid="shopify-store-type">{insights.storeType}</p>
      <div className="verdict-columns" data-testid="shopify-insights">
        {insights.recommendations.length > 0 && (
          <div>
            <p className="verdict-list-title">Recommendations</p>
            <TextList items={insights.recommendations} />
          </div>
        )}
        {insights.redFlags.length > 0 && (
          <div>
            <p className="verdict-list-title">Red flags</p>
            <TextList items={insights.redFlags} tone="negative" />
          </div>
        )}
        {insights.positiveSignals.length > 0 && (
          <div>
            <p className="verdict-list-title">Positive signals</p>
            <TextList items={insights.positiveSignals} tone="positive" />
          </div>
        )}
      </div>
    </section>
  );
};
