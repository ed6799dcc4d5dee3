import type { EventBridgeEvent } from 'aws-lambda';
import { z } from 'zod';
import { applyBillingEvent } from '../../domain/billing/apply-billing-event';
import { webhookVersionProblem } from '../../domain/billing/webhook-version';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';
import type { Stripe } from '../../lib/stripe';
import { STRIPE_API_VERSION } from '../../lib/stripe-api-version';

/** The fields the consumer relies on; the webhook route verified the whole event's signature. */
const stripeEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  api_version: z.string().nullable().optional(),
  created: z.number().int(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Target of the bus's billing rule: a Stripe event the webhook verified and put on the bus.
 * A failure throws, so EventBridge retries it (and parks it in the dead-letter queue on AWS).
 */
export const handler = withMetrics(
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const parsed = stripeEventSchema.safeParse(event.detail);
    if (!parsed.success) {
      // Not retryable: the same detail would fail the same way. Logged for the dead-letter review.
      logger.error('Billing event without a Stripe event inside', { id: event.id });
      return;
    }
    const stripeEvent = parsed.data as unknown as Stripe.Event;
    const versionProblem = webhookVersionProblem(parsed.data.api_version, STRIPE_API_VERSION);
    if (versionProblem) {
      // Still applied: refusing would hold every plan change until the endpoint is fixed, and the
      // subscription itself is read again from Stripe at the pinned version. Logged with every
      // event, until the endpoint is fixed.
      logger.error(versionProblem, {
        stripeEventId: parsed.data.id,
        apiVersion: parsed.data.api_version ?? null,
        expectedApiVersion: STRIPE_API_VERSION,
      });
    }
    const outcome = await applyBillingEvent(stripeEvent);
    logger.info('Billing event', {
      stripeEventId: stripeEvent.id,
      type: stripeEvent.type,
      outcome,
    });
  },
);
