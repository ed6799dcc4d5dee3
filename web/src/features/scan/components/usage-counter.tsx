/**
 * The scan allowance (part 1 §3 Subscription usage, §9): 'Scans remaining: n of 2 this month'
 * with a bar that turns yellow at 75 % and red at 90 %, or 'Unlimited scans' on a paid plan, and
 * the limit-reached banner at zero. The server counts; this only shows its figures.
 */
import { useQuery } from '@tanstack/react-query';
import { plans } from '@shop-scanner/shared/plans';
import { usageBarColour, type Subscription } from '@shop-scanner/shared/subscription';
import { formatDate } from '../../../lib/format';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { ScanLimitBanner } from './scan-limit-banner';

export const scanAllowance = (subscription: Subscription) => {
  const limit = plans[subscription.planId].limits.scansPerMonth;
  const used = subscription.usage.scansUsed;
  const remaining = subscription.remaining.scan;
  return { limit, used, remaining, colour: usageBarColour(used, limit) };
};

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

  const { limit, used, remaining, colour } = scanAllowance(data);
  if (limit === null || remaining === null) {
    return (
      <p className="scan-usage" data-testid="scan-usage">
        Unlimited scans
      </p>
    );
  }
  const share = Math.min(100, Math.round((used / limit) * 100));
  return (
    <div className="scan-usage" data-testid="scan-usage">
      <p className="scan-usage__text">
        Scans remaining: {remaining} of {limit} this month
      </p>
      <div
        className={`scan-usage__bar scan-usage__bar--${colour}`}
        role="progressbar"
        aria-label="Scans used this month"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        data-colour={colour}
        data-testid="scan-usage-bar"
      >
        <span className="scan-usage__fill" style={{ width: `${share}%` }} />
      </div>
      <p className="scan-usage__reset scan-muted">Resets on {formatDate(data.usageResetsAt)}</p>
      {remaining <= 0 && <ScanLimitBanner testId="usage-limit-banner" />}
    </div>
  );
};
