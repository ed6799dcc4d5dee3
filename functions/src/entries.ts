/**
 * Where each Lambda's handler lives, relative to the functions/ folder. The CDK stack bundles
 * these paths (one NodejsFunction each) and the local stack imports the same modules, so both
 * homes run the same code. Every module exports `handler`.
 */
import { BILLING_EVENT_SOURCE } from '@shop-scanner/shared/billing-rules';
import { PRICE_CHANGED_DETAIL_TYPE, PRICE_EVENT_SOURCE } from '@shop-scanner/shared/price-rules';
import type { EndpointGroup } from '@shop-scanner/shared/routes';
import {
  OFFER_FEED_CHUNK_DETAIL_TYPE,
  OFFER_FEED_EVENT_SOURCE,
} from '@shop-scanner/shared/offer-feed';
import { HOUR_MS, MINUTE_MS } from '@shop-scanner/shared/time';

export const httpHandlerEntries: Readonly<Record<EndpointGroup, string>> = {
  auth: 'src/http/auth/handler.ts',
  products: 'src/http/products/handler.ts',
  prices: 'src/http/prices/handler.ts',
  subscription: 'src/http/subscription/handler.ts',
  'store-analysis': 'src/http/store-analysis/handler.ts',
  'platform-search': 'src/http/platform-search/handler.ts',
  wishlist: 'src/http/wishlist/handler.ts',
  push: 'src/http/push/handler.ts',
  billing: 'src/http/billing/handler.ts',
  support: 'src/http/support/handler.ts',
  analytics: 'src/http/analytics/handler.ts',
  dashboard: 'src/http/dashboard/handler.ts',
  notifications: 'src/http/notifications/handler.ts',
  sellers: 'src/http/sellers/handler.ts',
};

/**
 * Cognito triggers. PreSignUp auto-confirms and auto-verifies email (the spec signs users in at
 * once).
 */
export const cognitoTriggerEntries = {
  preSignUp: 'src/events/pre-sign-up/handler.ts',
} as const;

/** EventBridge consumers: the billing and price rules' targets, and the scheduled jobs. */
export const eventConsumerEntries = {
  billingEvents: 'src/events/billing-events/handler.ts',
  priceChanged: 'src/events/price-changed/handler.ts',
  priceDropJob: 'src/events/price-drop-job/handler.ts',
  demoMarket: 'src/events/demo-market/handler.ts',
  pushRetries: 'src/events/push-retries/handler.ts',
  weeklyDigest: 'src/events/weekly-digest/handler.ts',
  accountDeletion: 'src/events/account-deletion/handler.ts',
  offerFeedChunks: 'src/events/offer-feed-chunks/handler.ts',
} as const;

/** The bus's rule for billing events (EventBridge pattern), shared by CDK and the local bus. */
export const billingEventPattern = {
  source: [BILLING_EVENT_SOURCE],
} as const;

/**
 * The bus's rule for price changes: the PriceChanged events the ingest path puts
 * (domain/prices/ingest-observation.ts), shared by CDK and the local bus.
 */
export const priceChangedPattern = {
  source: [PRICE_EVENT_SOURCE],
  'detail-type': [PRICE_CHANGED_DETAIL_TYPE],
} as const;

/**
 * The bus's rule for offer feeds: the chunks of accepted rows an upload puts
 * (domain/offer-feeds/upload-feed.ts), shared by CDK and the local bus.
 */
export const offerFeedChunkPattern = {
  source: [OFFER_FEED_EVENT_SOURCE],
  'detail-type': [OFFER_FEED_CHUNK_DETAIL_TYPE],
} as const;

/**
 * The price job runs on this schedule (EventBridge Scheduler expression) and locally on a timer.
 */
export const priceJobSchedule = { expression: 'rate(1 hour)', intervalMs: HOUR_MS } as const;

/**
 * The demo market's day: on AWS once a day, just after midnight UTC; locally a timer
 * that ticks every hour, since the job records the day it ran and skips it after (so the day runs
 * within the hour after midnight, or within the hour after `npm start`, and once).
 */
export const demoMarketSchedule = {
  expression: 'cron(5 0 * * ? *)',
  intervalMs: HOUR_MS,
} as const;

/**
 * The push retry job: sends again what a busy push service (429, 5xx) asked to have later. Every
 * few minutes: a service's Retry-After is usually a minute or so, and a test message the shopper
 * waits for should not wait an hour.
 */
export const pushRetrySchedule = {
  expression: 'rate(2 minutes)',
  intervalMs: 2 * MINUTE_MS,
} as const;

/**
 * The weekly digest: Monday mornings (UTC), for the week just gone. On AWS it runs at 08:00 and
 * again each hour to 11:00: each shopper's digest is marked once sent, so the later runs send
 * nothing unless an earlier one died part-way, and then they finish it. Locally a timer that
 * ticks every hour: any run in a week sends what the week before still owes, once.
 */
export const weeklyDigestSchedule = {
  expression: 'cron(0 8-11 ? * MON *)',
  intervalMs: HOUR_MS,
} as const;

/**
 * The account-deletion job: finishes deletions a request left part-way. Every quarter of an hour:
 * a deletion waits for it only when a step failed (Stripe unreachable, say), and the account is
 * refused everywhere meanwhile.
 */
export const accountDeletionSchedule = {
  expression: 'rate(15 minutes)',
  intervalMs: 15 * MINUTE_MS,
} as const;

/**
 * The consumers whose failed events wait in a dead-letter queue, by the name the redrive command
 * takes (`npm run redrive -- billing`), with the stack outputs that name the queue and the
 * consumer. The CDK stack outputs them; the local stack records the same names in its stack file.
 */
export const deadLetterRedrives = {
  billing: {
    queueUrlOutput: 'BillingDeadLettersQueueUrl',
    functionNameOutput: 'BillingEventsFunctionName',
  },
  'offer-feed': {
    queueUrlOutput: 'OfferFeedDeadLettersQueueUrl',
    functionNameOutput: 'OfferFeedChunksFunctionName',
  },
  'price-changed': {
    queueUrlOutput: 'PriceChangedDeadLettersQueueUrl',
    functionNameOutput: 'PriceChangedFunctionName',
  },
} as const;

export type DeadLetterRedrive = keyof typeof deadLetterRedrives;
