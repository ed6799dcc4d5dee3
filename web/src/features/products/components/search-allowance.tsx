import { plans } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { UsageMeter } from '../../../components/ui/usage-meter';

/**
 * 'Searches remaining' for a signed-in user (part 2 §2 and §6): the count the server keeps for
 * crossPlatformSearch this month, or 'unlimited' on a paid plan, with the usage meter of part 1 §9
 * when the plan has a limit.
 */
export const SearchAllowance = ({ subscription }: { subscription: Subscription }) => {
  const remaining = subscription.remaining.crossPlatformSearch;
  const limit = plans[subscription.planId].limits.crossPlatformSearches;
  return (
    <div className="search-allowance" data-testid="searches-remaining">
      <p className="search-allowance__text">
        Searches remaining: <strong>{remaining === null ? 'unlimited' : remaining}</strong>
      </p>
      {limit !== null && (
        <UsageMeter
          used={subscription.usage.crossPlatformSearchesUsed}
          limit={limit}
          label="Searches used this month"
        />
      )}
    </div>
  );
};
