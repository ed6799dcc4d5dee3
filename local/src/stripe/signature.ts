/**
 * The `Stripe-Signature` header as Stripe writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed with the endpoint's whsec_ secret>`. Verified by stripe-node's
 * `webhooks.constructEvent` exactly as a real delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const signPayload = (payload: string, secret: string, timestamp: number): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

export const signatureHeader = (payload: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${signPayload(payload, secret, timestamp)}`;

/** A new endpoint secret, shaped like Stripe's. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;
