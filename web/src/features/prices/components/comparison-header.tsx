/**
 * The section's header: its title, what is left of the month's comparisons, and its
 * action. Before this product is compared the action is Compare prices, saying what is left
 * (the first thing under the title, so it is on a phone's first screen); once compared (this
 * month, so free again) it is Refresh prices, with what is left of the month beside the title.
 */
import type { ComparisonAllowance } from '@shop-scanner/shared/prices';
import { Button } from '../../../components/ui/button';
import { compareButtonText, remainingComparisonsText } from '../price-wording';

export const ComparisonHeader = ({
  allowance,
  compared,
  refused,
  comparing,
  onCompare,
  onRefresh,
}: {
  /** Undefined while it loads, or when it could not be read (the server still decides). */
  allowance: ComparisonAllowance | undefined;
  /** The comparison runs (compared this month, or asked for now). */
  compared: boolean;
  /** Refused: nothing left this month, so no action but the limit's own way on. */
  refused: boolean;
  comparing: boolean;
  onCompare: () => void;
  onRefresh: () => void;
}) => (
  <header className="prices-header">
    <div className="prices-header__text">
      <h2 id="prices-title">Price comparison</h2>
      {(compared || refused) && (
        <p className="prices-header__remaining" data-testid="comparisons-remaining">
          {allowance ? remainingComparisonsText(allowance.remaining, allowance.limit) : ' '}
        </p>
      )}
    </div>
    {refused ? null : compared ? (
      <Button variant="secondary" onClick={onRefresh} loading={comparing}>
        Refresh prices
      </Button>
    ) : (
      <Button onClick={onCompare} loading={comparing} data-testid="compare-prices">
        {compareButtonText(allowance)}
      </Button>
    )}
    {!refused && (
      <p className="prices-muted prices-header__hint">
        {compared
          ? 'Compared this month: refreshing, filtering and sorting it are free.'
          : 'Uses one of this month’s searches or price comparisons; this product then stays free all month.'}
      </p>
    )}
  </header>
);
