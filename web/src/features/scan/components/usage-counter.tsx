/**
 * The scan allowance in the words every page uses, and the limit banner at zero unless the page
 * already shows one for a refused scan. The server counts; this only shows its figures.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { PlanAllowance } from '../../../components/ui/plan-allowance';
import { ScanLimitBanner } from './scan-limit-banner';

export const UsageCounter = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  /** False while the page shows the banner of a refused scan: one banner, never two. */
  showLimitBanner: boolean;
}) => (
  <PlanAllowance
    subscription={subscription}
    feature="scan"
    name="scan"
    className="scan-usage"
    mutedClassName="scan-usage scan-muted"
    testId="scan-usage"
    limitBanner={showLimitBanner && <ScanLimitBanner testId="usage-limit-banner" />}
  />
);
