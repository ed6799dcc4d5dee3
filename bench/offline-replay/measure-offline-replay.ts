/**
 * The offline queue's replay of 500 writes, end to end: the app's own API client and sync queue
 * (web/src/lib/api-client.ts, web/src/lib/offline/sync-queue.ts), in Node over fake-indexeddb,
 * sending over HTTP to a local stack (gateway, JWT check against cognito-local, the wishlist
 * handler, DynamoDB Local in memory) with a signed-in shopper's real ID token.
 *
 * - Baseline: a shopper's 500 wishlist adds (500 distinct demo products) sent directly by the
 *   API client, one after another, as the queue sends them; measured twice, on two shoppers,
 *   before and after the queued adds' first replay, so that a drift of the machine (two shared
 *   cores, a JVM still warming) falls on both sides alike. The baseline is their mean.
 * - Queued: another shopper makes the same 500 adds offline (the client answers the queued
 *   marker and the queue keeps each with its Idempotency-Key), then the queue replays them.
 *   Checked on the server afterwards: exactly 500 wishlist items, and the queue empty.
 * - Again: the same 500 calls queued once more with the same keys (what a second tab holding
 *   them, or a replay whose answers were lost, sends) and replayed: the server answers each from
 *   its kept answer (counted by the Idempotent-Replayed header), and still holds exactly 500.
 * Any other count fails the benchmark.
 *
 * Loopback latencies are far below a phone's on a shop's network, so the ratios are what to keep.
 *
 *   npm run bench -- offline-replay
 *
 * Type-checked with the browser's types (tsconfig.json beside it): the app's modules it runs are
 * written for the browser, and run here in Node (24) where their globals exist.
 */
import 'fake-indexeddb/auto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../local/src/local-stack';
import { localDynamoDbClient } from '../../local/src/dynamodb-table';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import { seedDemoCatalogue } from '../../local/src/seed/seed-demo-catalogue';
import { createApiClient, isQueuedAnswer } from '../../web/src/lib/api-client';
import type { QueuedCall } from '../../web/src/lib/offline/offline-db';
import { enqueueCall, queuedCalls, replayQueue } from '../../web/src/lib/offline/sync-queue';
import { premiumShopper, subjectOf } from '../lib/shoppers';
import { ratio, seconds, table } from '../lib/stats';
import { onThrowawayStack } from '../lib/throwaway-stack';
import { wishlistItemCount } from '../lib/wishlist-items';

const WRITES = 500;
/**
 * Adds by a shopper of their own first (half direct, half queued), of every product: a first read
 * of each product costs more than the next ones (DynamoDB Local's JVM, the handler's caches), and
 * must not fall on whichever side is measured first.
 */
const WARM_UP = WRITES;
const ADD_PATH = '/api/wishlist/items';

/** A signed-in shopper's client, online or not, counting the answers the server replayed. */
const shopperClient = (stack: LocalStack, token: string, online: () => boolean) => {
  const counts = { replayed: 0 };
  const request = createApiClient({
    baseUrl: stack.url,
    getToken: async () => token,
    onUnauthorized: () => {
      throw new Error('The shopper’s token was refused');
    },
    isOnline: online,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      if (res.headers.get('idempotent-replayed') === 'true') counts.replayed += 1;
      return res;
    },
  });
  return { request, counts };
};

const timed = async (work: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * Waits for the next calendar minute: the per-minute request limit (1000 on every plan) counts in
 * fixed minutes, and the queued shopper's two replays (500 requests each) must not both land in
 * the one minute's count alongside a retry.
 */
const untilNextMinute = () =>
  new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 50));

const run = async (stack: LocalStack): Promise<string> => {
  // Not timed: the products the shoppers add, and the shoppers.
  await seedDemoCatalogue({ count: WRITES });
  const productIds = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: WRITES,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  }).map((p) => p.id);
  if (new Set(productIds).size !== WRITES) throw new Error('Expected 500 distinct demo products');
  const documents = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
  );
  const [warmToken, baselineToken, laterBaselineToken, queuedToken] = [
    await premiumShopper(stack),
    await premiumShopper(stack),
    await premiumShopper(stack),
    await premiumShopper(stack),
  ];

  let online = false;
  const isOnline = () => online;

  const sendDirect = async (
    request: ReturnType<typeof shopperClient>['request'],
    productId: string,
  ) => {
    await request(ADD_PATH, { method: 'POST', body: { productId } });
  };
  const queueOffline = async (
    request: ReturnType<typeof shopperClient>['request'],
    productId: string,
  ) => {
    const answer = await request(ADD_PATH, {
      method: 'POST',
      body: { productId },
      queueable: true,
    });
    if (!isQueuedAnswer(answer)) throw new Error('An add made offline was not queued');
  };
  /** The queue's replay, through the app's client with the shopper's current token. */
  const replay = async (
    client: ReturnType<typeof shopperClient>,
    callerId: string,
    expected: number = WRITES,
  ) => {
    const summary = await replayQueue({
      callerId,
      send: (call: QueuedCall) =>
        client.request(call.endpoint, {
          method: call.method,
          body: call.data,
          idempotencyKey: call.idempotencyKey,
        }),
    });
    if (summary.skipped || summary.sent !== expected || summary.setAside !== 0) {
      throw new Error(`The replay ended ${JSON.stringify(summary)}`);
    }
    const left = await queuedCalls();
    if (left.length !== 0) throw new Error(`${left.length} calls left in the queue`);
  };

  // Warm-up on a shopper of its own: the client, the queue's modules, IndexedDB, the handler.
  const warm = shopperClient(stack, warmToken, isOnline);
  online = true;
  for (const id of productIds.slice(0, WARM_UP / 2)) await sendDirect(warm.request, id);
  online = false;
  for (const id of productIds.slice(WARM_UP / 2, WARM_UP)) await queueOffline(warm.request, id);
  online = true;
  await replay(warm, subjectOf(warmToken), WARM_UP / 2);

  // Baseline: the 500 adds sent directly, one after another.
  const sendAllDirectly = (token: string) => {
    const direct = shopperClient(stack, token, isOnline);
    online = true;
    return timed(async () => {
      for (const id of productIds) await sendDirect(direct.request, id);
    });
  };
  const baselineBefore = await sendAllDirectly(baselineToken);

  // Queued offline, then replayed by the queue once online.
  const queued = shopperClient(stack, queuedToken, isOnline);
  const queuedUser = subjectOf(queuedToken);
  online = false;
  const enqueueing = await timed(async () => {
    for (const id of productIds) await queueOffline(queued.request, id);
  });
  const kept = await queuedCalls();
  if (kept.length !== WRITES || new Set(kept.map((c) => c.idempotencyKey)).size !== WRITES) {
    throw new Error(`Expected ${WRITES} queued calls with distinct keys; found ${kept.length}`);
  }
  online = true;
  const firstReplay = await timed(() => replay(queued, queuedUser));
  const afterFirst = await wishlistItemCount(documents, [queuedUser]);
  const replayedFirst = queued.counts.replayed;
  const baselineAfter = await sendAllDirectly(laterBaselineToken);
  const baseline = (baselineBefore + baselineAfter) / 2;

  // The same calls again, with the same keys, as a second tab would send them.
  for (const { id: _id, retries: _retries, ...call } of kept) await enqueueCall(call);
  await untilNextMinute();
  const secondReplay = await timed(() => replay(queued, queuedUser));
  const afterSecond = await wishlistItemCount(documents, [queuedUser]);
  const replayedSecond = queued.counts.replayed - replayedFirst;
  const baselineEffects = await wishlistItemCount(documents, [
    subjectOf(baselineToken),
    subjectOf(laterBaselineToken),
  ]);

  if (afterFirst !== WRITES || afterSecond !== WRITES || baselineEffects !== 2 * WRITES) {
    throw new Error(
      `Expected ${WRITES} wishlist items each time; found ${afterFirst}, ${afterSecond} (queued) and ${baselineEffects} (direct)`,
    );
  }
  if (replayedFirst !== 0 || replayedSecond !== WRITES) {
    throw new Error(
      `Expected 0 then ${WRITES} answers replayed; found ${replayedFirst} and ${replayedSecond}`,
    );
  }

  const perWrite = (ms: number) => `${(ms / WRITES).toFixed(2)} ms`;
  return [
    `${WRITES} wishlist adds of ${WRITES} distinct demo products by one signed-in shopper, over HTTP to the local stack (gateway with the JWT check, the wishlist handler, DynamoDB Local in memory), one at a time; the queue is the app's own (sync-queue.ts over fake-indexeddb in Node, sending through createApiClient with the shopper's ID token):`,
    '',
    table(
      ['what', 'time', 'per write', 'vs baseline'],
      [
        [
          'baseline: sent directly by the API client (mean of the two below)',
          seconds(baseline),
          perWrite(baseline),
          ratio(baseline, baseline),
        ],
        [
          '  sent directly, before the queued adds',
          seconds(baselineBefore),
          perWrite(baselineBefore),
          ratio(baselineBefore, baseline),
        ],
        [
          '  sent directly, after their first replay',
          seconds(baselineAfter),
          perWrite(baselineAfter),
          ratio(baselineAfter, baseline),
        ],
        [
          'queued offline (IndexedDB, no network)',
          seconds(enqueueing),
          perWrite(enqueueing),
          ratio(enqueueing, baseline),
        ],
        [
          'replayed by the queue',
          seconds(firstReplay),
          perWrite(firstReplay),
          ratio(firstReplay, baseline),
        ],
        [
          'the same 500 queued again with their keys, replayed',
          seconds(secondReplay),
          perWrite(secondReplay),
          ratio(secondReplay, baseline),
        ],
      ],
    ),
    '',
    `On the server after the replay: ${afterFirst} wishlist items (exactly ${WRITES} expected), the queue empty. After the second replay: ${afterSecond}, every one of its ${replayedSecond} answers given from the kept answer (Idempotent-Replayed), none by the first replay.`,
  ].join('\n');
};

export const measureOfflineReplay = (): Promise<string> => onThrowawayStack('offline-replay', run);
