import type { VerdictEvidence } from '@shop-scanner/shared/store-analysis';
import { webHref } from '../../../lib/web-address';
import { evidenceByScheme, formatPoints } from '../verdict-wording';
import { Heading, below, type HeadingLevel } from './heading';

const signOf = (points: number) => (points > 0 ? 'plus' : points < 0 ? 'minus' : 'zero');

/** Where a rule's evidence was read: a link when it is a web address, its text otherwise. */
const Source = ({ source }: { source: string }) => {
  const href = webHref(source);
  return (
    <p className="evidence__source">
      Read from{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {source}
        </a>
      ) : (
        source
      )}
    </p>
  );
};

/**
 * One rule that fired: its points, what it says, the evidence that fired it and (unless the
 * full list below says it) where it was read.
 */
export const EvidenceItem = ({
  item,
  withSource = true,
}: {
  item: VerdictEvidence;
  withSource?: boolean;
}) => (
  <li className={`evidence evidence--${signOf(item.points)}`} data-rule={item.rule}>
    <span className="evidence__points">
      {formatPoints(item.points)}
      <span className="visually-hidden"> points</span>
    </span>
    <div className="evidence__body">
      <p className="evidence__label">{item.label}</p>
      <p className="evidence__text">{item.evidence}</p>
      {withSource && item.source && <Source source={item.source} />}
    </div>
  </li>
);

/**
 * The explainable verdict: every rule that fired, grouped by scheme, with its points
 * and the evidence that fired it (the header, the phrase and where it was found, the vendor count,
 * the domain's age), and the page it was read from.
 */
export const EvidenceList = ({
  evidence,
  headingLevel,
}: {
  evidence: readonly VerdictEvidence[];
  headingLevel: HeadingLevel;
}) => {
  const groups = evidenceByScheme(evidence);
  return (
    <section className="verdict-section" data-testid="verdict-evidence">
      <Heading level={headingLevel} className="verdict-section__title">
        Evidence, point by point
      </Heading>
      {groups.length === 0 ? (
        <p className="verdict-muted">No rule fired: there was too little to read.</p>
      ) : (
        groups.map((group) => (
          <div
            key={group.scheme}
            className="evidence-group"
            data-testid={`evidence-${group.scheme}`}
          >
            <Heading level={below(headingLevel)} className="verdict-subtitle">
              {group.label}
            </Heading>
            <ol className="evidence-list">
              {group.items.map((item, i) => (
                <EvidenceItem key={`${i}:${item.rule}`} item={item} />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
};
