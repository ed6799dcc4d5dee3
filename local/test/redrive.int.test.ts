/**
 * A stuck billing event, end to end on the local stack: a paid checkout's webhook events fail
 * every retry while the billing consumer is down, wait in the billing dead-letter queue (the
 * shopper still on Free), and `npm run redrive -- billing --local`, run as a person runs it,
 * replays them through the same consumer: the shopper is Premium. Replaying the same messages
 * again changes nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingKit } from '../../functions/test/support/billing-kit';
import {
  confirmWithCard,
  eventually,
  standInClient,
  testCards,
} from '../../functions/test/support/billing';
import { deadLetterQueueNames } from '../src/handler-config';
import { TABLE_NAME, type App } from '../src/local-stack';
import { repoRoot } from '../src/paths';
import { stackRecordFor, writeStackFile } from '../src/stack-file';
import {
  fixturesDir,
  localCredentials,
  rulesWithBillingConsumer,
  startTestApp,
  testTable,
} from './stack';

const run = promisify(execFile);
const outage = globalThis as { billingConsumerOutage?: boolean; billingConsumerFailures?: number };
const BILLING_QUEUE = deadLetterQueueNames.billing;

let app: App;
let dataDir: string;
const kit = billingKit(() => app);
const table = testTable();

beforeAll(async () => {
  // The billing rule's consumer is the real one behind a switch that makes it fail, and the
  // bus's retries are quick: the dead-letter queue is what is tested, not the waiting.
  dataDir = mkdtempSync(path.join(tmpdir(), 'redrive-int-'));
  app = await startTestApp({
    eventRules: await rulesWithBillingConsumer(
      path.join(fixturesDir, 'billing-consumer-outage.ts'),
    ),
    eventRetryDelaysMs: [20, 40],
    deadLetterDataDir: path.join(dataDir, 'queues'),
  });
  // What `npm start` records for tools, here for this process's stack: the command finds it.
  writeStackFile(dataDir, {
    ...stackRecordFor(),
    url: app.url,
    env: app.env,
    awsEndpoint: app.awsServices.endpoint,
    outputs: { ...app.outputs },
  });
});
afterAll(async () => {
  outage.billingConsumerOutage = false;
  await app?.stop();
});

/** `npm run redrive -- billing --local` against this stack, as a person would type it. */
const redrive = async () => {
  try {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'redrive', '--', 'billing', '--local'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

const itemsOf = async (userId: string, prefix: string) =>
  (
    await table.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix },
      }),
    )
  ).Items ?? [];

describe('a billing event that failed every retry', () => {
  it('waits in the dead-letter queue, and the redrive command applies it once', async () => {
    // Prepare: the consumer is down while the shopper pays.
    outage.billingConsumerOutage = true;
    outage.billingConsumerFailures = 0;
    const { token } = await kit.signedInUser();
    const userId = (await kit.api('GET', '/auth/me', { token })).body.id as string;
    const checkout = await kit.startCheckout(token, 'premium');
    const confirmed = await confirmWithCard(app.stripe.url, checkout.clientSecret, testCards.visa);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await kit.settled();
    const stuck = app.deadLetters.messages(BILLING_QUEUE).map((m) => m.body);
    const stuckTypes = stuck.map(
      (body) => (JSON.parse(body) as { detail: { type: string } }).detail.type,
    );

    // Assess the outage: every event tried three times, then kept; the shopper still Free.
    expect(stuckTypes).toContain('setup_intent.succeeded');
    expect(outage.billingConsumerFailures).toBe(3 * stuck.length);
    expect((await kit.subscription(token)).planId).toBe('free');

    // Act: the consumer is back; the owner replays the queue.
    outage.billingConsumerOutage = false;
    const first = await redrive();
    await kit.settled();

    // Assess: all replayed, the queue empty, the shopper Premium.
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain(`${stuck.length} replayed, 0 still failing, 0 unreadable`);
    expect(first.stdout).toContain('replayed       setup_intent.succeeded');
    expect(app.deadLetters.messages(BILLING_QUEUE)).toEqual([]);
    const premium = await eventually(
      () => kit.subscription(token),
      (s) => s.planId === 'premium',
    );
    expect(premium.planId).toBe('premium');
    const subscriptionRecords = await itemsOf(userId, 'SUBSCRIPTION');
    const notifications = await itemsOf(userId, 'NOTIFICATION#');
    const activations = notifications.filter((n) => String(n.sk).includes('activated-'));
    expect(subscriptionRecords).toHaveLength(1);
    expect(activations).toHaveLength(1);

    // Act again: the same messages put back twice each, and replayed.
    const sqs = new SQSClient({
      endpoint: app.awsServices.endpoint,
      region: 'local',
      credentials: localCredentials,
    });
    try {
      for (const body of [...stuck, ...stuck]) {
        await sqs.send(
          new SendMessageCommand({
            QueueUrl: app.outputs.BillingDeadLettersQueueUrl,
            MessageBody: body,
          }),
        );
      }
    } finally {
      sqs.destroy();
    }
    const second = await redrive();
    await kit.settled();

    // Assess: taken and deleted, with one effect: one subscription, the same notifications.
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toContain(`${2 * stuck.length} replayed, 0 still failing`);
    expect(app.deadLetters.messages(BILLING_QUEUE)).toEqual([]);
    const customer = (await standInClient(app).setupIntents.retrieve(checkout.checkoutId))
      .customer as string;
    expect(
      (await standInClient(app).subscriptions.list({ customer, status: 'all' })).data,
    ).toHaveLength(1);
    expect(await itemsOf(userId, 'SUBSCRIPTION')).toEqual(subscriptionRecords);
    expect(await itemsOf(userId, 'NOTIFICATION#')).toEqual(notifications);
    expect((await kit.subscription(token)).planId).toBe('premium');
  });

  it('stays in the queue when the consumer fails it again, and the command says so', async () => {
    // Prepare: an event kept in the queue, and the consumer still down.
    const event = {
      version: '0',
      id: 'redrive-still-failing',
      'detail-type': 'invoice.paid',
      source: 'shop-scanner.billing',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail: {
        id: 'evt_redrive_still_failing',
        type: 'invoice.paid',
        created: 0,
        data: { object: {} },
      },
    };
    app.deadLetters.send(BILLING_QUEUE, JSON.stringify(event));
    outage.billingConsumerOutage = true;

    // Act
    const attempt = await redrive();
    outage.billingConsumerOutage = false;

    // Assess: exit 1, the error named, the message still there and visible again.
    expect(attempt.code, attempt.stdout).toBe(1);
    expect(attempt.stdout).toContain('still failing  invoice.paid evt_redrive_still_failing');
    expect(attempt.stdout).toContain('cannot reach its table (test outage)');
    expect(attempt.stdout).toContain(
      '0 replayed, 1 still failing, 0 unreadable (left in the queue)',
    );
    expect(app.deadLetters.counts(BILLING_QUEUE)).toEqual({ visible: 1, inFlight: 0 });
  });
});
