import type { UseQueryResult } from '@tanstack/react-query';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { PlanAllowance } from '../../../components/ui/plan-allowance';
import { REPEAT_IS_FREE_NOTE } from './analysis-failure-view';

/** The plan's store analyses, and the limit banner at zero unless a refused analysis shows one. */
export const AnalysisAllowance = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  showLimitBanner: boolean;
}) => (
  <PlanAllowance
    subscription={subscription}
    feature="storeAnalysis"
    name="store analysis"
    className="analyze-allowance"
    mutedClassName="verdict-muted"
    testId="analysis-usage"
    limitBanner={
      showLimitBanner && (
        <LimitBanner
          feature="storeAnalysis"
          signedIn
          message={usageMessages.storeAnalysisLimit(0)}
          note={REPEAT_IS_FREE_NOTE}
          testId="analysis-usage-limit-banner"
        />
      )
    }
  />
);
