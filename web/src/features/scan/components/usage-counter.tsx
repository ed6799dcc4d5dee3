/**
 * The scan allowance (part 1 §3 Subscription usage, §9): 'Scans remaining: n of 2 this month'
 * with the usage meter (yellow at 75 %, red at 90 %), or 'Unlimited scans' on a paid plan, and
 * the limit-reached banner at zero. The server counts; this only shows its figures.
 */
import { useQuery } from '@tanstack/react-query';
import { plans } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { formatDate } from '../../../lib/format';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { ScanLimitBanner } from './scan-limit-banner';

const scanAllowance = (subscription: Subscription) => ({
  limit: plans[subscription.planId].limits.scansPerMonth,
  used: subscription.usage.scansUsed,
  remaining: subscription.remaining.scan,
});

export const UsageCounter = () => {
  const { data, isPending, isError } = useQuery(subscriptionQueryOptions());
  if (isPending) {
    return (
      <p className="scan-usage scan-muted" role="status">
        Checking your scan allowance…
      </p>
    );
  }
  if (isError) {
    return <p className="scan-usage scan-muted">Your scan allowance could not be loaded.</p>;
  }

  const { limit, used, remaining } = scanAllowance(data);
  if (limit === null || remaining === null) {
    return (
      <p className="scan-usage" data-testid="scan-usage">
        Unlimited scans
      </p>
    );
  }
  return (
    <div className="scan-usage" data-testid="scan-usage">
      <p className="scan-usage__text">
        Scans remaining: {remaining} of {limit} this month
      </p>
      <UsageMeter used={used} limit={limit} label="Scans used this month" testId="scan-usage-bar" />
      <p className="scan-usage__reset scan-muted">Resets on {formatDate(data.usageResetsAt)}</p>
      {remaining <= 0 && <ScanLimitBanner testId="usage-limit-banner" />}
    </div>
  );
};
