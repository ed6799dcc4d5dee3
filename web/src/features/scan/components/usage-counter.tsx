/**
 * The scan allowance (docs/plans.md#limits) in the words every page uses
 * (components/ui/usage-allowance.tsx), and the limit banner at zero unless the page already shows
 * one for a refused scan. The server counts; this only shows its figures.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { UsageAllowance } from '../../../components/ui/usage-allowance';
import { ScanLimitBanner } from './scan-limit-banner';

export const UsageCounter = ({
  subscription,
  showLimitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  /** False while the page shows the banner of a refused scan: one banner, never two. */
  showLimitBanner: boolean;
}) => {
  const { data, isPending, isError } = subscription;
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
  return (
    <div className="scan-usage">
      <UsageAllowance subscription={data} feature="scan" testId="scan-usage" />
      {showLimitBanner && data.remaining.scan === 0 && (
        <ScanLimitBanner testId="usage-limit-banner" />
      )}
    </div>
  );
};
