/**
 * The Stripe webhook endpoint the app needs: its URL, the events the billing consumer acts on,
 * and the API version the app reads. Stripe writes every event in the version of the endpoint it
 * goes to, and that version is fixed when the endpoint is made (it cannot be changed later), so
 * the endpoint is made here at the pinned version rather than in the Dashboard, where it would
 * take the account's default. An endpoint at another version is left for the operator to delete
 * once the new secret is in place: deleting it first would drop events meanwhile.
 */
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from './stripe-api-version';

/** What the billing consumer (domain/billing/apply-billing-event.ts) acts on. */
export const WEBHOOK_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.upcoming',
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
] as const;

export interface EndpointAtVersion {
  readonly id: string;
  readonly apiVersion: string | null;
}

export type WebhookEndpointSetup =
  /** Made now: its signing secret goes into the app's Stripe secret. */
  | {
      readonly outcome: 'created';
      readonly id: string;
      readonly secret: string;
      readonly others: readonly EndpointAtVersion[];
    }
  /** One at the pinned version already sends to this URL. */
  | {
      readonly outcome: 'exists';
      readonly id: string;
      readonly others: readonly EndpointAtVersion[];
    };

/**
 * Makes the endpoint for `url` at the pinned version with the consumer's events, unless one is
 * there already. `others` are endpoints for the same URL at another version, to delete by hand.
 */
export const ensureWebhookEndpoint = async (
  stripe: Stripe,
  url: string,
): Promise<WebhookEndpointSetup> => {
  const all = await stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
  const forUrl = all.filter((endpoint) => endpoint.url === url);
  const current = forUrl.find((endpoint) => endpoint.api_version === STRIPE_API_VERSION);
  const others = forUrl
    .filter((endpoint) => endpoint !== current)
    .map((endpoint) => ({ id: endpoint.id, apiVersion: endpoint.api_version }));
  if (current) return { outcome: 'exists', id: current.id, others };
  const created = await stripe.webhookEndpoints.create({
    url,
    enabled_events: [...WEBHOOK_EVENTS],
    api_version: STRIPE_API_VERSION,
    description: 'Shop Scanner billing',
  });
  if (!created.secret) throw new Error(`Stripe made endpoint ${created.id} without a secret`);
  return { outcome: 'created', id: created.id, secret: created.secret, others };
};
