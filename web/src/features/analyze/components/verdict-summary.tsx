import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { storeProductTypeLabels } from '@shop-scanner/shared/store-analysis-rules';
import { toneClass } from '../../../components/ui/tone';
import { bandTones, headlineOf, riskLevelLabels } from '../verdict-wording';
import { Heading, type HeadingLevel } from './heading';
import { TextList } from './text-list';

/**
 * The verdict at a glance: the authenticity score in its band's colour and words (never colour
 * alone), or "Unknown" with the reason; then confidence, product type and risk level.
 */
export const VerdictSummary = ({ analysis }: { analysis: StoreAnalysisReport }) => {
  const headline = headlineOf(analysis);
  const { level } = analysis.riskFactors;
  return (
    <div className="verdict-summary">
      {headline.kind === 'scored' ? (
        <p
          className={`verdict-score verdict-score--${headline.band}${toneClass(bandTones[headline.band])}`}
          data-band={headline.band}
          data-testid="verdict-score"
        >
          <span className="visually-hidden">Authenticity score </span>
          <span className="verdict-score__value">{headline.score}</span>
          <span className="verdict-score__max">/100</span>
          <span className="verdict-score__label">{headline.label}</span>
        </p>
      ) : (
        <div
          className="verdict-score verdict-score--unknown tone--neutral"
          data-testid="verdict-unknown"
        >
          <p className="verdict-score__value">Unknown</p>
          <p className="verdict-score__reason">{headline.reason}</p>
        </div>
      )}
      <dl className="verdict-facts">
        <div>
          <dt>Confidence</dt>
          <dd data-testid="verdict-confidence">{analysis.confidence} %</dd>
        </div>
        <div>
          <dt>Product type</dt>
          <dd data-testid="verdict-product-type">{storeProductTypeLabels[analysis.productType]}</dd>
        </div>
        <div>
          <dt>Risk level</dt>
          <dd data-testid="verdict-risk">{level ? riskLevelLabels[level] : 'Unknown'}</dd>
        </div>
      </dl>
    </div>
  );
};

/** The risk level's factors, each in the words the server found it. */
export const RiskFactors = ({
  analysis,
  headingLevel,
}: {
  analysis: StoreAnalysisReport;
  headingLevel: HeadingLevel;
}) => (
  <section className="verdict-section verdict-risk-factors">
    <Heading level={headingLevel} className="verdict-section__title">
      Risk factors
    </Heading>
    {analysis.riskFactors.factors.length > 0 ? (
      <TextList
        items={analysis.riskFactors.factors}
        tone="negative"
        testId="verdict-risk-factors"
      />
    ) : (
      <p className="verdict-muted">No risk factors were found.</p>
    )}
  </section>
);
