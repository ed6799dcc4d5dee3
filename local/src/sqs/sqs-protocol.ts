/**
 * SQS's JSON protocol (`X-Amz-Target: AmazonSQS.<Operation>`, awsJson1_0) as the installed
 * `@aws-sdk/client-sqs` speaks it, for the calls the redrive command and the local bus make:
 * SendMessage, ReceiveMessage, DeleteMessage, ChangeMessageVisibility, GetQueueAttributes and
 * GetQueueUrl. The client checks the MD5 digests of bodies it sends and receives, so they are
 * the real ones. Anything else is refused as SQS refuses an unknown operation.
 */
import { createHash } from 'node:crypto';
import type { MessageAttribute, QueueStore, StoredMessage } from './queue-store';

export const SQS_TARGET_PREFIX = 'AmazonSQS.';

/** The account id in local queue URLs, as in the local bus's event ARNs. */
export const LOCAL_ACCOUNT_ID = '000000000000';

export const queueUrlOf = (endpoint: string, queue: string): string =>
  `${endpoint}/${LOCAL_ACCOUNT_ID}/${queue}`;

export interface SqsReply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const JSON_TYPE = { 'content-type': 'application/x-amz-json-1.0' };

const ok = (body: unknown): SqsReply => ({
  status: 200,
  headers: JSON_TYPE,
  body: JSON.stringify(body),
});

/** An error as SQS answers it: the shape id in `__type`, and the query-compatible code. */
const refuse = (code: string, queryCode: string, message: string): SqsReply => ({
  status: 400,
  headers: { ...JSON_TYPE, 'x-amzn-query-error': `${queryCode};Sender` },
  body: JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message }),
});

const invalidParameter = (message: string) =>
  refuse('InvalidParameterValue', 'InvalidParameterValue', message);

const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

/**
 * SQS's digest of message attributes: per attribute, sorted by name, the name, the data type
 * and the value each as a 4-byte big-endian length and its bytes, the value preceded by its
 * transport type (1: string).
 */
export const md5OfMessageAttributes = (attributes: Record<string, MessageAttribute>): string => {
  const lengthPrefixed = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return [length, bytes];
  };
  const parts = Object.keys(attributes)
    .sort()
    .flatMap((name) => {
      const attribute = attributes[name]!;
      return [
        ...lengthPrefixed(name),
        ...lengthPrefixed(attribute.DataType),
        Buffer.from([1]),
        ...lengthPrefixed(attribute.StringValue),
      ];
    });
  return md5(Buffer.concat(parts));
};

/** The queue a URL names: its last path segment, as SQS reads `/<account>/<name>`. */
const queueNameOf = (queueUrl: unknown): string | undefined => {
  if (typeof queueUrl !== 'string') return undefined;
  try {
    return new URL(queueUrl).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
};

const stringAttributes = (input: unknown): Record<string, MessageAttribute> | undefined => {
  if (input === undefined) return {};
  if (typeof input !== 'object' || input === null) return undefined;
  const entries = Object.entries(
    input as Record<string, { DataType?: unknown; StringValue?: unknown }>,
  );
  if (
    entries.some(
      ([, a]) => typeof a.StringValue !== 'string' || !/^(String|Number)/.test(String(a.DataType)),
    )
  ) {
    return undefined;
  }
  return Object.fromEntries(
    entries.map(([name, a]) => [
      name,
      { DataType: String(a.DataType), StringValue: String(a.StringValue) },
    ]),
  );
};

const messageOut = (
  message: StoredMessage,
  wantedAttributes: readonly string[],
  wantedSystemAttributes: readonly string[],
) => {
  const all = wantedAttributes.includes('All') || wantedAttributes.includes('.*');
  const attributes = Object.fromEntries(
    Object.entries(message.attributes).filter(([name]) => all || wantedAttributes.includes(name)),
  );
  const hasAttributes = Object.keys(attributes).length > 0;
  const system: Record<string, string> = {
    ApproximateReceiveCount: String(message.receiveCount),
    SentTimestamp: String(message.sentAt),
    ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
  };
  const systemAttributes = Object.entries(system).filter(
    ([name]) => wantedSystemAttributes.includes('All') || wantedSystemAttributes.includes(name),
  );
  return {
    MessageId: message.messageId,
    ReceiptHandle: message.receiptHandle,
    MD5OfBody: md5(message.body),
    Body: message.body,
    ...(systemAttributes.length > 0 ? { Attributes: Object.fromEntries(systemAttributes) } : {}),
    ...(hasAttributes
      ? {
          MessageAttributes: attributes,
          MD5OfMessageAttributes: md5OfMessageAttributes(attributes),
        }
      : {}),
  };
};

const MAX_WAIT_SECONDS = 20;

export interface SqsCallOptions {
  readonly store: QueueStore;
  /** This endpoint's origin, for GetQueueUrl's answer. */
  readonly endpoint: string;
  /** Long polling waits here; tests need not. */
  readonly sleep?: (ms: number) => Promise<void>;
}

type Input = Record<string, unknown>;

/** One SQS call: the operation from X-Amz-Target, its JSON input, the reply to send. */
export const handleSqsCall = async (
  target: string,
  bodyText: string,
  { store, endpoint, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: SqsCallOptions,
): Promise<SqsReply> => {
  let input: Input;
  try {
    input = JSON.parse(bodyText || '{}') as Input;
  } catch {
    return refuse('InvalidParameterValue', 'InvalidParameterValue', 'The request is not JSON');
  }
  const operation = target.slice(SQS_TARGET_PREFIX.length);
  if (operation === 'GetQueueUrl') {
    const name = typeof input.QueueName === 'string' ? input.QueueName : '';
    return store.has(name)
      ? ok({ QueueUrl: queueUrlOf(endpoint, name) })
      : refuse(
          'QueueDoesNotExist',
          'AWS.SimpleQueueService.NonExistentQueue',
          'The specified queue does not exist.',
        );
  }
  const queue = queueNameOf(input.QueueUrl);
  const known = ['SendMessage', 'ReceiveMessage', 'DeleteMessage', 'ChangeMessageVisibility'];
  if (![...known, 'GetQueueAttributes'].includes(operation)) {
    return refuse(
      'UnsupportedOperation',
      'AWS.SimpleQueueService.UnsupportedOperation',
      `${operation} is not served by the local SQS stand-in (local/src/sqs)`,
    );
  }
  if (!queue || !store.has(queue)) {
    return refuse(
      'QueueDoesNotExist',
      'AWS.SimpleQueueService.NonExistentQueue',
      'The specified queue does not exist.',
    );
  }

  switch (operation) {
    case 'SendMessage': {
      if (typeof input.MessageBody !== 'string' || input.MessageBody === '') {
        return refuse(
          'MissingParameter',
          'MissingParameter',
          'The request must contain MessageBody.',
        );
      }
      const attributes = stringAttributes(input.MessageAttributes);
      if (!attributes) return invalidParameter('Only String and Number message attributes here');
      const sent = store.send(queue, input.MessageBody, attributes);
      return ok({
        MessageId: sent.messageId,
        MD5OfMessageBody: md5(sent.body),
        ...(Object.keys(attributes).length > 0
          ? { MD5OfMessageAttributes: md5OfMessageAttributes(attributes) }
          : {}),
      });
    }
    case 'ReceiveMessage': {
      const max = input.MaxNumberOfMessages ?? 1;
      if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 10) {
        return invalidParameter(
          'Value for parameter MaxNumberOfMessages is invalid. Reason: Must be between 1 and 10.',
        );
      }
      const visibility = input.VisibilityTimeout;
      if (
        visibility !== undefined &&
        (typeof visibility !== 'number' || visibility < 0 || visibility > 43_200)
      ) {
        return invalidParameter('VisibilityTimeout must be between 0 and 43200 seconds.');
      }
      const wait = Math.min(Number(input.WaitTimeSeconds ?? 0) || 0, MAX_WAIT_SECONDS);
      const wanted = (input.MessageAttributeNames as string[] | undefined) ?? [];
      const wantedSystem =
        (input.MessageSystemAttributeNames as string[] | undefined) ??
        (input.AttributeNames as string[] | undefined) ??
        [];
      const deadline = Date.now() + wait * 1000;
      for (;;) {
        const messages = store.receive(queue, {
          max,
          ...(visibility !== undefined ? { visibilityTimeoutSeconds: visibility } : {}),
        });
        // Long polling: an empty queue is asked again until a message comes or the wait ends.
        if (messages.length > 0 || Date.now() >= deadline) {
          return ok(
            messages.length > 0
              ? { Messages: messages.map((m) => messageOut(m, wanted, wantedSystem)) }
              : {},
          );
        }
        await sleep(Math.min(100, deadline - Date.now()));
      }
    }
    case 'DeleteMessage':
    case 'ChangeMessageVisibility': {
      const handle = typeof input.ReceiptHandle === 'string' ? input.ReceiptHandle : '';
      const outcome =
        operation === 'DeleteMessage'
          ? store.delete(queue, handle)
          : store.changeVisibility(queue, handle, Number(input.VisibilityTimeout ?? 0));
      return outcome === 'invalid'
        ? refuse(
            'ReceiptHandleIsInvalid',
            'ReceiptHandleIsInvalid',
            'The receipt handle is not valid.',
          )
        : ok({});
    }
    default: {
      const { visible, inFlight } = store.counts(queue);
      const settings = store.settings(queue);
      const all: Record<string, string> = {
        ApproximateNumberOfMessages: String(visible),
        ApproximateNumberOfMessagesNotVisible: String(inFlight),
        ApproximateNumberOfMessagesDelayed: '0',
        VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
        MessageRetentionPeriod: String(Math.round(settings.retentionMs / 1000)),
        QueueArn: `arn:aws:sqs:local:${LOCAL_ACCOUNT_ID}:${queue}`,
      };
      const names = (input.AttributeNames as string[] | undefined) ?? [];
      const attributes = names.includes('All')
        ? all
        : Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
      return ok(Object.keys(attributes).length > 0 ? { Attributes: attributes } : {});
    }
  }
};
