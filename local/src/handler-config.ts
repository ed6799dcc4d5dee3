/**
 * What the local stack runs: the handler entries, the Cognito trigger, the bus rule and the
 * schedule, all read from functions/src/entries.ts, which the CDK stack reads too.
 */
import {
  accountDeletionSchedule,
  billingEventPattern,
  cognitoTriggerEntries,
  eventConsumerEntries,
  httpHandlerEntries,
  priceChangedPattern,
  offerFeedChunkPattern,
  priceJobSchedule,
  demoMarketSchedule,
  pushRetrySchedule,
  weeklyDigestSchedule,
  type DeadLetterRedrive,
} from '@shop-scanner/functions/entries';
import { preSignUpFunctionName } from './cognito-local';
import type { EventRule } from './event-bus';
import type { LambdaFunction } from './lambda-runtime';
import type { Schedule } from './scheduler';

export const EVENT_BUS_NAME = 'shop-scanner';

export const triggerFunctions: readonly LambdaFunction[] = [
  { name: preSignUpFunctionName, entry: cognitoTriggerEntries.preSignUp, timeoutMs: 5000 },
];

export const billingEventsFunction: LambdaFunction = {
  name: 'shop-scanner-billing-events',
  entry: eventConsumerEntries.billingEvents,
};

/** The PriceChanged consumer: checks the changed product's wishlist watchers and price alerts. */
export const priceChangedFunction: LambdaFunction = {
  name: 'shop-scanner-price-changed',
  entry: eventConsumerEntries.priceChanged,
};

/** Ingests the chunks of a business's offer feed through the price observation path. */
export const offerFeedChunksFunction: LambdaFunction = {
  name: 'shop-scanner-offer-feed-chunks',
  entry: eventConsumerEntries.offerFeedChunks,
  timeoutMs: 900_000,
};

/** The dead-letter queues, one per consumer that has one on AWS (infra's events construct). */
export const deadLetterQueueNames = {
  billing: 'shop-scanner-billing-dead-letters',
  'offer-feed': 'shop-scanner-offer-feed-dead-letters',
  'price-changed': 'shop-scanner-price-changed-dead-letters',
} as const satisfies Record<DeadLetterRedrive, string>;

export const eventRules: readonly EventRule[] = [
  {
    name: 'billing-events',
    pattern: billingEventPattern,
    target: billingEventsFunction,
    deadLetterQueue: deadLetterQueueNames.billing,
  },
  {
    name: 'price-changed',
    pattern: priceChangedPattern,
    target: priceChangedFunction,
    deadLetterQueue: deadLetterQueueNames['price-changed'],
  },
  {
    name: 'offer-feed-chunks',
    pattern: offerFeedChunkPattern,
    target: offerFeedChunksFunction,
    deadLetterQueue: deadLetterQueueNames['offer-feed'],
  },
];

export const priceDropJob: Schedule = {
  name: 'price-drop-job',
  intervalMs: priceJobSchedule.intervalMs,
  target: {
    name: 'shop-scanner-price-drop-job',
    entry: eventConsumerEntries.priceDropJob,
    timeoutMs: 900_000,
  },
};

/** The demo market: `npm run job -- demo-market` runs today's day (once: a second run skips it). */
export const demoMarketJob: Schedule = {
  name: 'demo-market',
  intervalMs: demoMarketSchedule.intervalMs,
  target: {
    name: 'shop-scanner-demo-market',
    entry: eventConsumerEntries.demoMarket,
    timeoutMs: 900_000,
  },
};

/** `npm run job -- push-retries` sends the push messages whose retry is due. */
export const pushRetriesJob: Schedule = {
  name: 'push-retries',
  intervalMs: pushRetrySchedule.intervalMs,
  target: {
    name: 'shop-scanner-push-retries',
    entry: eventConsumerEntries.pushRetries,
    timeoutMs: 60_000,
  },
};

/** `npm run job -- weekly-digest` sends the week before's digests still owed (once each). */
export const weeklyDigestJob: Schedule = {
  name: 'weekly-digest',
  intervalMs: weeklyDigestSchedule.intervalMs,
  target: {
    name: 'shop-scanner-weekly-digest',
    entry: eventConsumerEntries.weeklyDigest,
    timeoutMs: 900_000,
  },
};

/** `npm run job -- account-deletion` finishes the account deletions a request left part-way. */
export const accountDeletionJob: Schedule = {
  name: 'account-deletion',
  intervalMs: accountDeletionSchedule.intervalMs,
  target: {
    name: 'shop-scanner-account-deletion',
    entry: eventConsumerEntries.accountDeletion,
    timeoutMs: 300_000,
  },
};

export const jobs: Readonly<Record<string, Schedule>> = {
  'price-drop-job': priceDropJob,
  'demo-market': demoMarketJob,
  'push-retries': pushRetriesJob,
  'weekly-digest': weeklyDigestJob,
  'account-deletion': accountDeletionJob,
};

export { httpHandlerEntries };
