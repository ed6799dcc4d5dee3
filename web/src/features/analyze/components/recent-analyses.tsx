import type { UseQueryResult } from '@tanstack/react-query';
import type { StoreAnalysisEntry } from '@shop-scanner/shared/store-analysis';
import { RECENT_ANALYSES_SHOWN } from '@shop-scanner/shared/store-analysis-rules';
import { RecentList } from '../../../components/ui/recent-list';
import { toneClass } from '../../../components/ui/tone';
import { bandTones, formatMoment, headlineOf } from '../verdict-wording';

const verdictWords = (entry: StoreAnalysisEntry) => {
  const headline = headlineOf(entry.analysis);
  return headline.kind === 'scored' ? `${headline.score}/100 · ${headline.label}` : 'Unknown';
};

/** The last 5 analyses of the shopper's history (newest first); choosing one shows it. */
export const RecentAnalyses = ({
  history,
  shownId,
  onShow,
}: {
  history: UseQueryResult<StoreAnalysisEntry[]>;
  shownId: string | undefined;
  onShow: (entry: StoreAnalysisEntry) => void;
}) => (
  <RecentList
    history={history}
    shownId={shownId}
    onShow={onShow}
    limit={RECENT_ANALYSES_SHOWN}
    heading="h2"
    titleId="recent-analyses-title"
    words={{
      title: 'Recent analyses',
      loading: 'Loading your recent analyses…',
      failed: 'Your recent analyses could not be loaded.',
      empty: 'No analyses yet. The stores you analyze show here.',
    }}
    classes={{
      section: 'card analyze-card',
      title: 'analyze-card__title',
      muted: 'verdict-muted',
      failed: 'analyze-recent__failed',
      list: 'analyze-recent',
      item: 'analyze-recent__item',
    }}
    testId="recent-analyses"
    labelOf={(entry) => `Show the analysis of ${entry.store} from ${formatMoment(entry.timestamp)}`}
  >
    {(entry) => {
      const headline = headlineOf(entry.analysis);
      return (
        <>
          <span className="analyze-recent__store">{entry.store}</span>
          <span
            className={`analyze-recent__verdict pill verdict-chip verdict-chip--${headline.kind === 'scored' ? headline.band : 'unknown'}${toneClass(headline.kind === 'scored' ? bandTones[headline.band] : 'neutral')}`}
          >
            {verdictWords(entry)}
          </span>
          <span className="analyze-recent__time">{formatMoment(entry.timestamp)}</span>
        </>
      );
    }}
  </RecentList>
);
