/** The user's Stripe customer: created once per user, found again from the table. */
import { getCustomerIdOfUser, linkCustomer } from '../../data/billing-customers';
import { stripeClient } from '../../lib/stripe';
import { callStripe } from './stripe-calls';

export interface BillingUser {
  readonly userId: string;
  readonly email: string;
  readonly name?: string;
}

/** The billing user a verified caller is (their Stripe customer carries e-mail and name). */
export const billingUserOf = (caller: {
  userId: string;
  email: string;
  name?: string;
}): BillingUser => ({
  userId: caller.userId,
  email: caller.email,
  ...(caller.name ? { name: caller.name } : {}),
});

/**
 * The customer of this user, created on first need. The idempotency key makes two concurrent
 * first calls (a double click) create one Stripe customer; the table keeps the pair for good.
 */
export const ensureCustomer = async (
  user: BillingUser,
  now: Date = new Date(),
): Promise<string> => {
  const existing = await getCustomerIdOfUser(user.userId);
  if (existing) return existing;
  const stripe = await stripeClient();
  const customer = await callStripe(() =>
    stripe.customers.create(
      {
        email: user.email,
        ...(user.name ? { name: user.name } : {}),
        metadata: { userId: user.userId },
      },
      { idempotencyKey: `customer-${user.userId}` },
    ),
  );
  return linkCustomer(user.userId, customer.id, now);
};

/** The user's customer id, if they ever started a checkout. */
export const findCustomer = (userId: string): Promise<string | undefined> =>
  getCustomerIdOfUser(userId);
