import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UsageFeature } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { QueryState } from './query-state';
import { UsageAllowance } from './usage-allowance';

/**
 * A page's allowance of one counted feature while the subscription loads, fails or is known: in
 * the words every page uses (usage-allowance.tsx), and the page's limit banner once none is left.
 * The form beside it stays open at the limit: a repeat is free again, which only the server knows.
 */
export const PlanAllowance = ({
  subscription,
  feature,
  name,
  className,
  mutedClassName,
  testId,
  limitBanner,
}: {
  subscription: UseQueryResult<Subscription>;
  feature: UsageFeature;
  /** What the allowance is called in 'Checking your … allowance': 'scan', 'search'. */
  name: string;
  className: string;
  /** The loading and failed sentences. */
  mutedClassName: string;
  testId: string;
  /**
   * Shown at zero; left out while the page shows the banner of a refused request, so that the
   * page never shows two.
   */
  limitBanner: ReactNode;
}) => (
  <QueryState
    query={subscription}
    pending={
      <p className={mutedClassName} role="status">
        Checking your {name} allowance…
      </p>
    }
    failed={<p className={mutedClassName}>Your {name} allowance could not be loaded.</p>}
  >
    {(data) => (
      <div className={className}>
        <UsageAllowance subscription={data} feature={feature} testId={testId} />
        {data.remaining[feature] === 0 && limitBanner}
      </div>
    )}
  </QueryState>
);
