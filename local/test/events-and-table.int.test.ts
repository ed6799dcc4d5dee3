import path from 'node:path';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEventPattern } from '@shop-scanner/functions/entries';
import { globalIndexes, ttlAttribute } from '@shop-scanner/functions/data/table-definition';
import { localDynamoDbClient } from '../src/dynamodb-table';
import type { App } from '../src/local-stack';
import { TABLE_NAME } from '../src/local-stack';
import { allGroupsTo, emulators, fixturesDir, startTestApp } from './stack';

let app: App;
const store = globalThis as { consumedEvents?: EventBridgeEvent<string, unknown>[] };

beforeAll(async () => {
  app = await startTestApp({
    handlerEntries: allGroupsTo('echo-handler.ts'),
    eventRules: [
      {
        name: 'billing-events',
        pattern: billingEventPattern,
        target: {
          name: 'recording-consumer',
          entry: path.join(fixturesDir, 'recording-consumer.ts'),
        },
      },
    ],
  });
});
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  store.consumedEvents = [];
});

describe('the in-process event bus', () => {
  const client = () =>
    new EventBridgeClient({
      endpoint: app.awsServices.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

  it('delivers a PutEvents entry matching the billing rule to its consumer', async () => {
    // Act
    const result = await client().send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'shop-scanner',
            Source: 'shop-scanner.billing',
            DetailType: 'checkout.session.completed',
            Detail: JSON.stringify({ userId: 'u1', planId: 'premium' }),
          },
          {
            EventBusName: 'shop-scanner',
            Source: 'shop-scanner.other',
            DetailType: 'ignored',
            Detail: '{}',
          },
        ],
      }),
    );
    await app.bus.idle();
    // Assess
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries).toHaveLength(2);
    expect(store.consumedEvents).toHaveLength(1);
    const [event] = store.consumedEvents ?? [];
    expect(event?.id).toBe(result.Entries?.[0]?.EventId);
    expect(event?.source).toBe('shop-scanner.billing');
    expect(event?.['detail-type']).toBe('checkout.session.completed');
    expect(event?.detail).toEqual({ userId: 'u1', planId: 'premium' });
    expect(event?.region).toBe('local');
  });

  it('reports an entry without Detail as failed', async () => {
    const result = await client().send(
      new PutEventsCommand({ Entries: [{ Source: 'shop-scanner.billing', DetailType: 'x' }] }),
    );
    await app.bus.idle();
    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries?.[0]?.ErrorCode).toBe('InvalidArgument');
    expect(store.consumedEvents).toHaveLength(0);
  });
});

describe('the table in DynamoDB Local', () => {
  it('exists with its key schema, the GSIs and TTL', async () => {
    // Prepare
    const client = localDynamoDbClient(emulators().dynamodbEndpoint);
    // Act
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: TABLE_NAME }));
    client.destroy();
    // Assess
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      globalIndexes.map((i) => i.indexName).sort(),
    );
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(ttlAttribute);
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
  });
});
