import type { UseQueryResult } from '@tanstack/react-query';
import type { CrossPlatformHistoryEntry } from '@shop-scanner/shared/cross-platform';
import { Button } from '../../../components/ui/button';
import { formatMoment } from '../analysis-reading';

/** The server keeps the last 10 searches, newest first. */
export const RECENT_SEARCHES_SHOWN = 10;

/**
 * The shopper's recent searches, kept on the server (so on every device); choosing one shows its
 * analysis again without searching, so it costs nothing.
 */
export const RecentSearches = ({
  history,
  shownId,
  onShow,
}: {
  history: UseQueryResult<CrossPlatformHistoryEntry[]>;
  shownId: string | undefined;
  onShow: (entry: CrossPlatformHistoryEntry) => void;
}) => (
  <section className="xp-section xp-recent" aria-labelledby="xp-recent-title">
    <h3 id="xp-recent-title" className="xp-section__title">
      Recent searches
    </h3>
    {history.isPending ? (
      <p className="xp-muted" role="status">
        Loading your recent searches…
      </p>
    ) : history.isError ? (
      <div className="xp-recent__failed">
        <p className="xp-muted">Your recent searches could not be loaded.</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    ) : history.data.length === 0 ? (
      <p className="xp-muted">No searches yet. The searches you make show here.</p>
    ) : (
      <ol className="xp-recent__list" data-testid="xp-recent-searches">
        {history.data.slice(0, RECENT_SEARCHES_SHOWN).map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="xp-recent__item"
              aria-pressed={entry.id === shownId}
              aria-label={`Show the search for ${entry.query.productName} from ${formatMoment(entry.timestamp)}`}
              onClick={() => onShow(entry)}
            >
              <span className="xp-recent__name">{entry.query.productName}</span>
              <span className="xp-recent__found">
                {entry.analysis.totalMatches}{' '}
                {entry.analysis.totalMatches === 1 ? 'match' : 'matches'}
              </span>
              <span className="xp-recent__time">{formatMoment(entry.timestamp)}</span>
            </button>
          </li>
        ))}
      </ol>
    )}
  </section>
);
