/**
 * The redrive loop's queue and consumer over the AWS SDK: SQS for the dead-letter queue, Lambda's
 * synchronous Invoke for the consumer. The same clients reach AWS and the local stack's
 * stand-ins; only the client configuration differs.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Consumer, ConsumerOutcome, DeadLetter, DeadLetterQueue } from './replay-dead-letters';

export interface ClientConfig {
  readonly region?: string;
  readonly endpoint?: string;
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/**
 * How long a received message stays hidden while the run replays its batch: ten invocations of a
 * consumer that may take Lambda's longest (15 minutes) would need more, but the run gives every
 * message it did not delete back as soon as it ends, so this only matters if the run is killed.
 */
export const RUN_VISIBILITY_SECONDS = 15 * 60;

/** Long polling: SQS then asks all of its servers, so an answer with no messages means none. */
const WAIT_SECONDS = 1;

export const sqsDeadLetterQueue = (sqs: SQSClient, queueUrl: string): DeadLetterQueue => {
  const handles = new Map<string, string>();
  return {
    receive: async (max) => {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: max,
          VisibilityTimeout: RUN_VISIBILITY_SECONDS,
          WaitTimeSeconds: WAIT_SECONDS,
          MessageSystemAttributeNames: ['ApproximateReceiveCount'],
          MessageAttributeNames: ['ErrorMessage', 'ERROR_MESSAGE'],
        }),
      );
      return Messages.flatMap((m): DeadLetter[] => {
        if (!m.MessageId || !m.ReceiptHandle || m.Body === undefined) return [];
        handles.set(m.MessageId, m.ReceiptHandle);
        const count = Number(m.Attributes?.ApproximateReceiveCount);
        // Lambda's asynchronous DLQ names it ErrorMessage, an EventBridge target's ERROR_MESSAGE.
        const lastError =
          m.MessageAttributes?.ErrorMessage?.StringValue ??
          m.MessageAttributes?.ERROR_MESSAGE?.StringValue;
        return [
          {
            messageId: m.MessageId,
            body: m.Body,
            ...(Number.isFinite(count) ? { receiveCount: count } : {}),
            ...(lastError ? { lastError } : {}),
          },
        ];
      });
    },
    remove: async (letter) => {
      await sqs.send(
        new DeleteMessageCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: handles.get(letter.messageId),
        }),
      );
    },
    release: async (letter) => {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: handles.get(letter.messageId),
          VisibilityTimeout: 0,
        }),
      );
    },
  };
};

/** Lambda's error payload: `{errorType, errorMessage}` (or whatever the runtime wrote). */
const describeFunctionError = (kind: string, payload: Uint8Array | undefined): string => {
  const text = payload ? Buffer.from(payload).toString('utf8') : '';
  try {
    const error = JSON.parse(text) as { errorType?: unknown; errorMessage?: unknown };
    if (typeof error.errorMessage === 'string') {
      return `${typeof error.errorType === 'string' ? error.errorType : kind}: ${error.errorMessage}`;
    }
  } catch {
    // Not JSON: shown as it came.
  }
  return `${kind}${text ? `: ${text.slice(0, 500)}` : ''}`;
};

export const lambdaConsumer = (lambda: LambdaClient, functionName: string): Consumer => ({
  invoke: async (event): Promise<ConsumerOutcome> => {
    const answer = await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: Buffer.from(JSON.stringify(event)),
      }),
    );
    // A handler that threw: Lambda still answers 200, with X-Amz-Function-Error.
    return answer.FunctionError
      ? { ok: false, error: describeFunctionError(answer.FunctionError, answer.Payload) }
      : { ok: true };
  },
});

export const clientsFor = (config: ClientConfig) => ({
  sqs: new SQSClient({ ...config }),
  lambda: new LambdaClient({ ...config }),
});
