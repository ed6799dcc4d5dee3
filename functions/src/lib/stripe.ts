/**
 * The Stripe client and the webhook signing secret, read once per Lambda container.
 *
 * The same code runs on Stripe itself and on the local stand-in: with STRIPE_SECRET_KEY (or the
 * Secrets Manager secret on AWS) the SDK talks to api.stripe.com; without it, to the stand-in at
 * STRIPE_API_BASE with the stand-in's own test key. The API version is the one this SDK release
 * pins (2026-10-28.endive): the subscription's period lives on its items, and a first invoice's
 * payment is confirmed through `latest_invoice.confirmation_secret`.
 */
import Stripe from 'stripe';
import { env } from './env';
import { readJsonSecret } from './secrets';
import { STRIPE_API_VERSION } from './stripe-api-version';
import { traced, tracedPartner, tracingEnabled } from './tracing';

export { STRIPE_API_VERSION } from './stripe-api-version';

/** The stand-in accepts this key; Stripe would refuse it. */
const LOCAL_SECRET_KEY = 'sk_test_local';

interface StripeKeys {
  readonly secretKey: string;
  readonly webhookSecret: string;
}

const readKeys = async (): Promise<StripeKeys> => {
  if (env.STRIPE_SECRET_ARN) {
    const secret = await readJsonSecret(env.STRIPE_SECRET_ARN);
    const secretKey = secret.secretKey;
    const webhookSecret = secret.webhookSecret;
    if (typeof secretKey !== 'string' || typeof webhookSecret !== 'string')
      throw new Error('The Stripe secret must hold secretKey and webhookSecret');
    // The stack makes the secret with empty values, and the operator puts the keys in after the
    // first deploy: refused until then, and so not kept, the keys are read again on the next call.
    if (!secretKey || !webhookSecret)
      throw new Error('The Stripe secret holds no keys yet (docs/deploy.md)');
    return { secretKey, webhookSecret };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('Missing environment variable STRIPE_WEBHOOK_SECRET');
  if (env.STRIPE_SECRET_KEY) return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret };
  if (!env.STRIPE_API_BASE)
    throw new Error('Set STRIPE_SECRET_KEY (Stripe) or STRIPE_API_BASE (the local stand-in)');
  return { secretKey: LOCAL_SECRET_KEY, webhookSecret };
};

/** The SDK's own Node client, each request to Stripe (retries included) a traced subsegment. */
const tracedHttpClient = () => {
  const inner = Stripe.createNodeHttpClient();
  const client: typeof inner = Object.create(inner);
  client.makeRequest = (...request) =>
    traced(tracedPartner.stripe, () => inner.makeRequest(...request));
  return client;
};

const createClient = (secretKey: string): Stripe => {
  const base = !env.STRIPE_SECRET_KEY && !env.STRIPE_SECRET_ARN ? env.STRIPE_API_BASE : undefined;
  const target = base ? new URL(base) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Lambda answers API Gateway within 30 s: a hung call must fail well before that.
    timeout: 10_000,
    maxNetworkRetries: 2,
    // Only with tracing on: otherwise the SDK keeps its default client, untouched.
    ...(tracingEnabled ? { httpClient: tracedHttpClient() } : {}),
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
};

let ready: Promise<{ stripe: Stripe; webhookSecret: string }> | undefined;

/** The client and secret, loaded on first use and kept for the container's life. */
export const stripeContext = (): Promise<{ stripe: Stripe; webhookSecret: string }> => {
  ready ??= readKeys().then((keys) => ({
    stripe: createClient(keys.secretKey),
    webhookSecret: keys.webhookSecret,
  }));
  // A failed load (a secret not readable yet) is tried again on the next call.
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
};

export const stripeClient = async (): Promise<Stripe> => (await stripeContext()).stripe;

export type { Stripe };
