/**
 * Stripe's webhook: the signature is checked over the exact bytes Stripe sent (API Gateway may
 * hand them over base64-encoded: decoded here, never re-serialised), with Stripe's 300-second
 * tolerance. A verified event is put on the bus and answered at once; the billing consumer
 * applies it. A forged, tampered or stale request is refused and writes nothing.
 */
import { BILLING_EVENT_SOURCE } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { BadRequest } from '../../lib/errors';
import { putEvent } from '../../lib/event-bus';
import { stripeContext, type Stripe } from '../../lib/stripe';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface WebhookRequest {
  readonly body: string | undefined;
  readonly isBase64Encoded: boolean;
  readonly signature: string | undefined;
}

export const rawBodyOf = ({ body, isBase64Encoded }: WebhookRequest): Buffer =>
  Buffer.from(body ?? '', isBase64Encoded ? 'base64' : 'utf8');

/** The verified event, or 400. */
export const verifyWebhook = async (request: WebhookRequest): Promise<Stripe.Event> => {
  if (!request.signature || !request.body) throw new BadRequest(billingMessages.webhookSignature);
  const { stripe, webhookSecret } = await stripeContext();
  try {
    return stripe.webhooks.constructEvent(
      rawBodyOf(request),
      request.signature,
      webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
    throw new BadRequest(billingMessages.webhookSignature);
  }
};

/** Verify, then hand over to the bus. A bus failure is a 500, so Stripe sends the event again. */
export const receiveWebhook = async (request: WebhookRequest): Promise<Stripe.Event> => {
  const event = await verifyWebhook(request);
  await putEvent({ source: BILLING_EVENT_SOURCE, detailType: event.type, detail: event });
  return event;
};
