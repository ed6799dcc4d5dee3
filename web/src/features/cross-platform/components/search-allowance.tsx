import type { UseQueryResult } from '@tanstack/react-query';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { PlanAllowance } from '../../../components/ui/plan-allowance';

/** What a repeat costs at the limit: the server counts one use per distinct search a month. */
export const REPEAT_IS_FREE_NOTE =
  'Searching again for a product you searched this month is still free, on any device.';

/** The plan's cross-platform searches, and the limit banner at zero unless a refused search shows one. */
export const SearchAllowance = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  showLimitBanner: boolean;
}) => (
  <PlanAllowance
    subscription={subscription}
    feature="crossPlatformSearch"
    name="search"
    className="xp-allowance"
    mutedClassName="xp-muted"
    testId="xp-usage"
    limitBanner={
      showLimitBanner && (
        <LimitBanner
          feature="crossPlatformSearch"
          signedIn
          message={usageMessages.crossPlatformLimit(0)}
          note={REPEAT_IS_FREE_NOTE}
          testId="xp-usage-limit-banner"
        />
      )
    }
  />
);
