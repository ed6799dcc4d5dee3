/**
 * The Stripe price of each paid plan, found by its lookup key and created when missing, so a new
 * Stripe account (or the stand-in) needs no setup script. The amounts come from the shared plans
 * table: the figures shown on /pricing are the ones charged.
 */
import { plans } from '@shop-scanner/shared/plans';
import { planPriceCents, type PaidPlanId } from '@shop-scanner/shared/billing';
import { stripeClient } from '../../lib/stripe';
import { priceLookupKey } from './subscription-mirror';
import { callStripe } from './stripe-calls';

const cache = new Map<PaidPlanId, string>();

export const planPriceId = async (planId: PaidPlanId): Promise<string> => {
  const cached = cache.get(planId);
  if (cached) return cached;
  const stripe = await stripeClient();
  const plan = plans[planId];
  const lookupKey = priceLookupKey(planId);
  const unitAmount = planPriceCents(plan.price);
  const found = await callStripe(() =>
    stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  let price = found.data[0];
  if (!price || price.unit_amount !== unitAmount) {
    // Keys carry the amount: a changed price in the plans table makes a new Stripe price.
    const version = `${lookupKey}-${unitAmount}-${plan.billingPeriod}`;
    const product = await callStripe(() =>
      stripe.products.create(
        { name: `Shop Scanner ${plan.name}`, metadata: { planId } },
        { idempotencyKey: `product-${version}` },
      ),
    );
    price = await callStripe(() =>
      stripe.prices.create(
        {
          product: product.id,
          unit_amount: unitAmount,
          currency: 'usd',
          recurring: { interval: plan.billingPeriod },
          lookup_key: lookupKey,
          transfer_lookup_key: true,
          metadata: { planId },
        },
        { idempotencyKey: `price-${version}` },
      ),
    );
  }
  cache.set(planId, price.id);
  return price.id;
};
