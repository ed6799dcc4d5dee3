import {
  accountDeletionSchedule,
  billingEventPattern,
  demoMarketSchedule,
  eventConsumerEntries,
  priceChangedPattern,
  offerFeedChunkPattern,
  priceJobSchedule,
  pushRetrySchedule,
  weeklyDigestSchedule,
} from '@shop-scanner/functions/entries';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, arnFinding } from '../nag';
import { ApiFunction } from './api-function';

export const eventBusName = 'shop-scanner';

/** The shared pattern is readonly JSON; CDK wants mutable arrays, with the same content. */
const toEventPattern = (pattern: Readonly<Record<string, readonly string[]>>): EventPattern =>
  Object.fromEntries(Object.entries(pattern).map(([key, values]) => [key, [...values]]));

export interface EventsProps {
  readonly table: ITable;
}

/** What a scheduled job is, for the schedule that runs it. */
interface JobSchedule {
  /** EventBridge Scheduler expression (functions/src/entries.ts). */
  readonly expression: string;
  /** Says what the schedule runs, on the schedule and on its role. */
  readonly does: string;
  /** The payload; none: the Scheduler's default. */
  readonly input?: ScheduleTargetInput;
}

/**
 * The event bus with its billing and PriceChanged rules, and the scheduled jobs (price drops, the
 * demo market, push retries, the weekly digest). The rule patterns and the schedules come from functions/src/entries.ts, which the
 * local bus and timer also read.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  readonly billingEvents: ApiFunction;
  /** The PriceChanged rule's target: checks the changed product's wishlist watchers and alerts. */
  readonly priceChanged: ApiFunction;
  /** PriceChanged events the consumer failed every retry of, kept for 14 days to replay. */
  readonly priceChangedDeadLetters: Queue;
  readonly priceDropJob: ApiFunction;
  /** The demo market's day: moves the demo catalogue's offers once a day. */
  readonly demoMarket: ApiFunction;
  /**
   * Finishes account deletions a request left part-way; the stack grants it the user pool and
   * Stripe's keys (it deletes Cognito users and cancels subscriptions).
   */
  readonly accountDeletion: ApiFunction;
  /** Sends the push messages a busy push service asked to have again later. */
  readonly pushRetries: ApiFunction;
  /** Sends each shopper one summary of the week's price drops, on Monday mornings. */
  readonly weeklyDigest: ApiFunction;
  /** Billing events that could not be delivered or processed, kept for 14 days to replay. */
  readonly billingDeadLetters: Queue;
  /** Ingests the chunks of a business's offer feed through the price observation path. */
  readonly offerFeedChunks: ApiFunction;
  /** Offer feed chunks that failed every retry, kept for 14 days to replay. */
  readonly offerFeedDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);

    this.bus = new EventBus(this, 'Bus', { eventBusName });

    this.billingDeadLetters = new Queue(this, 'BillingDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    this.billingEvents = new ApiFunction(this, 'BillingEvents', {
      entry: eventConsumerEntries.billingEvents,
      name: 'billing-events',
      description: 'Consumes billing events from the shop-scanner bus',
      table: props.table,
      tableAccess: 'read-write',
      timeout: Duration.seconds(30),
      // Lambda retries a failed asynchronous invocation twice, then parks the event here.
      deadLetterQueue: this.billingDeadLetters,
    });

    new Rule(this, 'BillingRule', {
      eventBus: this.bus,
      description: 'Billing events (Stripe webhooks) to the billing consumer',
      eventPattern: toEventPattern(billingEventPattern),
      targets: [
        new LambdaFunction(this.billingEvents.function, {
          deadLetterQueue: this.billingDeadLetters,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.priceChangedDeadLetters = new Queue(this, 'PriceChangedDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    // It checks the product's watchers: reads the product and the wishlist items and alerts that
    // watch it, records drops and notices, and sends a fired watch's push message at once (the
    // stack makes it a push sender).
    this.priceChanged = new ApiFunction(this, 'PriceChanged', {
      entry: eventConsumerEntries.priceChanged,
      name: 'price-changed',
      description: 'Consumes PriceChanged events from the shop-scanner bus',
      table: props.table,
      tableAccess: 'read-write',
      timeout: Duration.seconds(30),
      deadLetterQueue: this.priceChangedDeadLetters,
    });

    new Rule(this, 'PriceChangedRule', {
      eventBus: this.bus,
      description: 'PriceChanged events (the price ingest path) to the price-changed consumer',
      eventPattern: toEventPattern(priceChangedPattern),
      targets: [
        new LambdaFunction(this.priceChanged.function, {
          deadLetterQueue: this.priceChangedDeadLetters,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.offerFeedDeadLetters = new Queue(this, 'OfferFeedDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.offerFeedChunks = new ApiFunction(this, 'OfferFeedChunks', {
      entry: eventConsumerEntries.offerFeedChunks,
      name: 'offer-feed-chunks',
      description: "Ingests a business's offer feed, one chunk of rows per event",
      table: props.table,
      tableAccess: 'read-write',
      // Its ingests put PriceChanged events, as every price change does.
      eventBus: this.bus,
      // A chunk of 250 rows takes seconds; the margin covers a slow table.
      timeout: Duration.minutes(5),
      deadLetterQueue: this.offerFeedDeadLetters,
    });
    new Rule(this, 'OfferFeedChunkRule', {
      eventBus: this.bus,
      description: 'Offer feed chunks (a business upload) to the offer-feed consumer',
      eventPattern: toEventPattern(offerFeedChunkPattern),
      targets: [
        new LambdaFunction(this.offerFeedChunks.function, {
          deadLetterQueue: this.offerFeedDeadLetters,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.priceDropJob = new ApiFunction(this, 'PriceDropJob', {
      entry: eventConsumerEntries.priceDropJob,
      name: 'price-drop-job',
      description: 'Scheduled job: finds wishlist price drops and notifies',
      table: props.table,
      tableAccess: 'read-write',
      // Its Open Prices import ingests shelf prices, which put PriceChanged events as every price
      // change does.
      eventBus: this.bus,
      timeout: Duration.minutes(5),
    });

    this.scheduleJob('PriceDrop', this.priceDropJob, {
      expression: priceJobSchedule.expression,
      does: 'the price-drop job',
    });

    this.demoMarket = new ApiFunction(this, 'DemoMarket', {
      entry: eventConsumerEntries.demoMarket,
      name: 'demo-market',
      description: "Scheduled job: moves the demo catalogue's offers, one day a run",
      table: props.table,
      tableAccess: 'read-write',
      // Its ingests put PriceChanged events, as every price change does.
      eventBus: this.bus,
      // Lambda's most: a day over 25,000 products takes minutes (run-market-day.ts); one cut
      // short is retried and carries on where it stopped.
      timeout: Duration.minutes(15),
    });
    this.scheduleJob('DemoMarket', this.demoMarket, {
      expression: demoMarketSchedule.expression,
      does: 'the demo market',
      // The day to run is the one the schedule fired for, even when a retry comes late.
      input: ScheduleTargetInput.fromObject({ time: ContextAttribute.scheduledTime }),
    });

    this.pushRetries = new ApiFunction(this, 'PushRetries', {
      entry: eventConsumerEntries.pushRetries,
      name: 'push-retries',
      description: 'Scheduled job: sends the push messages a push service deferred (429, 5xx)',
      table: props.table,
      tableAccess: 'read-write',
      timeout: Duration.minutes(2),
    });
    this.scheduleJob('PushRetries', this.pushRetries, {
      expression: pushRetrySchedule.expression,
      does: 'the push retry job',
    });

    this.weeklyDigest = new ApiFunction(this, 'WeeklyDigest', {
      entry: eventConsumerEntries.weeklyDigest,
      name: 'weekly-digest',
      description: "Scheduled job: sends each shopper one summary of last week's price drops",
      table: props.table,
      tableAccess: 'read-write',
      // Lambda's most: many shoppers' digests; one cut short leaves the rest to the next run.
      timeout: Duration.minutes(15),
    });
    this.scheduleJob('WeeklyDigest', this.weeklyDigest, {
      expression: weeklyDigestSchedule.expression,
      does: 'the weekly digest',
      // The week to sum up is the one before the schedule fired, even when a retry comes late.
      input: ScheduleTargetInput.fromObject({ time: ContextAttribute.scheduledTime }),
    });

    this.accountDeletion = new ApiFunction(this, 'AccountDeletion', {
      entry: eventConsumerEntries.accountDeletion,
      name: 'account-deletion',
      description: 'Scheduled job: finishes the account deletions a request left part-way',
      table: props.table,
      tableAccess: 'read-write',
      timeout: Duration.minutes(5),
    });
    this.scheduleJob('AccountDeletion', this.accountDeletion, {
      expression: accountDeletionSchedule.expression,
      does: 'the account-deletion job',
    });
  }

  /** Runs `job` on a schedule, with a role of its own (not the target's stack-level singleton). */
  private scheduleJob(id: string, job: ApiFunction, schedule: JobSchedule): void {
    const role = new Role(this, `${id}SchedulerRole`, {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: `EventBridge Scheduler: invokes ${schedule.does}`,
    });
    new Schedule(this, `${id}Schedule`, {
      description: `Runs ${schedule.does}`,
      schedule: ScheduleExpression.expression(schedule.expression),
      // A couple of retries covers throttling; both jobs are idempotent, so a retry redoes nothing.
      target: new LambdaInvoke(job.function, {
        role,
        retryAttempts: 2,
        ...(schedule.input ? { input: schedule.input } : {}),
      }),
    });
    acknowledge(
      role,
      `AwsSolutions-IAM5[${arnFinding(job.function, ':*')}]`,
      `lambda:InvokeFunction on ${schedule.does} and its versions/aliases (ARN:*), nothing else; added by the Scheduler Lambda target.`,
    );
  }
}
