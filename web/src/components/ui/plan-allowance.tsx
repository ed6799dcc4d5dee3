import type { UseQueryResult } from '@tanstack/react-query';
import type { UsageFeature } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { lacksConnection } from '../../lib/offline/connection';
import { LimitBanner } from './limit-banner';
import { QueryState } from './query-state';
import { UsageAllowance } from './usage-allowance';

/** How one page shows one allowance: its words, its classes and its limit banner. */
export interface PlanAllowanceLook {
  feature: UsageFeature;
  /** What the allowance is called in 'Checking your … allowance': 'scan', 'search'. */
  name: string;
  className: string;
  /** The loading and failed sentences. */
  mutedClassName: string;
  testId: string;
  /** The banner at zero: the spec's message and what stays free. */
  limitBanner: { message: string; note: string; testId: string };
}

/**
 * A page's allowance of one counted feature while the subscription loads, fails or is known: in
 * the words every page uses (usage-allowance.tsx), and the limit banner once none is left. The
 * form beside it stays open at the limit: a repeat is free again, which only the server knows.
 * The subscription is only known to a signed-in shopper, so the banner speaks to one.
 */
export const PlanAllowance = ({
  subscription,
  showLimitBanner,
  feature,
  name,
  className,
  mutedClassName,
  testId,
  limitBanner,
}: PlanAllowanceLook & {
  subscription: UseQueryResult<Subscription>;
  /** False while the page shows the banner of a refused request: one banner, never two. */
  showLimitBanner: boolean;
}) =>
  // Without a connection only the server could say what is left: the query waits, and 'Checking'
  // would show for as long as the shopper stays offline.
  lacksConnection(subscription) ? (
    <p className={mutedClassName} role="status" data-testid={`${testId}-offline`}>
      You are offline: your {name} allowance shows again when you are back online.
    </p>
  ) : (
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
          {showLimitBanner && data.remaining[feature] === 0 && (
            <LimitBanner feature={feature} signedIn {...limitBanner} />
          )}
        </div>
      )}
    </QueryState>
  );
