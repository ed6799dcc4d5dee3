/**
 * Analytics ingestion: events a second through the analytics handler, in batches of 50 as the
 * SPA sends them, against bare writes of the same items, in the same run.
 *
 * - Handler: POST /api/analytics/events events built as API Gateway delivers them, called
 *   in-process 8 at a time: the adapter (edge check, the per-address request count), the batch
 *   limit per address, the batch and each event validated, the raw batch's conditional put (its
 *   id's idempotency record), the merged ADDs of the daily aggregates (one per event name and per
 *   product). Each batch comes from an address of its own, as a crowd of browsers would.
 * - Baseline 1: the same raw batch items alone, BatchWriteItem 25 at a time (what storing the raw
 *   events costs with nothing else).
 * - Baseline 2: one item per event, BatchWriteItem 25 at a time: what storing the raw events as
 *   an item each would cost, the design not taken.
 * Each series runs ROUNDS times; the median round counts. After the handler rounds, the
 * aggregates must add up to exactly the events sent (page views per day, read back by key), or
 * the run fails.
 *
 * DynamoDB Local in memory, on a stack of its own, handlers logging at INFO as under `npm start`.
 *
 *   npm run bench -- analytics-ingest
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { httpEvent, lambdaContext } from '../functions/test/http-event';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME, type LocalStack } from '../local/src/local-stack';
import { runIsolated } from './lib/isolated';
import { median, ratio, table } from './lib/stats';
import { onThrowawayStack } from './lib/throwaway-stack';

const BATCHES = 100;
const EVENTS_PER_BATCH = 50;
const CONCURRENCY = 8;
const ROUNDS = 3;
const WARM_UP_BATCHES = 10;
/** Products a batch's events are about: a shopper browsing a few products. */
const PRODUCTS_PER_BATCH = 10;
const BATCH_WRITE_MAX = 25;

const pageView = (productId: string) => ({
  event: 'page_view',
  properties: { productId },
  timestamp: new Date().toISOString(),
  url: `https://shop.example/products/${productId}`,
  referrer: 'https://search.example',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
});

/** 50 events: 30 page views, 5 scans, 5 comparisons, 5 wishlist adds, 3 searches, 2 analyses. */
const batchOf = (round: string, n: number) => {
  const products = Array.from({ length: PRODUCTS_PER_BATCH }, (_, i) => `bench-${round}-${n}-${i}`);
  const pick = (i: number) => products[i % products.length]!;
  const events = [
    ...Array.from({ length: 30 }, (_, i) => pageView(pick(i))),
    ...Array.from({ length: 5 }, (_, i) => ({
      event: 'scan',
      properties: { found: true, productId: pick(i) },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      event: 'comparison',
      properties: { productId: pick(i) },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      event: 'wishlist_add',
      properties: { productId: pick(i) },
    })),
    ...Array.from({ length: 3 }, () => ({ event: 'search', properties: { results: 12 } })),
    ...Array.from({ length: 2 }, () => ({
      event: 'store_analysis',
      properties: { verdict: 'good' },
    })),
  ];
  if (events.length !== EVENTS_PER_BATCH) throw new Error('A bench batch must hold 50 events');
  return { batchId: `bench-${randomUUID()}`, events };
};

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const inParallel = async <T>(items: readonly T[], work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

const timed = async (work: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const run = async (stack: LocalStack): Promise<string> => {
  // Imported once the stack has set the environment the data modules read at import.
  const { handler } = await import('../functions/src/http/analytics/handler');
  const { readDailyEventCounts } = await import('../functions/src/data/analytics-aggregates');
  const { rawBatchItem } = await import('../functions/src/data/analytics-events');
  const { storedEventOf, sortEvents } =
    await import('../functions/src/domain/analytics/event-rules');
  const documents = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
  );

  let addresses = 0;
  const post = async (batch: ReturnType<typeof batchOf>) => {
    const answer = await handler(
      httpEvent({
        routeKey: 'POST /api/analytics/events',
        body: JSON.stringify(batch),
        headers: { [VIEWER_IP_HEADER]: addressOf(++addresses) },
      }),
      lambdaContext,
    );
    if (answer.statusCode !== 200)
      throw new Error(`Analytics answered ${answer.statusCode}: ${answer.body}`);
    const body = JSON.parse(answer.body ?? '{}') as { accepted: number };
    if (body.accepted !== EVENTS_PER_BATCH)
      throw new Error(`Only ${body.accepted} events accepted`);
  };

  const batchWrite = async (items: readonly Record<string, unknown>[]) => {
    const groups = Array.from({ length: Math.ceil(items.length / BATCH_WRITE_MAX) }, (_, g) =>
      items.slice(g * BATCH_WRITE_MAX, (g + 1) * BATCH_WRITE_MAX),
    );
    await inParallel(groups, async (group) => {
      let pending = group.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const answer = await documents.send(
          new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending } }),
        );
        pending = (answer.UnprocessedItems?.[TABLE_NAME] ?? []) as typeof pending;
      }
    });
  };

  const today = () => new Date().toISOString().slice(0, 10);
  const pageViewsToday = async () =>
    (await readDailyEventCounts('page_view', today(), today()))[0]?.count ?? 0;

  // Warm-up (not timed): the handler's modules, the table's first writes.
  await inParallel(
    Array.from({ length: WARM_UP_BATCHES }, (_, n) => batchOf('warm', n)),
    post,
  );

  const handlerMs: number[] = [];
  const rawBatchMs: number[] = [];
  const perEventMs: number[] = [];
  let pageViewsSent = 0;
  const viewsBefore = await pageViewsToday();
  for (let round = 0; round < ROUNDS; round += 1) {
    const batches = Array.from({ length: BATCHES }, (_, n) => batchOf(`h${round}`, n));
    handlerMs.push(await timed(() => inParallel(batches, post)));
    pageViewsSent += BATCHES * 30;

    // The same raw items the handler stored, written bare (other ids, so they are new items).
    const now = new Date();
    const rawItems = batches.map((b) =>
      rawBatchItem({
        sender: { kind: 'guest' },
        batchId: `${b.batchId}-bare`,
        receivedAt: now.toISOString(),
        receivedDay: today(),
        events: sortEvents(b.events).accepted.map(storedEventOf),
        expiresAt: Math.floor(now.getTime() / 1000) + 30 * 86_400,
      }),
    );
    rawBatchMs.push(await timed(() => batchWrite(rawItems)));

    const eventItems = rawItems.flatMap((item, b) =>
      (item.events as readonly unknown[]).map((event, i) => ({
        pk: `BENCH_EVENT#${b % 16}`,
        sk: `${item.batchId}#${i}`,
        entityType: 'BenchEvent',
        event,
        expiresAt: item.expiresAt,
      })),
    );
    perEventMs.push(await timed(() => batchWrite(eventItems)));
  }

  const counted = (await pageViewsToday()) - viewsBefore;
  if (counted !== pageViewsSent) {
    throw new Error(`The aggregates counted ${counted} page views of ${pageViewsSent} sent`);
  }

  const events = BATCHES * EVENTS_PER_BATCH;
  const rate = (ms: number) => events / (ms / 1000);
  const base = median(rawBatchMs);
  const row = (label: string, values: number[]) => [
    label,
    `${Math.round(rate(median(values)))} events/s`,
    `${(median(values) / BATCHES).toFixed(2)} ms`,
    ratio(median(values), base),
  ];
  return [
    `${BATCHES} batches of ${EVENTS_PER_BATCH} events (${events} events) per round, ${CONCURRENCY} in flight, median of ${ROUNDS} rounds:`,
    '',
    table(
      ['series', 'throughput', 'per batch', 'time vs raw items alone'],
      [
        row('handler: validate, raw batch (conditional), aggregates', handlerMs),
        row('baseline: the raw batch items alone (BatchWrite)', rawBatchMs),
        row('one item per event (BatchWrite), not taken', perEventMs),
      ],
    ),
    '',
    `Aggregates checked: ${counted} page views counted of ${pageViewsSent} sent.`,
  ].join('\n');
};

export const measureAnalyticsIngest = (): Promise<string> =>
  onThrowawayStack('analytics-ingest', run);

/** In a child of its own: the handlers' table client binds to this stack's endpoint. */
export const benchAnalyticsIngest = (): Promise<string> =>
  runIsolated('bench/analytics-ingest.ts', 'measureAnalyticsIngest');
