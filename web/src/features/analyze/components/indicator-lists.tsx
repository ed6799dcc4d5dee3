import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { Heading, below, type HeadingLevel } from './heading';
import { TextList } from './text-list';

const tones = [
  ['positive', 'In its favour'],
  ['negative', 'Against it'],
  ['neutral', 'Neither'],
] as const;

/** The report's indicators, in favour, against and neither; a group with none is left out. */
export const IndicatorLists = ({
  indicators,
  headingLevel,
}: {
  indicators: StoreAnalysisReport['indicators'];
  headingLevel: HeadingLevel;
}) => {
  const any = tones.some(([tone]) => indicators[tone].length > 0);
  return (
    <section className="verdict-section" data-testid="verdict-indicators">
      <Heading level={headingLevel} className="verdict-section__title">
        Indicators
      </Heading>
      {any ? (
        <div className="verdict-columns">
          {tones.map(
            ([tone, title]) =>
              indicators[tone].length > 0 && (
                <div key={tone}>
                  <Heading level={below(headingLevel)} className="verdict-subtitle">
                    {title}
                  </Heading>
                  <TextList items={indicators[tone]} tone={tone} testId={`indicators-${tone}`} />
                </div>
              ),
          )}
        </div>
      ) : (
        <p className="verdict-muted">No indicators were found.</p>
      )}
    </section>
  );
};
