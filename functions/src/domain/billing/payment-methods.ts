/**
 * The shopper's saved cards: listed, made default, removed and
 * added, always within their own Stripe customer. A card of another customer is answered 404,
 * exactly as one that does not exist, so ids reveal nothing.
 */
import { billingMessages } from '@shop-scanner/shared/messages';
import type { PaymentMethod } from '@shop-scanner/shared/billing';
import { getSubscription } from '../../data/subscriptions';
import { Conflict, NotFound } from '../../lib/errors';
import { stripeClient, type Stripe } from '../../lib/stripe';
import { ensureCustomer, findCustomer, type BillingUser } from './customers';
import { callStripe } from './stripe-calls';
import { idOf } from './stripe-values';

/** The card charged next: the paid subscription's own, else the customer's default. */
const defaultMethodId = async (customerId: string, userId: string): Promise<string | null> => {
  const stripe = await stripeClient();
  const stored = await getSubscription(userId);
  if (stored?.entitled && stored.stripeSubscriptionId) {
    const subscription = await callStripe(() =>
      stripe.subscriptions.retrieve(stored.stripeSubscriptionId as string),
    );
    const own = idOf(subscription.default_payment_method);
    if (own) return own;
  }
  const customer = await callStripe(() => stripe.customers.retrieve(customerId));
  return 'deleted' in customer && customer.deleted
    ? null
    : idOf((customer as Stripe.Customer).invoice_settings.default_payment_method);
};

const toPaymentMethod = (
  method: Stripe.PaymentMethod,
  defaultId: string | null,
): PaymentMethod => ({
  id: method.id,
  is_default: method.id === defaultId,
  card: {
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
  },
});

export const listPaymentMethods = async (userId: string): Promise<PaymentMethod[]> => {
  const customerId = await findCustomer(userId);
  if (!customerId) return [];
  const stripe = await stripeClient();
  const [methods, defaultId] = await Promise.all([
    callStripe(() => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 20 })),
    defaultMethodId(customerId, userId),
  ]);
  // Without an explicit default, the newest card is the one Stripe would fall back to; say none.
  return methods.data.map((m) => toPaymentMethod(m, defaultId));
};

/** The card, if it is this user's; 404 otherwise. */
const ownMethod = async (userId: string, methodId: string): Promise<Stripe.PaymentMethod> => {
  const customerId = await findCustomer(userId);
  if (!customerId) throw new NotFound();
  const stripe = await stripeClient();
  const method = await callStripe(() => stripe.paymentMethods.retrieve(methodId));
  if (idOf(method.customer) !== customerId) throw new NotFound();
  return method;
};

export const setDefaultPaymentMethod = async (
  userId: string,
  methodId: string,
): Promise<PaymentMethod[]> => {
  const method = await ownMethod(userId, methodId);
  const stripe = await stripeClient();
  const customerId = idOf(method.customer) as string;
  await callStripe(() =>
    stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    }),
  );
  const stored = await getSubscription(userId);
  if (stored?.entitled && stored.stripeSubscriptionId) {
    await callStripe(() =>
      stripe.subscriptions.update(stored.stripeSubscriptionId as string, {
        default_payment_method: method.id,
      }),
    );
  }
  return listPaymentMethods(userId);
};

/**
 * Removes a card. The only card of a paid plan that will renew cannot go: the renewal would fail.
 * Removing the default card makes the next one the default.
 */
export const deletePaymentMethod = async (userId: string, methodId: string): Promise<void> => {
  const method = await ownMethod(userId, methodId);
  const methods = await listPaymentMethods(userId);
  const stored = await getSubscription(userId);
  const renews = stored?.entitled === true && !stored.cancelAtPeriodEnd;
  if (renews && methods.length <= 1) throw new Conflict(billingMessages.onlyPaymentMethod);
  const stripe = await stripeClient();
  await callStripe(() => stripe.paymentMethods.detach(method.id));
  const wasDefault = methods.find((m) => m.id === method.id)?.is_default;
  const next = methods.find((m) => m.id !== method.id);
  if (wasDefault && next) await setDefaultPaymentMethod(userId, next.id);
};

/** A SetupIntent to add a card, confirmed in the page with Stripe.js or the local card form. */
export const startAddingPaymentMethod = async (
  user: BillingUser,
): Promise<{ clientSecret: string }> => {
  const customer = await ensureCustomer(user);
  const stripe = await stripeClient();
  const intent = await callStripe(() =>
    stripe.setupIntents.create({ customer, usage: 'off_session' }),
  );
  if (!intent.client_secret) throw new Error('SetupIntent without a client secret');
  return { clientSecret: intent.client_secret };
};
