import type { UseQueryResult } from '@tanstack/react-query';
import type { StoreAnalysisEntry } from '@shop-scanner/shared/store-analysis';
import { RECENT_ANALYSES_SHOWN } from '@shop-scanner/shared/store-analysis-rules';
import { Button } from '../../../components/ui/button';
import { toneClass } from '../../../components/ui/tone';
import { bandTones, formatMoment, headlineOf } from '../verdict-wording';

const verdictWords = (entry: StoreAnalysisEntry) => {
  const headline = headlineOf(entry.analysis);
  return headline.kind === 'scored' ? `${headline.score}/100 · ${headline.label}` : 'Unknown';
};

/** Part 2 §9: the last 5 analyses of the shopper's history (newest first); choosing one shows it. */
export const RecentAnalyses = ({
  history,
  shownId,
  onShow,
}: {
  history: UseQueryResult<StoreAnalysisEntry[]>;
  shownId: string | undefined;
  onShow: (entry: StoreAnalysisEntry) => void;
}) => (
  <section className="card analyze-card" aria-labelledby="recent-analyses-title">
    <h2 id="recent-analyses-title" className="analyze-card__title">
      Recent analyses
    </h2>
    {history.isPending ? (
      <p className="verdict-muted" role="status">
        Loading your recent analyses…
      </p>
    ) : history.isError ? (
      <div className="analyze-recent__failed">
        <p className="verdict-muted">Your recent analyses could not be loaded.</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    ) : history.data.length === 0 ? (
      <p className="verdict-muted">No analyses yet. The stores you analyze show here.</p>
    ) : (
      <ol className="analyze-recent" data-testid="recent-analyses">
        {history.data.slice(0, RECENT_ANALYSES_SHOWN).map((entry) => {
          const headline = headlineOf(entry.analysis);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className="analyze-recent__item"
                aria-pressed={entry.id === shownId}
                aria-label={`Show the analysis of ${entry.store} from ${formatMoment(entry.timestamp)}`}
                onClick={() => onShow(entry)}
              >
                <span className="analyze-recent__store">{entry.store}</span>
                <span
                  className={`analyze-recent__verdict pill verdict-chip verdict-chip--${headline.kind === 'scored' ? headline.band : 'unknown'}${toneClass(headline.kind === 'scored' ? bandTones[headline.band] : 'neutral')}`}
                >
                  {verdictWords(entry)}
                </span>
                <span className="analyze-recent__time">{formatMoment(entry.timestamp)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    )}
  </section>
);
