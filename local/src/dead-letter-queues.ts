/**
 * The local stack's dead-letter queues (one per consumer that has one on AWS) and the stack
 * outputs that name them, as the CDK stack outputs them: the redrive command reads either.
 */
import { deadLetterRedrives, type DeadLetterRedrive } from '@shop-scanner/functions/entries';
import type { EventRule } from './event-bus';
import { deadLetterQueueNames } from './handler-config';
import { createQueueStore, type QueueStore } from './sqs/queue-store';
import { queueUrlOf } from './sqs/sqs-protocol';

/** The queues, kept in `dataDir` (`<DATA_DIR>/queues`) or in memory without one. */
export const deadLetterQueues = (dataDir: string | undefined): QueueStore =>
  createQueueStore({
    queues: Object.values(deadLetterQueueNames),
    ...(dataDir ? { dataDir } : {}),
  });

/**
 * `BillingDeadLettersQueueUrl`, `BillingEventsFunctionName` and the offer feed's pair, with the
 * local queue URLs (on the AWS services endpoint) and the names the local Invoke answers to.
 */
export const localStackOutputs = (
  awsServicesEndpoint: string,
  rules: readonly EventRule[],
): Record<string, string> =>
  Object.fromEntries(
    (Object.keys(deadLetterRedrives) as DeadLetterRedrive[]).flatMap((redrive) => {
      const { queueUrlOutput, functionNameOutput } = deadLetterRedrives[redrive];
      const queue = deadLetterQueueNames[redrive];
      const consumer = rules.find((rule) => rule.deadLetterQueue === queue)?.target;
      return [
        [queueUrlOutput, queueUrlOf(awsServicesEndpoint, queue)],
        ...(consumer ? [[functionNameOutput, consumer.name]] : []),
      ];
    }),
  );
