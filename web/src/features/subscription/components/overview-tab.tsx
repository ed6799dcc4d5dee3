import { useState } from 'react';
import { billingMessages } from '@shop-scanner/shared/messages';
import { plans, usageFeatures } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { formatDate } from '../../../lib/format';
import { allowanceName } from '../../../lib/usage-wording';
import { toast } from '../../../lib/toast-store';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { UsageAllowance } from '../../../components/ui/usage-allowance';
import {
  useCancelSubscription,
  useDowngradeSubscription,
  useReactivateSubscription,
} from '../api/subscription-actions';
import { subscriptionStatusLabel } from '../subscription-wording';

/** The month's usage in the words and meters of /scan and /products (UsageAllowance). */
const Usage = ({ subscription }: { subscription: Subscription }) => (
  <section className="card subscription-usage" aria-labelledby="usage-title">
    <h2 id="usage-title" className="card__title">
      Usage this month
    </h2>
    {/* One reset date for all three, said once (a paid plan's unlimited ones have none). */}
    {Object.values(subscription.remaining).some((left) => left !== null) && (
      <p className="muted-text" data-testid="usage-resets">
        Your allowances start again on {formatDate(subscription.usageResetsAt)}.
      </p>
    )}
    <ul className="subscription-usage__list">
      {usageFeatures.map((feature) => (
        <li key={feature} className="subscription-usage__item">
          <span className="subscription-usage__label">{allowanceName(feature)}</span>
          <UsageAllowance
            subscription={subscription}
            feature={feature}
            testId={`usage-${feature}`}
            showReset={false}
          />
        </li>
      ))}
    </ul>
  </section>
);

type Confirming = 'cancel' | 'downgrade' | undefined;

export const OverviewTab = ({ subscription }: { subscription: Subscription }) => {
  const plan = plans[subscription.planId];
  const paid = subscription.planId !== 'free';
  const expiring = paid && subscription.cancelAtPeriodEnd;
  const [confirming, setConfirming] = useState<Confirming>();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const downgrade = useDowngradeSubscription();
  const end = formatDate(subscription.currentPeriodEnd);

  return (
    <div className="subscription-overview">
      <section className="card" aria-labelledby="plan-title">
        <h2 id="plan-title" className="card__title">
          {plan.name} plan
        </h2>
        <dl className="details">
          <div>
            <dt>Status</dt>
            <dd>
              <span
                className={`status-badge status-badge--${expiring ? 'expiring' : subscription.status}`}
                data-testid="subscription-status"
              >
                {subscriptionStatusLabel(subscription)}
              </span>
            </dd>
          </div>
          <div>
            <dt>Current period</dt>
            <dd>
              {formatDate(subscription.currentPeriodStart)} – {end}
            </dd>
          </div>
          {subscription.trialEnd && subscription.status === 'trialing' && (
            <div>
              <dt>Trial ends</dt>
              <dd>{formatDate(subscription.trialEnd)}</dd>
            </div>
          )}
          {paid && (
            <div>
              <dt>{expiring ? 'Access until' : 'Renews on'}</dt>
              <dd>{end}</dd>
            </div>
          )}
        </dl>
        {expiring && (
          <p className="notice" role="note" data-testid="expiring-note">
            Your {plan.name} plan is canceled and will not renew. You keep its features until {end};
            then the free plan applies.
          </p>
        )}
        <div className="subscription-overview__actions">
          {!paid && <ButtonLink to="/pricing">Upgrade</ButtonLink>}
          {expiring && (
            <Button
              loading={reactivate.isPending}
              onClick={() =>
                reactivate.mutate(undefined, {
                  onSuccess: () => toast.success(`Your ${plan.name} plan will renew on ${end}.`),
                  onError: () => toast.error('Failed to reactivate subscription.'),
                })
              }
            >
              Reactivate
            </Button>
          )}
          {paid && !expiring && (
            <Button variant="secondary" onClick={() => setConfirming('cancel')}>
              Cancel subscription
            </Button>
          )}
          {paid && (
            <Button variant="ghost" onClick={() => setConfirming('downgrade')}>
              Downgrade to Free
            </Button>
          )}
          {paid && (
            <ButtonLink to="/pricing" variant="ghost">
              Compare plans
            </ButtonLink>
          )}
        </div>
      </section>

      <Usage subscription={subscription} />

      {confirming === 'cancel' && (
        <ConfirmDialog
          title="Cancel your subscription?"
          message={`Your ${plan.name} plan stays active until ${end} and is not renewed after that. You can reactivate it until then.`}
          confirmLabel="Cancel subscription"
          cancelLabel="Keep my plan"
          danger
          pending={cancel.isPending}
          error={cancel.isError ? billingMessages.cancelFailed : undefined}
          onClose={() => setConfirming(undefined)}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                setConfirming(undefined);
                toast.show(`Your ${plan.name} plan will end on ${end}.`);
              },
            })
          }
        />
      )}
      {confirming === 'downgrade' && (
        <ConfirmDialog
          title="Downgrade to Free now?"
          message={`Your ${plan.name} plan ends now, without waiting for ${end}, and the free plan's monthly limits apply at once, counting what you used this month.`}
          confirmLabel="Downgrade now"
          cancelLabel={`Keep ${plan.name}`}
          danger
          pending={downgrade.isPending}
          error={downgrade.isError ? billingMessages.downgradeFailed : undefined}
          onClose={() => setConfirming(undefined)}
          onConfirm={() =>
            downgrade.mutate(undefined, {
              onSuccess: () => {
                setConfirming(undefined);
                toast.show('You are now on the Free plan.');
              },
            })
          }
        />
      )}
    </div>
  );
};
