import type { EventBridgeEvent } from 'aws-lambda';
import { z } from 'zod';
import { applyBillingEvent } from '../../domain/billing/apply-billing-event';
import { logger } from '../../lib/logger';
import type { Stripe } from '../../lib/stripe';

/** The fields the consumer relies on; the webhook route verified the whole event's signature. */
const stripeEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Target of the bus's billing rule: a Stripe event the webhook verified and put on the bus.
 * A failure throws, so EventBridge retries it (and parks it in the dead-letter queue on AWS).
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const parsed = stripeEventSchema.safeParse(event.detail);
  if (!parsed.success) {
    // Not retryable: the same detail would fail the same way. Logged for the dead-letter review.
    logger.error('Billing event without a Stripe event inside', { id: event.id });
    return;
  }
  const stripeEvent = parsed.data as unknown as Stripe.Event;
  const outcome = await applyBillingEvent(stripeEvent);
  logger.info('Billing event', { stripeEventId: stripeEvent.id, type: stripeEvent.type, outcome });
};
