/**
 * Stripe's failures in the API's words: an object that is not there (or not this user's) is a
 * 404, Stripe being unreachable or overloaded a 503 the shopper can retry; anything else stays a
 * fault (500, logged). Every billing service call into Stripe goes through `callStripe`.
 */
import Stripe from 'stripe';
import { NotFound, ServiceUnavailable } from '../../lib/errors';

export const callStripe = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    )
      throw new NotFound();
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    )
      throw new ServiceUnavailable();
    throw error;
  }
};
