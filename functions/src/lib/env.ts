/**
 * The environment, read and checked once when a Lambda (or the local stack) loads this module:
 * a missing variable fails at start-up, not on the first request that needs it.
 */
import { z } from 'zod';

const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Only locally: DynamoDB Local. On AWS the SDK finds the regional endpoint. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Only locally: cognito-local. */
  COGNITO_ENDPOINT: z.url().optional(),
  /**
   * The ID tokens' issuer, for routes that verify an optional token themselves (public routes
   * have no authorizer). Unset on AWS: https://cognito-idp.{region}.amazonaws.com/{pool id}.
   * Locally cognito-local's pool URL.
   */
  USER_POOL_ISSUER: z.url().optional(),
  EVENT_BUS_NAME: z.string().min(1).optional(),
  /** Only locally: the in-process event bus speaking the PutEvents API. */
  EVENT_BUS_ENDPOINT: z.url().optional(),
  /**
   * Base URLs of the Open Food Facts family product APIs asked about unknown barcodes, comma
   * separated, tried in order. Unset: the public Open Food Facts and Open Products Facts.
   * Empty: the fallback is off. Tests point it at a fixture server on loopback.
   */
  OPEN_FACTS_BASE_URLS: z.string().optional(),
  /**
   * Base URL of the Open Prices API the scheduled price job imports shelf prices from
   * (lib/open-prices.ts). Unset: the public https://prices.openfoodfacts.org. Empty: the import is
   * off. Tests point it at a fixture server on loopback.
   */
  OPEN_PRICES_BASE_URL: z.string().optional(),
  /**
   * The User-Agent sent to Open Prices. Open Food Facts asks every client to name itself and a
   * contact there: a deployment sets its own (an e-mail or a URL) here.
   */
  OPEN_PRICES_USER_AGENT: z.string().min(1).optional(),
  /** Mixed into the hash that keys a guest's search allowance to their address. */
  GUEST_HASH_SALT: z.string().optional(),
  /**
   * On AWS: the secret CloudFront sends as the origin-verify header; a request without it is
   * refused (lib/http/origin-verify.ts). Unset locally, where the local gateway is the edge.
   */
  ORIGIN_VERIFY_SECRET: z.string().optional(),
  /**
   * Stripe. On AWS the secret key and the webhook signing secret come from Secrets Manager
   * (STRIPE_SECRET_ARN, a JSON {secretKey, webhookSecret}); they may also be set directly.
   * Locally neither key is set: the client talks to the Stripe stand-in at STRIPE_API_BASE.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Only locally and in tests: `host:port` entries (comma separated) the safe fetcher may reach
   * although they are not public addresses, for the loopback fixture stores. Off by default;
   * refused at start-up on AWS (lib/safe-fetch/allow-list.ts).
   */
  FETCH_ALLOW_PRIVATE_HOSTS: z.string().optional(),
  /** The User-Agent of every outbound fetch of a store or product page. */
  FETCH_USER_AGENT: z.string().min(1).optional(),
  /**
   * A JSON file in IANA's RDAP bootstrap format (dns.json) read instead of the bundled copy:
   * the refresh job writes one locally; tests point TLDs at a loopback RDAP fixture.
   */
  RDAP_BOOTSTRAP_FILE: z.string().min(1).optional(),
  /** eBay Browse API: live when both are set (client-credentials grant); else "not connected". */
  EBAY_CLIENT_ID: z.string().min(1).optional(),
  EBAY_CLIENT_SECRET: z.string().min(1).optional(),
  /** Unset: https://api.ebay.com. Tests point it at a loopback fixture. */
  EBAY_API_BASE: z.url().optional(),
  /**
   * Web push (lib/vapid-keys.ts): on AWS a Secrets Manager secret with the seed of the VAPID key
   * pair; locally the pair itself, generated into the data folder. The subject is the contact
   * push services see: a mailto: address or an https URL, never a local one.
   */
  VAPID_SECRET_ARN: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * Only locally and in tests: the origin (`http://127.0.0.1:port`) of the loopback push service
   * `npm start` runs, which the sender may post to besides the browsers' push services. Refused
   * at start-up on AWS (lib/push-service-hosts.ts).
   */
  PUSH_SERVICE_LOCAL_ORIGIN: z.url().optional(),
  /**
   * E-mail (lib/mailer.ts): the sender of support mail, an address SES has verified (an
   * identity the stack grants ses:SendEmail on), optionally with a display name.
   */
  MAIL_FROM: z.string().min(1).optional(),
  /**
   * Only locally and in tests: the loopback mail catcher `npm start` runs
   * (`smtp://127.0.0.1:port`). Unset: mail goes through SES v2, as on AWS.
   */
  SMTP_URL: z.url().optional(),
  /** The site's own address, for the links e-mails carry (a ticket's page). */
  SITE_URL: z.url().optional(),
  /**
   * Only for the cost benchmark: '1' makes every DynamoDB call report the units it consumed
   * (lib/cost-metering.ts). Unset everywhere else.
   */
  COST_METERING: z.enum(['1']).optional(),
});

export type Env = z.infer<typeof envSchema>;

const parseEnv = (source: NodeJS.ProcessEnv): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
};

export const env: Env = parseEnv(process.env);

/** A variable the schema keeps optional because only some Lambdas need it (the auth group needs the pool). */
export const requireEnv = <K extends keyof Env>(key: K): NonNullable<Env[K]> => {
  const value = env[key];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${key}`);
  return value as NonNullable<Env[K]>;
};

/** For a Lambda that needs optional variables: call at module load, so a missing one fails the cold start. */
export const assertEnv = (...keys: (keyof Env)[]): void => {
  for (const key of keys) requireEnv(key);
};
