import { useQuery } from '@tanstack/react-query';
import { countOf } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { Button } from '../../../components/ui/button';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { remainingComparisonsText } from '../price-wording';

const guestAllowance = plans.free.limits.crossPlatformSearches ?? 0;

/**
 * What is left of the month's comparisons (part 2 §6: shared with searches; a paid plan's is the
 * word unlimited), from the subscription every page reads. A guest's allowance is kept against
 * their address and has no subscription to read, so they are told the rule, not a number.
 */
const Remaining = ({ signedIn }: { signedIn: boolean }) => {
  const subscription = useQuery(subscriptionQueryOptions(signedIn));
  if (!signedIn) {
    return (
      <p className="prices-header__remaining" data-testid="comparisons-remaining">
        Guests get {countOf(guestAllowance, 'comparison', 'comparisons')} a month, shared with
        searches
      </p>
    );
  }
  return (
    <p className="prices-header__remaining" data-testid="comparisons-remaining">
      {subscription.data
        ? remainingComparisonsText(subscription.data.remaining.crossPlatformSearch)
        : ' '}
    </p>
  );
};

/** The section's header (part 2 §2): its title, the remaining comparisons and a refresh action. */
export const ComparisonHeader = ({
  signedIn,
  refreshing,
  onRefresh,
}: {
  signedIn: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) => (
  <header className="prices-header">
    <div className="prices-header__text">
      <h2 id="prices-title">Price comparison</h2>
      <Remaining signedIn={signedIn} />
      <p className="prices-muted prices-header__hint">
        Comparing a product uses one a month; refreshing, filtering and sorting it again are free.
      </p>
    </div>
    <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
      Refresh prices
    </Button>
  </header>
);
