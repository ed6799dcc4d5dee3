import {
  billingEventPattern,
  eventConsumerEntries,
  priceChangedPattern,
  priceJobSchedule,
} from '@shop-scanner/functions/entries';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
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

/**
 * The event bus with its billing and PriceChanged rules, and the scheduled price-drop job. The
 * rule patterns and the schedule come from functions/src/entries.ts, which the local bus and
 * timer also read.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  readonly billingEvents: ApiFunction;
  /** The PriceChanged rule's target: the hook the wishlist's price-drop consumer replaces. */
  readonly priceChanged: ApiFunction;
  readonly priceDropJob: ApiFunction;
  /** Billing events that could not be delivered or processed, kept for 14 days to replay. */
  readonly billingDeadLetters: Queue;

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

    // For now it validates and logs the detail, so it needs no table access; the wishlist's
    // consumer, which replaces it, brings its own grants (and a dead-letter queue with its state).
    this.priceChanged = new ApiFunction(this, 'PriceChanged', {
      entry: eventConsumerEntries.priceChanged,
      name: 'price-changed',
      description: 'Consumes PriceChanged events from the shop-scanner bus',
      table: props.table,
      tableAccess: 'none',
    });

    new Rule(this, 'PriceChangedRule', {
      eventBus: this.bus,
      description: 'PriceChanged events (the price ingest path) to the price-changed consumer',
      eventPattern: toEventPattern(priceChangedPattern),
      targets: [
        new LambdaFunction(this.priceChanged.function, {
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
      timeout: Duration.minutes(5),
    });

    // Our own role (instead of the target's stack-level singleton) so its finding sits here.
    const schedulerRole = new Role(this, 'PriceDropSchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the price-drop job',
    });
    new Schedule(this, 'PriceDropSchedule', {
      description: 'Runs the price-drop job',
      schedule: ScheduleExpression.expression(priceJobSchedule.expression),
      // The next run comes soon anyway; a couple of retries covers throttling.
      target: new LambdaInvoke(this.priceDropJob.function, {
        role: schedulerRole,
        retryAttempts: 2,
      }),
    });
    acknowledge(
      schedulerRole,
      `AwsSolutions-IAM5[${arnFinding(this.priceDropJob.function, ':*')}]`,
      'lambda:InvokeFunction on the price-drop job and its versions/aliases (ARN:*), nothing else; added by the Scheduler Lambda target.',
    );
  }
}
