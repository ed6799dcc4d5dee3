import type { UseQueryResult } from '@tanstack/react-query';
import type { CrossPlatformHistoryEntry } from '@shop-scanner/shared/cross-platform';
import { RecentList } from '../../../components/ui/recent-list';
import { formatMoment } from '../analysis-reading';

/** The server keeps the last 10 searches, newest first. */
export const RECENT_SEARCHES_SHOWN = 10;

/** The shopper's recent searches; choosing one shows its analysis again without searching. */
export const RecentSearches = ({
  history,
  shownId,
  onShow,
}: {
  history: UseQueryResult<CrossPlatformHistoryEntry[]>;
  shownId: string | undefined;
  onShow: (entry: CrossPlatformHistoryEntry) => void;
}) => (
  <RecentList
    history={history}
    shownId={shownId}
    onShow={onShow}
    limit={RECENT_SEARCHES_SHOWN}
    heading="h3"
    titleId="xp-recent-title"
    words={{
      title: 'Recent searches',
      loading: 'Loading your recent searches…',
      failed: 'Your recent searches could not be loaded.',
      empty: 'No searches yet. The searches you make show here.',
    }}
    classes={{
      section: 'xp-section xp-recent',
      title: 'xp-section__title',
      muted: 'xp-muted',
      failed: 'xp-recent__failed',
      list: 'xp-recent__list',
      item: 'xp-recent__item',
    }}
    testId="xp-recent-searches"
    labelOf={(entry) =>
      `Show the search for ${entry.query.productName} from ${formatMoment(entry.timestamp)}`
    }
  >
    {(entry) => (
      <>
        <span className="xp-recent__name">{entry.query.productName}</span>
        <span className="xp-recent__found">
          {entry.analysis.totalMatches} {entry.analysis.totalMatches === 1 ? 'match' : 'matches'}
        </span>
        <span className="xp-recent__time">{formatMoment(entry.timestamp)}</span>
      </>
    )}
  </RecentList>
);
