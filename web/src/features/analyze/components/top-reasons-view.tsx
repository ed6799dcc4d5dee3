import type { VerdictEvidence } from '@shop-scanner/shared/store-analysis';
import { topReasons } from '../top-reasons';
import { EvidenceItem } from './evidence-list';
import { Heading, type HeadingLevel } from './heading';

/**
 * The verdict's weightiest reasons, right under the score, and the way to all the evidence: the
 * answer of the page on its first screen, the proof one tap away.
 */
export const TopReasonsView = ({
  evidence,
  headingLevel,
  onShowAll,
}: {
  evidence: readonly VerdictEvidence[];
  headingLevel: HeadingLevel;
  onShowAll: () => void;
}) => {
  const reasons = topReasons(evidence);
  return (
    <section className="verdict-section verdict-reasons" data-testid="verdict-top-reasons">
      <Heading level={headingLevel} className="verdict-section__title">
        What weighed most
      </Heading>
      {reasons.length === 0 ? (
        <p className="verdict-muted">No rule moved the score: there was too little to read.</p>
      ) : (
        <ol className="evidence-list">
          {reasons.map((item, i) => (
            <EvidenceItem key={`${i}:${item.rule}`} item={item} withSource={false} />
          ))}
        </ol>
      )}
      {evidence.length > reasons.length && (
        <button type="button" className="link-button verdict-reasons__all" onClick={onShowAll}>
          See all {evidence.length} points of evidence
        </button>
      )}
    </section>
  );
};
