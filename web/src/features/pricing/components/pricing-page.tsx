/**
 * The pricing page: the monthly/annual toggle, the plan cards with the
 * prices charged, privacy details, the comparison table, the FAQ, and the checkout inside the page.
 * The checkout itself comes from the route (`Checkout`), loaded only when it opens.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { usageMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { useSession } from '../../../lib/auth/session-context';
import { PAID_ALLOWANCE_TEXT } from '../../../lib/usage-wording';
import { Button, ButtonLink } from '../../../components/ui/button';
import {
  annualSavingText,
  paidPlanOf,
  planButtonLabel,
  planFromParam,
  type BillingCycle,
  type PaidPlan,
} from '../pricing-rules';
import { ActivationStatus } from './activation-status';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { PricingFaq, PrivacyDetails } from './pricing-faq';
import '../pricing.css';

export interface CheckoutProps {
  planId: PaidPlan;
  email: string;
  onClose: () => void;
}

/** Where sign-in and sign-up return to: this page with the plan chosen, so checkout opens. */
const returnState = (planId: PaidPlan) => ({
  from: { pathname: '/pricing', search: `?checkout=${planId}` },
});

export const PricingPage = ({ Checkout }: { Checkout: ComponentType<CheckoutProps> }) => {
  const { state } = useSession();
  const signedIn = state.status === 'signed-in';
  const user = signedIn ? state.user : undefined;
  const [params, setParams] = useSearchParams();
  // ?plan= (where the limit banners lead) preselects a plan, with the monthly/annual choice still
  // the shopper's; ?checkout= is a plan chosen here, whose checkout opens.
  const preselected = planFromParam(params.get('plan'));
  const checkoutParam = planFromParam(params.get('checkout'));
  const success = params.get('success') === 'true';
  const [cycle, setCycle] = useState<BillingCycle>(
    (checkoutParam ?? preselected) === 'annual' ? 'annual' : 'monthly',
  );
  const [guestChoice, setGuestChoice] = useState<PaidPlan | undefined>();
  const subscription = useQuery(subscriptionQueryOptions(signedIn));
  const currentPlan = subscription.data?.planId;
  // A guest who chose a plan is asked to sign in first, and comes back with the same choice.
  const checkoutPlan = checkoutParam && user && !success ? checkoutParam : undefined;
  useEffect(() => {
    if (checkoutParam && state.status === 'signed-out') setGuestChoice(checkoutParam);
  }, [checkoutParam, state.status]);

  // While the session is still being restored the choice goes into the address too: the
  // checkout opens as soon as the shopper is known to be signed in, and a guest is asked to sign in.
  const choose = (planId: PaidPlan) => {
    if (state.status === 'signed-out') {
      setGuestChoice(planId);
      return;
    }
    setParams({ checkout: planId });
  };
  const closeCheckout = () => setParams({}, { replace: true });

  const paidPlan = plans[paidPlanOf[cycle]];
  const paidAction = (planId: PaidPlan) =>
    currentPlan === planId ? (
      <ButtonLink to="/subscription" variant="secondary" block>
        Manage subscription
      </ButtonLink>
    ) : (
      <Button block onClick={() => choose(planId)}>
        {planButtonLabel(planId)}
      </Button>
    );

  return (
    <section className="page container pricing">
      <header className="pricing__header">
        <h1 className="page__title">Choose your plan</h1>
        <p className="page__lead">Start free. Upgrade for {PAID_ALLOWANCE_TEXT}.</p>
      </header>

      {success && signedIn && <ActivationStatus />}

      <div className="segmented pricing-toggle" role="group" aria-label="Billing period">
        {(['monthly', 'annual'] as const).map((c) => (
          <button
            key={c}
            type="button"
            className={`segmented__option pricing-toggle__option${cycle === c ? ' segmented__option--active pricing-toggle__option--active' : ''}`}
            aria-pressed={cycle === c}
            onClick={() => setCycle(c)}
          >
            {c === 'monthly' ? 'Monthly' : 'Annual'}
            {c === 'annual' && (
              <span className="pricing-toggle__saving"> {annualSavingText()}</span>
            )}
          </button>
        ))}
      </div>

      {guestChoice && !signedIn && (
        <div className="notice pricing__sign-in" role="alert" data-testid="sign-in-to-upgrade">
          <p>{usageMessages.signInToUpgrade}</p>
          <div className="pricing__sign-in-actions">
            <ButtonLink to="/register" state={returnState(guestChoice)}>
              Sign up free
            </ButtonLink>
            <ButtonLink to="/login" state={returnState(guestChoice)} variant="secondary">
              Sign in
            </ButtonLink>
          </div>
        </div>
      )}

      {preselected && currentPlan !== 'premium' && currentPlan !== 'annual' && (
        <p className="notice pricing__preselected" role="status" data-testid="plan-preselected">
          {preselected === 'annual'
            ? 'Annual is selected: the best value. Switch to Monthly above to pay month by month.'
            : `Premium is selected. Switch to Annual above to ${annualSavingText().toLowerCase()}.`}
        </p>
      )}

      <div className={`pricing__plans${preselected ? ' pricing__plans--paid-first' : ''}`}>
        <PlanCard plan={plans.free} current={currentPlan === 'free'}>
          {signedIn ? (
            <ButtonLink to="/scan" variant="secondary" block>
              {currentPlan === 'free' ? 'Start scanning' : 'Go to Scan'}
            </ButtonLink>
          ) : (
            <ButtonLink to="/register" variant="secondary" block>
              Get Started Free
            </ButtonLink>
          )}
        </PlanCard>
        <PlanCard
          key={paidPlan.id}
          plan={paidPlan}
          highlight
          badge={paidPlan.id === 'annual' ? 'Best value' : 'Most popular'}
          saving={paidPlan.id === 'annual' ? annualSavingText() : undefined}
          current={currentPlan === paidPlan.id}
        >
          {paidAction(paidPlanOf[cycle])}
        </PlanCard>
      </div>

      {!signedIn && (
        <p className="pricing__account">
          Already have an account?{' '}
          <ButtonLink to="/login" variant="ghost">
            Sign in
          </ButtonLink>
        </p>
      )}

      <PrivacyDetails />
      <ComparisonTable />
      <PricingFaq />

      {checkoutPlan && user && (
        <Checkout planId={checkoutPlan} email={user.email} onClose={closeCheckout} />
      )}
    </section>
  );
};
