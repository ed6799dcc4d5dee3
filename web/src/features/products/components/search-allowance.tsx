import { plans } from '@shop-scanner/shared/plans';
import { usageBarColour, type Subscription } from '@shop-scanner/shared/subscription';

/**
 * 'Searches remaining' for a signed-in user (part 2 §2 and §6): the count the server keeps for
 * crossPlatformSearch this month, or 'unlimited' on a paid plan, with the usage bar of part 1 §9
 * (red at 90 %, yellow at 75 %) when the plan has a limit.
 */
export const SearchAllowance = ({ subscription }: { subscription: Subscription }) => {
  const remaining = subscription.remaining.crossPlatformSearch;
  const limit = plans[subscription.planId].limits.crossPlatformSearches;
  const used = subscription.usage.crossPlatformSearchesUsed;
  return (
    <div className="search-allowance" data-testid="searches-remaining">
      <p className="search-allowance__text">
        Searches remaining: <strong>{remaining === null ? 'unlimited' : remaining}</strong>
      </p>
      {limit !== null && (
        <div
          className={`search-usage-meter search-usage-meter--${usageBarColour(used, limit)}`}
          data-colour={usageBarColour(used, limit)}
          role="meter"
          aria-label="Searches used this month"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={`${used} of ${limit} used`}
        >
          <span
            className="search-usage-meter__fill"
            style={{ width: `${Math.min(100, (used / Math.max(limit, 1)) * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
};
