import { billingMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { formatDate } from '../../../lib/format';
import { PAID_ALLOWANCE_TEXT } from '../../../lib/usage-wording';
import { retentionText } from '../pricing-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useActivation } from '../hooks/use-activation';

/**
 * `/pricing?success=true`: the plan is active once Stripe's webhook has
 * reached the server, usually within seconds. Until then the page says it is confirming, and after
 * 30 s says so plainly rather than claiming a success it has not seen.
 */
export const ActivationStatus = () => {
  const state = useActivation(true);
  if (state.kind === 'active') {
    const { subscription } = state;
    const plan = plans[subscription.planId];
    return (
      <div className="activation activation--active" role="status" data-testid="activation">
        <h2 className="activation__title">{billingMessages.activated(plan.name)}</h2>
        <p>
          Your plan now includes {PAID_ALLOWANCE_TEXT}, and keeps your history for{' '}
          {retentionText(plan.limits.historyRetention)}.
        </p>
        {subscription.status === 'trialing' && subscription.trialEnd && (
          <p>
            Your free trial runs until {formatDate(subscription.trialEnd)}; the first payment is
            taken then unless you cancel before.
          </p>
        )}
        <div className="activation__actions">
          <ButtonLink to="/scan">Start scanning</ButtonLink>
          <ButtonLink to="/subscription" variant="secondary">
            Manage subscription
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (state.kind === 'still-confirming') {
    return (
      <div className="activation" role="status" data-testid="activation">
        <h2 className="activation__title">Still confirming your payment</h2>
        <p>
          Stripe has not confirmed your payment to us yet. It may still be processing: you will not
          be charged twice, and your plan switches on as soon as the confirmation arrives.
        </p>
        <div className="activation__actions">
          <Button onClick={state.checkAgain}>Check again</Button>
          <ButtonLink to="/subscription" variant="secondary">
            See your subscription
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="activation" role="status" data-testid="activation">
      <Spinner label="Confirming your payment" />
      <p className="activation__title">Confirming your payment…</p>
    </div>
  );
};
