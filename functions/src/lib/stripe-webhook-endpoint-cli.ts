/**
 * `npm run stripe:webhook-endpoint -- https://<SiteUrl>/api/billing/webhook` makes the app's
 * Stripe webhook endpoint at the pinned API version (stripe-webhook-endpoint.ts) with the
 * account's secret key in STRIPE_SECRET_KEY, and prints the signing secret for the app's Stripe
 * secret. With STRIPE_API_BASE it talks to the local stand-in instead (key sk_test_local).
 */
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from './stripe-api-version';
import { ensureWebhookEndpoint } from './stripe-webhook-endpoint';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const url = process.argv[2] ?? fail('Usage: npm run stripe:webhook-endpoint -- <https URL>');
const secretKey =
  process.env.STRIPE_SECRET_KEY || fail('Set STRIPE_SECRET_KEY (sk_test_… or sk_live_…).');
const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
const stripe = new Stripe(secretKey, {
  apiVersion: STRIPE_API_VERSION,
  ...(base
    ? {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : {}),
});

const setup = await ensureWebhookEndpoint(stripe, url);
if (setup.outcome === 'created') {
  console.log(`Made webhook endpoint ${setup.id} for ${url} at API version ${STRIPE_API_VERSION}.`);
  console.log(
    `Its signing secret, for "webhookSecret" in the app's Stripe secret: ${setup.secret}`,
  );
} else {
  console.log(`Webhook endpoint ${setup.id} already sends ${url} events at ${STRIPE_API_VERSION}.`);
}
for (const other of setup.others) {
  console.log(
    `Endpoint ${other.id} sends to the same URL at ${other.apiVersion ?? "the account's default version"}: delete it once the new secret is in place.`,
  );
}
