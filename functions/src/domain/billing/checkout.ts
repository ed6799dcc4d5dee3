/**
 * Starting a checkout: the upgrade, its checkout session and its payment intent
 * (docs/accounts-and-billing.md#checkout). A checkout the shopper leaves must leave nothing that
 * bills them, so:
 * - with the 7-day trial, only a SetupIntent is made: the page saves the card with it, and the
 *   trialing subscription is made after that (trial-checkout.ts), never before;
 * - without a trial, the subscription is made `default_incomplete`: its first invoice waits for
 *   the payment the page confirms, and Stripe never charges it by itself (it voids it after 23 h,
 *   and the page cancels it when the dialog closes: abandon-checkout.ts).
 * Nothing in the table changes here: the plan follows Stripe's webhook events.
 */
import { plans } from '@shop-scanner/shared/plans';
import { billingMessages } from '@shop-scanner/shared/messages';
import { planPriceCents, type CheckoutStart, type PaidPlanId } from '@shop-scanner/shared/billing';
import { getSubscription } from '../../data/subscriptions';
import { businessMetric } from '../../lib/business-metrics';
import { Conflict } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { stripeClient, type Stripe } from '../../lib/stripe';
import {
  hadPaidOrCardedSubscription,
  isOpenPaymentCheckout,
  isOpenTrialCheckout,
  trialCheckoutMetadata,
} from './checkout-rules';
import { ensureCustomer, type BillingUser } from './customers';
import { planPriceId } from './plan-prices';
import { callStripe } from './stripe-calls';
import { addDays } from '@shop-scanner/shared/time';

const expand = ['latest_invoice.confirmation_secret'];

const checkoutBase = (planId: PaidPlanId, customerEmail: string) => ({
  planId,
  amount: planPriceCents(plans[planId].price),
  currency: 'usd' as const,
  customerEmail,
});

/** The first payment of an incomplete subscription, confirmed in the page. */
export const paymentCheckoutStart = (
  subscription: Stripe.Subscription,
  planId: PaidPlanId,
  customerEmail: string,
): CheckoutStart => {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice !== 'object' || !invoice.confirmation_secret)
    throw new Error(`Subscription ${subscription.id} has nothing to confirm`);
  return {
    ...checkoutBase(planId, customerEmail),
    checkoutId: subscription.id,
    subscriptionId: subscription.id,
    intentType: 'payment',
    clientSecret: invoice.confirmation_secret.client_secret,
    amountDue: invoice.amount_due,
    trialEnd: null,
  };
};

/** A trial's card saved in the page; the trial would end `trialDays` after it is saved. */
export const trialCheckoutStart = (
  intent: Stripe.SetupIntent,
  planId: PaidPlanId,
  customerEmail: string,
  now: Date,
): CheckoutStart => {
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
  return {
    ...checkoutBase(planId, customerEmail),
    checkoutId: intent.id,
    subscriptionId: null,
    intentType: 'setup',
    clientSecret: intent.client_secret,
    amountDue: 0,
    trialEnd: addDays(now, plans[planId].trialDays).toISOString(),
  };
};

export interface CheckoutRequest {
  readonly user: BillingUser;
  readonly planId: PaidPlanId;
  /** The receipt's address; the user's own when not given. */
  readonly customerEmail?: string;
  readonly now?: Date;
}

const startTrialCheckout = async (
  stripe: Stripe,
  customer: string,
  { user, planId }: CheckoutRequest,
  email: string,
  now: Date,
): Promise<CheckoutStart> => {
  const intents = await callStripe(() => stripe.setupIntents.list({ customer, limit: 20 }));
  const open = intents.data.find((i) => isOpenTrialCheckout(i, planId));
  if (open) return trialCheckoutStart(open, planId, email, now);
  const intent = await callStripe(() =>
    stripe.setupIntents.create(
      {
        customer,
        usage: 'off_session',
        metadata: trialCheckoutMetadata({ userId: user.userId, planId }),
      },
      // Two concurrent starts (a double click) see the same list, so they make one SetupIntent.
      { idempotencyKey: `trial-checkout-${user.userId}-${planId}-${intents.data.length}` },
    ),
  );
  return trialCheckoutStart(intent, planId, email, now);
};

const openCheckout = async (request: CheckoutRequest): Promise<CheckoutStart> => {
  const { user, planId, customerEmail, now = new Date() } = request;
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
  if (!hadPaidOrCardedSubscription(existing.data) && plans[planId].trialDays > 0)
    return startTrialCheckout(stripe, customer, request, email, now);

  const open = existing.data.find((s) => isOpenPaymentCheckout(s, planId));
  if (open) return paymentCheckoutStart(open, planId, email);
  const price = await planPriceId(planId);
  const subscription = await callStripe(() =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: user.userId, planId },
        expand,
      },
      // Two concurrent starts (a double click) see the same list, so they make one subscription.
      { idempotencyKey: `subscribe-${user.userId}-${planId}-${existing.data.length}` },
    ),
  );
  return paymentCheckoutStart(subscription, planId, email);
};

/**
 * Opens the checkout the page confirms: a trial's SetupIntent or an incomplete subscription, made
 * now or still open from before. Counted as started once Stripe holds it (a reopened checkout is
 * another start of the funnel, as a reopened payment page would be); refused starts are not.
 */
export const startCheckout = async (request: CheckoutRequest): Promise<CheckoutStart> => {
  const checkout = await openCheckout(request);
  countMetric(businessMetric.checkoutsStarted);
  return checkout;
};
