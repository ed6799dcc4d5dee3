import type { PodAnalysis } from '@shop-scanner/shared/store-analysis';
import { podClassificationLabels } from '../verdict-wording';
import { Heading, below, type HeadingLevel } from './heading';
import { TextList } from './text-list';

/** The print-on-demand result and its store level (docs/store-verdict.md#print-on-demand). */
export const PodAnalysisView = ({
  pod,
  headingLevel,
}: {
  pod: PodAnalysis;
  headingLevel: HeadingLevel;
}) => (
  <section className="verdict-section" data-testid="verdict-pod">
    <Heading level={headingLevel} className="verdict-section__title">
      Print-on-demand analysis
    </Heading>
    <dl className="details verdict-details">
      <div>
        <dt>Print on demand</dt>
        <dd data-testid="pod-is-pod">{pod.isPOD ? 'Yes' : 'No'}</dd>
      </div>
      <div>
        <dt>Confidence</dt>
        <dd>{pod.confidence} %</dd>
      </div>
      <div>
        <dt>Provider</dt>
        <dd data-testid="pod-provider">{pod.provider ?? 'None named'}</dd>
      </div>
      <div>
        <dt>Store level</dt>
        <dd data-testid="pod-store-level">
          {podClassificationLabels[pod.storeLevel.classification]} (score {pod.storeLevel.score})
        </dd>
      </div>
    </dl>
    <p className="verdict-action" data-testid="pod-action">
      <strong>Recommended action: </strong>
      {pod.recommendedAction}
    </p>
    {(pod.indicators.positive.length > 0 || pod.indicators.negative.length > 0) && (
      <div className="verdict-columns">
        {pod.indicators.positive.length > 0 && (
          <div>
            <Heading level={below(headingLevel)} className="verdict-subtitle">
              Signs of print on demand
            </Heading>
            <TextList items={pod.indicators.positive} tone="neutral" testId="pod-positive" />
          </div>
        )}
        {pod.indicators.negative.length > 0 && (
          <div>
            <Heading level={below(headingLevel)} className="verdict-subtitle">
              Signs against it
            </Heading>
            <TextList items={pod.indicators.negative} tone="neutral" testId="pod-negative" />
          </div>
        )}
      </div>
    )}
  </section>
);
