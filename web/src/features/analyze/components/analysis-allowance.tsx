import type { UseQueryResult } from '@tanstack/react-query';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { UsageAllowance } from '../../../components/ui/usage-allowance';
import { REPEAT_IS_FREE_NOTE } from './analysis-failure-view';

/**
 * The plan's store analyses in the words every page uses, and the limit banner
 * at zero unless the page already shows one for a refused analysis. The form stays open at the
 * limit: a store analyzed this month is free again, which only the server knows.
 */
export const AnalysisAllowance = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  showLimitBanner: boolean;
}) => {
  const { data, isPending, isError } = subscription;
  if (isPending) {
    return (
      <p className="verdict-muted" role="status">
        Checking your store analysis allowance…
      </p>
    );
  }
  if (isError) {
    return <p className="verdict-muted">Your store analysis allowance could not be loaded.</p>;
  }
  return (
    <div className="analyze-allowance">
      <UsageAllowance subscription={data} feature="storeAnalysis" testId="analysis-usage" />
      {showLimitBanner && data.remaining.storeAnalysis === 0 && (
        <LimitBanner
          feature="storeAnalysis"
          signedIn
          message={usageMessages.storeAnalysisLimit(0)}
          note={REPEAT_IS_FREE_NOTE}
          testId="analysis-usage-limit-banner"
        />
      )}
    </div>
  );
};
