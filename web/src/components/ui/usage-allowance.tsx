import { limitOfFeature, plans, type UsageFeature } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { formatDate } from '../../lib/format';
import { allowanceOf, meterLabel, remainingText } from '../../lib/usage-wording';
import { UsageMeter } from './usage-meter';

/**
 * One plan allowance as every page shows it (/scan, /products, /subscription's Overview): '1 scan
 * remaining this month' with the usage meter (yellow at 75 %, red at 90 %) and the reset date, or
 * 'Unlimited scans' on a paid plan. The server counts; this only shows its figures.
 */
export const UsageAllowance = ({
  subscription,
  feature,
  testId,
  showReset = true,
}: {
  subscription: Subscription;
  feature: UsageFeature;
  testId?: string;
  /** False where the page says the reset date once for several allowances. */
  showReset?: boolean;
}) => {
  const { limit, used, remaining, resetsAt } = allowanceOf(subscription, feature);
  return (
    <div className="usage-allowance" data-testid={testId} data-feature={feature}>
      <p className="usage-allowance__text">{remainingText(feature, remaining)}</p>
      {limit !== null && (
        <>
          <UsageMeter used={used} limit={limit} label={meterLabel(feature)} />
          {showReset && <p className="usage-allowance__reset">Resets on {formatDate(resetsAt)}</p>}
        </>
      )}
    </div>
  );
};

/**
 * An allowance's place while the subscription loads: the free plan's three rows (the words, the
 * meter, the reset date) as boxes, so what sits beside or under it does not move when it comes.
 * The first row holds the free plan's own words, unseen, so it wraps where they will.
 */
export const UsageAllowanceSkeleton = ({ feature }: { feature: UsageFeature }) => (
  <div className="usage-allowance" aria-hidden="true" data-testid="usage-allowance-skeleton">
    <p className="skeleton usage-allowance__text usage-allowance__text-skeleton">
      {remainingText(feature, plans.free.limits[limitOfFeature[feature]])}
    </p>
    <div className="skeleton usage-meter" />
    <div className="skeleton usage-allowance__reset-skeleton" />
  </div>
);
