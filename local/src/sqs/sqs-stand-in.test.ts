/**
 * The SQS stand-in through the real `@aws-sdk/client-sqs` (which checks the MD5 digests it is
 * given): what the redrive command and the local bus rely on, on the local AWS endpoint.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  ReceiptHandleIsInvalid,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { startAwsServices, type AwsServices } from '../aws-services';
import { createEventBus } from '../event-bus';
import { createLog } from '../log';
import { createQueueStore, type QueueStore } from './queue-store';
import { queueUrlOf } from './sqs-protocol';

const QUEUE = 'shop-scanner-billing-dead-letters';

let services: AwsServices | undefined;
let client: SQSClient | undefined;
afterEach(async () => {
  client?.destroy();
  await services?.stop();
  services = undefined;
});

/** The AWS endpoint with one queue, a clock the test moves, and the real client on it. */
const standIn = async (options: { dataDir?: string } = {}) => {
  const clock = { now: Date.parse('2026-11-27T10:00:00Z') };
  const store = createQueueStore({
    queues: [QUEUE],
    now: () => clock.now,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const log = createLog('aws', true);
  services = await startAwsServices({
    port: 0,
    functions: [],
    bus: createEventBus({ busName: 'test', rules: [], log }),
    cognito: () => undefined,
    log,
    queues: store,
  });
  client = new SQSClient({
    endpoint: services.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { clock, store, sqs: client, queueUrl: queueUrlOf(services.endpoint, QUEUE) };
};

const receive = (sqs: SQSClient, QueueUrl: string, VisibilityTimeout?: number) =>
  sqs
    .send(
      new ReceiveMessageCommand({
        QueueUrl,
        MaxNumberOfMessages: 10,
        MessageSystemAttributeNames: ['ApproximateReceiveCount'],
        MessageAttributeNames: ['All'],
        ...(VisibilityTimeout !== undefined ? { VisibilityTimeout } : {}),
      }),
    )
    .then((r) => r.Messages ?? []);

const counts = async (sqs: SQSClient, QueueUrl: string) => {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    visible: Number(Attributes?.ApproximateNumberOfMessages),
    hidden: Number(Attributes?.ApproximateNumberOfMessagesNotVisible),
  };
};

describe('the SQS stand-in, through the real SQS client', () => {
  it('hands back the body and attributes sent, with the digests the client checks', async () => {
    // Prepare
    const { sqs, queueUrl } = await standIn();
    const body = JSON.stringify({ id: 'evt-1', detail: { note: 'naïve ✓' } });

    // Act
    const sent = await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: body,
        MessageAttributes: { ErrorMessage: { DataType: 'String', StringValue: 'Boom' } },
      }),
    );
    const [message] = await receive(sqs, queueUrl);

    // Assess
    expect(sent.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(message?.MessageId).toBe(sent.MessageId);
    expect(message?.Body).toBe(body);
    expect(message?.Attributes?.ApproximateReceiveCount).toBe('1');
    expect(message?.MessageAttributes?.ErrorMessage?.StringValue).toBe('Boom');
    expect(message?.MD5OfMessageAttributes).toBe(sent.MD5OfMessageAttributes);
  });

  it('hides a received message for its visibility timeout, then gives it out again', async () => {
    // Prepare
    const { sqs, queueUrl, clock } = await standIn();
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"n":1}' }));

    // Act
    const first = await receive(sqs, queueUrl, 60);
    const whileHidden = await receive(sqs, queueUrl);
    const countsWhileHidden = await counts(sqs, queueUrl);
    clock.now += 60_000;
    const again = await receive(sqs, queueUrl);

    // Assess
    expect(first).toHaveLength(1);
    expect(whileHidden).toEqual([]);
    expect(countsWhileHidden).toEqual({ visible: 0, hidden: 1 });
    expect(again.map((m) => m.MessageId)).toEqual([first[0]?.MessageId]);
    expect(again[0]?.Attributes?.ApproximateReceiveCount).toBe('2');
    expect(again[0]?.ReceiptHandle).not.toBe(first[0]?.ReceiptHandle);
  });

  it('deletes with the latest receipt handle only; an older one deletes nothing', async () => {
    // Prepare
    const { sqs, queueUrl, clock } = await standIn();
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"n":2}' }));
    const [older] = await receive(sqs, queueUrl, 1);
    clock.now += 1000;
    const [latest] = await receive(sqs, queueUrl, 1);

    // Act
    await sqs.send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: older?.ReceiptHandle }),
    );
    const afterOlder = await counts(sqs, queueUrl);
    await sqs.send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: latest?.ReceiptHandle }),
    );
    const afterLatest = await counts(sqs, queueUrl);

    // Assess
    expect(afterOlder).toEqual({ visible: 0, hidden: 1 });
    expect(afterLatest).toEqual({ visible: 0, hidden: 0 });
  });

  it('refuses what SQS refuses, with its error types', async () => {
    // Prepare
    const { sqs, queueUrl } = await standIn();
    const otherQueue = queueUrl.replace(QUEUE, 'no-such-queue');

    // Act
    const unknownQueue = sqs.send(
      new SendMessageCommand({ QueueUrl: otherQueue, MessageBody: 'x' }),
    );
    const unknownName = sqs.send(new GetQueueUrlCommand({ QueueName: 'no-such-queue' }));
    const badHandle = sqs.send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: 'not-a-handle' }),
    );
    const tooMany = sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 11 }),
    );

    // Assess
    await expect(unknownQueue).rejects.toBeInstanceOf(QueueDoesNotExist);
    await expect(unknownName).rejects.toBeInstanceOf(QueueDoesNotExist);
    await expect(badHandle).rejects.toBeInstanceOf(ReceiptHandleIsInvalid);
    await expect(tooMany).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    expect((await sqs.send(new GetQueueUrlCommand({ QueueName: QUEUE }))).QueueUrl).toBe(queueUrl);
  });

  it('keeps its messages in the data folder across a restart', async () => {
    // Prepare
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sqs-stand-in-'));
    const first = await standIn({ dataDir });
    await first.sqs.send(
      new SendMessageCommand({ QueueUrl: first.queueUrl, MessageBody: '{"kept":true}' }),
    );
    await services?.stop();
    services = undefined;

    // Act
    const reopened: QueueStore = createQueueStore({ queues: [QUEUE], dataDir });

    // Assess
    expect(reopened.messages(QUEUE).map((m) => m.body)).toEqual(['{"kept":true}']);
  });
});
