/**
 * Starting a checkout (part 1 §7 upgrade, part 2 §7 create-checkout-session and create-intent):
 * one Stripe flow underneath. The subscription is created `default_incomplete`: without a trial
 * its first invoice waits for a payment the page confirms (the invoice's confirmation secret);
 * with the 7-day trial its pending SetupIntent saves the card in the page and the first charge
 * comes when the trial ends. Nothing in the table changes here: the plan follows Stripe's
 * webhook events once the payment or setup succeeded.
 */
import { plans } from '@shop-scanner/shared/plans';
import { billingMessages } from '@shop-scanner/shared/messages';
import { planPriceCents, type CheckoutStart, type PaidPlanId } from '@shop-scanner/shared/billing';
import { getSubscription } from '../../data/subscriptions';
import { Conflict } from '../../lib/errors';
import { stripeClient, type Stripe } from '../../lib/stripe';
import { ensureCustomer, type BillingUser } from './customers';
import { planPriceId } from './plan-prices';
import { callStripe } from './stripe-calls';
import { planOfSubscription } from './subscription-mirror';
import { isoOfUnix } from './stripe-values';

const expand = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** A checkout of this plan that was started and not finished: the shopper may finish it now. */
const isOpenCheckout = (s: Stripe.Subscription, planId: PaidPlanId): boolean =>
  planOfSubscription(s) === planId &&
  (s.status === 'incomplete' || (s.status === 'trialing' && !s.default_payment_method));

/** One trial per shopper: none once any subscription of theirs was paid for or had a card. */
const hadPaidOrCardedSubscription = (subscriptions: readonly Stripe.Subscription[]): boolean =>
  subscriptions.some(
    (s) =>
      s.default_payment_method !== null ||
      s.status === 'active' ||
      s.status === 'past_due' ||
      s.status === 'unpaid',
  );

export const checkoutOf = (
  subscription: Stripe.Subscription,
  planId: PaidPlanId,
  customerEmail: string,
): CheckoutStart => {
  const setup = subscription.pending_setup_intent;
  const invoice = subscription.latest_invoice;
  const base = {
    planId,
    subscriptionId: subscription.id,
    amount: planPriceCents(plans[planId].price),
    currency: 'usd' as const,
    trialEnd:
      subscription.status === 'trialing' && subscription.trial_end !== null
        ? isoOfUnix(subscription.trial_end)
        : null,
    customerEmail,
  };
  if (setup && typeof setup === 'object' && setup.client_secret) {
    return { ...base, intentType: 'setup', clientSecret: setup.client_secret, amountDue: 0 };
  }
  if (invoice && typeof invoice === 'object' && invoice.confirmation_secret) {
    return {
      ...base,
      intentType: 'payment',
      clientSecret: invoice.confirmation_secret.client_secret,
      amountDue: invoice.amount_due,
    };
  }
  throw new Error(`Subscription ${subscription.id} has nothing to confirm`);
};

export interface CheckoutRequest {
  readonly user: BillingUser;
  readonly planId: PaidPlanId;
  /** The receipt's address; the user's own when not given. */
  readonly customerEmail?: string;
}

export const startCheckout = async ({
  user,
  planId,
  customerEmail,
}: CheckoutRequest): Promise<CheckoutStart> => {
  const stored = await getSubscription(user.userId);
  if (stored?.entitled) {
    // Switching between monthly and annual in place (with its proration) is not offered yet:
    // the shopper is told how to change instead of being charged twice.
    throw new Conflict(
      stored.planId === planId ? billingMessages.alreadyOnPlan : billingMessages.otherPaidPlan,
    );
  }
  const email = customerEmail ?? user.email;
  const customer = await ensureCustomer(user);
  const stripe = await stripeClient();
  const existing = await callStripe(() =>
    stripe.subscriptions.list({
      customer,
      status: 'all',
      limit: 20,
      expand: expand.map((e) => `data.${e}`),
    }),
  );
  const open = existing.data.find((s) => isOpenCheckout(s, planId));
  if (open) return checkoutOf(open, planId, email);

  const price = await planPriceId(planId);
  const trialDays = hadPaidOrCardedSubscription(existing.data) ? 0 : plans[planId].trialDays;
  const subscription = await callStripe(() =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
        metadata: { userId: user.userId, planId },
        expand,
      },
      // Two concurrent starts (a double click) see the same list, so they make one subscription.
      { idempotencyKey: `subscribe-${user.userId}-${planId}-${existing.data.length}` },
    ),
  );
  return checkoutOf(subscription, planId, email);
};
