import type { UseQueryResult } from '@tanstack/react-query';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { UsageAllowance } from '../../../components/ui/usage-allowance';

/** What a repeat costs at the limit: the server counts one use per distinct search a month. */
export const REPEAT_IS_FREE_NOTE =
  'Searching again for a product you searched this month is still free, on any device.';

/**
 * The plan's cross-platform searches in the words every page uses, and the
 * limit banner at zero unless the panel already shows one for a refused search. The form stays
 * open at the limit: a search made this month is free again, which only the server knows.
 */
export const SearchAllowance = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  showLimitBanner: boolean;
}) => {
  const { data, isPending, isError } = subscription;
  if (isPending) {
    return (
      <p className="xp-muted" role="status">
        Checking your search allowance…
      </p>
    );
  }
  if (isError) return <p className="xp-muted">Your search allowance could not be loaded.</p>;
  return (
    <div className="xp-allowance">
      <UsageAllowance subscription={data} feature="crossPlatformSearch" testId="xp-usage" />
      {showLimitBanner && data.remaining.crossPlatformSearch === 0 && (
        <LimitBanner
          feature="crossPlatformSearch"
          signedIn
          message={usageMessages.crossPlatformLimit(0)}
          note={REPEAT_IS_FREE_NOTE}
          testId="xp-usage-limit-banner"
        />
      )}
    </div>
  );
};
