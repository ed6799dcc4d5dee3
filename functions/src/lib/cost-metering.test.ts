import { Readable } from 'node:stream';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addConsumedCapacity,
  COST_METERING_MIDDLEWARE,
  countEventsPut,
  emptyUsage,
  meterConsumedCapacity,
  runMetered,
} from './cost-metering';

/**
 * A DynamoDB client whose HTTP handler answers each request with the next canned JSON body (as
 * DynamoDB would send it) and keeps the request bodies, so the real serializers, deserializers
 * and middleware all run.
 */
const clientAnswering = (...answers: { status?: number; body: object }[]) => {
  const sent: Record<string, unknown>[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { body?: Uint8Array | string }) => {
        sent.push(
          JSON.parse(Buffer.from(request.body ?? '{}').toString()) as Record<string, unknown>,
        );
        const answer = answers.shift() ?? { body: {} };
        const status = answer.status ?? 200;
        return {
          response: {
            statusCode: status,
            headers: { 'content-type': 'application/x-amz-json-1.0' },
            body: Readable.from([Buffer.from(JSON.stringify(answer.body))]),
          },
        };
      },
    },
  });
  return { client, document: DynamoDBDocumentClient.from(client), sent };
};

describe('meterConsumedCapacity', () => {
  it('asks for TOTAL capacity and adds a read to the running meter', async () => {
    // Prepare
    const { client, document, sent } = clientAnswering({
      body: { Item: { pk: { S: 'A' } }, ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 } },
    });
    meterConsumedCapacity(client);

    const usage = emptyUsage();

    // Act
    await runMetered(usage, () =>
      document.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } })),
    );

    // Assess
    expect(sent[0]).toMatchObject({ ReturnConsumedCapacity: 'TOTAL' });
    expect(usage).toMatchObject({
      readCapacityUnits: 0.5,
      writeCapacityUnits: 0,
      dynamoDbCalls: 1,
    });
  });

  it("sums a transaction's units over every table it reports, as writes", async () => {
    // Prepare
    const { client, document } = clientAnswering({
      body: {
        ConsumedCapacity: [
          { TableName: 'a', CapacityUnits: 4, WriteCapacityUnits: 4 },
          { TableName: 'b', CapacityUnits: 2, WriteCapacityUnits: 2 },
        ],
      },
    });
    meterConsumedCapacity(client);
    const usage = emptyUsage();

    // Act
    await runMetered(usage, () =>
      document.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: 'a', Item: { pk: '1' } } },
            { Put: { TableName: 'b', Item: { pk: '2' } } },
          ],
        }),
      ),
    );

    // Assess
    expect(usage.writeCapacityUnits).toBe(6);
    expect(usage.readCapacityUnits).toBe(0);
  });

  it("sums a batch's units per table, read as reads", async () => {
    // Prepare
    const { client, document } = clientAnswering({
      body: {
        Responses: { a: [], b: [] },
        ConsumedCapacity: [
          { TableName: 'a', CapacityUnits: 1.5 },
          { TableName: 'b', CapacityUnits: 3 },
        ],
      },
    });
    meterConsumedCapacity(client);
    const usage = emptyUsage();

    // Act
    await runMetered(usage, () =>
      document.send(
        new BatchGetCommand({
          RequestItems: { a: { Keys: [{ pk: '1' }] }, b: { Keys: [{ pk: '2' }] } },
        }),
      ),
    );

    // Assess
    expect(usage.readCapacityUnits).toBe(4.5);
    expect(usage.writeCapacityUnits).toBe(0);
  });

  it('counts a write its condition refused, which reports no units', async () => {
    // Prepare
    const { client, document } = clientAnswering({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
      },
    });
    meterConsumedCapacity(client);

    const usage = emptyUsage();

    // Act
    const failed = runMetered(usage, () =>
      document.send(new PutCommand({ TableName: 't', Item: { pk: '1' } })),
    );

    // Assess
    await expect(failed).rejects.toThrow('The conditional request failed');
    expect(usage).toMatchObject({ refusedWrites: 1, writeCapacityUnits: 0, dynamoDbCalls: 1 });
  });

  it('leaves a call outside any meter exactly as written', async () => {
    // Prepare
    const { client, document, sent } = clientAnswering({ body: { Item: { pk: { S: 'A' } } } });
    meterConsumedCapacity(client);
    const input = { TableName: 't', Key: { pk: 'A' } };

    // Act
    await document.send(new GetCommand(input));

    // Assess
    expect(sent[0]).not.toHaveProperty('ReturnConsumedCapacity');
    expect(input).not.toHaveProperty('ReturnConsumedCapacity');
  });
});

describe('addConsumedCapacity', () => {
  it('takes an entry that splits read and write units as split', () => {
    // Prepare
    const usage = emptyUsage();

    // Act
    addConsumedCapacity(usage, 'TransactWriteItemsCommand', [
      { TableName: 't', CapacityUnits: 3, ReadCapacityUnits: 1, WriteCapacityUnits: 2 },
    ]);

    // Assess
    expect(usage).toMatchObject({ readCapacityUnits: 1, writeCapacityUnits: 2 });
  });

  it('counts a total as writes for a write operation and as reads otherwise', () => {
    // Prepare
    const usage = emptyUsage();

    // Act
    addConsumedCapacity(usage, 'UpdateCommand', { CapacityUnits: 1 });
    addConsumedCapacity(usage, 'QueryCommand', { CapacityUnits: 2.5 });

    // Assess
    expect(usage).toMatchObject({ readCapacityUnits: 2.5, writeCapacityUnits: 1 });
  });
});

describe('countEventsPut', () => {
  it('adds to the running meter and to nothing outside one', async () => {
    // Prepare
    const usage = emptyUsage();

    // Act
    countEventsPut(5);
    await runMetered(usage, async () => countEventsPut(2));

    // Assess
    expect(usage.eventsPut).toBe(2);
  });
});

describe('the one document client (lib/dynamodb.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const middlewareNames = async () => {
    vi.resetModules();
    vi.stubEnv('TABLE_NAME', 'shop-scanner-test');
    const { documentClient } = await import('./dynamodb');
    return documentClient.middlewareStack.identify().map((entry) => entry.split(' ')[0]);
  };

  it('is not metered without COST_METERING', async () => {
    // Prepare
    vi.stubEnv('COST_METERING', undefined);

    // Act
    const names = await middlewareNames();

    // Assess
    expect(names).not.toContain(COST_METERING_MIDDLEWARE);
  });

  it('is metered with COST_METERING=1', async () => {
    // Prepare
    vi.stubEnv('COST_METERING', '1');

    // Act
    const names = await middlewareNames();

    // Assess
    expect(names).toContain(COST_METERING_MIDDLEWARE);
  });
});
