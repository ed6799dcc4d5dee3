/**
 * The Stripe API version the app reads and writes, the one this stripe-node release pins. Its own
 * module (no SDK, no environment) so that pure rules and setup scripts can name it too. Webhook
 * events arrive in the version of the endpoint they are sent to, fixed when the endpoint is made:
 * see webhook-endpoint.ts and the README's deployment steps.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
