/**
 * One price change on a product watched by N wishlist items (N = 100, 1,000, 10,000), each of
 * another shopper with one device subscribed at the local push service: the time from the
 * PriceChanged event to the LAST notification the push service received, against the same
 * number of bare reads of those items (a consistent GetItem each, 16 at a time, as the watchers
 * work), measured in the same run. Per watcher: both divided by N; the curve should stay flat.
 *
 * The event is handed to the consumer (events/price-changed) as the bus hands it. Every watcher
 * fires (the price falls below the price when added), so each one's path is whole: the index
 * read, the transaction (item, counters, drop, notification, notice, digest entry), the claim
 * of the notice, the preferences and subscriptions read, web-push's encryption and its POST to
 * the push service (which checks the VAPID signature and decrypts it), the notice's removal.
 * The consumer returns once the push service answered the last POST, so its end is the last
 * notification received; the run checks N drops and N decrypted messages (a sample of 50
 * devices read back, and the notices' queue empty).
 *
 * Loopback only, a stack of its own (DynamoDB Local in memory). Setup (not timed): the owners'
 * devices subscribed at the push service and stored as the subscribe call stores them, and the
 * items written as the wishlist writes them.
 *
 *   npm run bench -- price-watch-fanout
 */
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME, type LocalStack } from '../local/src/local-stack';
import { onThrowawayStack } from './lib/throwaway-stack';
import { aStoreOffer } from '../functions/test/support/priced-products';
import { localPushService } from '../functions/test/support/local-push-service';
import { priceChangedEvent } from '../functions/test/support/price-changed-event';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';
import { apiCaller } from '../local/test/stack';
import { runIsolated } from './lib/isolated';
import { ratio, seconds, table } from './lib/stats';

/** BENCH_FANOUT_SIZES=20 makes a quick check of the bench itself (its figures mean nothing). */
const SIZES = (process.env.BENCH_FANOUT_SIZES ?? '100,1000,10000').split(',').map(Number);
const SETUP_CONCURRENCY = 16;
/** The watchers' own concurrency (wishlist-watchers.ts), for a like-for-like baseline. */
const READ_CONCURRENCY = 16;
const SAMPLE_DEVICES = 50;

const inParallel = async <T>(items: readonly T[], run: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
};

const run = async (stack: LocalStack): Promise<string> => {
  const documents = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const api = apiCaller(() => stack.url);
  const service = localPushService(() => stack.pushService.url);
  const publicKey = (await api('GET', '/api/push/vapid-key')).body.publicKey as string;
  // Loaded now: the data modules read the environment the stack set.
  const { buildProductItem } = await import('../functions/src/data/products');
  const { putSubscription } = await import('../functions/src/data/push-subscriptions');
  const { wishlistItemItem, initialWatchFields } =
    await import('../functions/src/data/wishlist-keys');
  const { listedProductOf } = await import('../functions/src/domain/wishlist/listed-product');
  const { ingestObservation } = await import('../functions/src/domain/prices/ingest-observation');
  const { handler } = await import('../functions/src/events/price-changed/handler');

  const rows: string[][] = [];
  const notes: string[] = [];
  for (const n of SIZES) {
    // ---- Setup (not timed) ------------------------------------------------------------------
    const productId = `fanout-${n}`;
    const stores = [aStoreOffer('Walmart', 24), aStoreOffer('Target', 26)];
    const now = new Date();
    const product = buildProductItem(
      {
        id: productId,
        barcode: '4006381333931',
        name: `Fan-out kettle ${n}`,
        description: 'A kettle for the fan-out benchmark',
        category: 'Home & Kitchen',
        features: [],
        tags: [],
        stores,
        source: 'user',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        version: 1,
      },
      [],
      'items',
    );
    await documents.send(new PutCommand({ TableName: TABLE_NAME, Item: product }));
    const card = listedProductOf({ ...product, stores }, now);
    const owners = Array.from({ length: n }, (_, i) => `fanout-${n}-user-${i}`);
    const devices = new Map<string, Awaited<ReturnType<typeof service.subscribe>>>();
    await inParallel(owners, async (userId) => {
      const device = await service.subscribe(publicKey);
      devices.set(userId, device);
      await putSubscription(
        { userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
        now,
      );
    });
    const items = owners.map((userId, i) =>
      wishlistItemItem({
        id: `item-${n}-${i}`,
        userId,
        productId,
        product: card,
        priority: 'medium',
        priceWhenAdded: card.lowestPrice,
        targetPrice: null,
        priceAlertEnabled: true,
        notes: '',
        tags: [],
        collectionId: null,
        addedAt: now.toISOString(),
        updatedAt: now.toISOString(),
        version: 1,
        ...initialWatchFields(card),
      }),
    );
    const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, b) =>
      items.slice(b * 25, b * 25 + 25),
    );
    await inParallel(batches, async (batch) => {
      let unprocessed: Record<string, unknown>[] | undefined = batch.map((Item) => ({
        PutRequest: { Item },
      }));
      while (unprocessed && unprocessed.length > 0) {
        const answer = await documents.send(
          new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: unprocessed as never } }),
        );
        unprocessed = answer.UnprocessedItems?.[TABLE_NAME] as typeof unprocessed;
      }
    });

    // ---- Baseline: N bare reads of the items ------------------------------------------------
    const readStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: READ_CONCURRENCY }, async () => {
        while (next < items.length) {
          const item = items[next++]!;
          await documents.send(
            new GetCommand({
              TableName: TABLE_NAME,
              Key: { pk: item.pk, sk: item.sk },
              ConsistentRead: true,
            }),
          );
        }
      }),
    );
    const readMs = performance.now() - readStart;

    // ---- The change, and its fan-out --------------------------------------------------------
    let detail: PriceChangedDetail | null = null;
    await ingestObservation(
      {
        productId,
        store: 'Walmart',
        price: 21,
        inStock: true,
        shipping: { free: true, cost: 0, estimatedDays: 3 },
        source: 'shopper',
        observedAt: new Date().toISOString(),
      },
      new Date(),
      {
        publish: async (changed) => {
          detail = changed;
        },
      },
    );
    const start = performance.now();
    await handler(priceChangedEvent(detail, `fanout-${n}`));
    const fanOutMs = performance.now() - start;

    // ---- Checked: every owner has its drop, the sample its message, the queue is empty ------
    const sample = owners.filter((_, i) => i % Math.max(1, Math.floor(n / SAMPLE_DEVICES)) === 0);
    let drops = 0;
    let messages = 0;
    await inParallel(owners, async (userId) => {
      const { Count = 0 } = await documents.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'WISHLIST#DROP#' },
          Select: 'COUNT',
        }),
      );
      drops += Count;
    });
    for (const userId of sample) messages += (await service.messages(devices.get(userId)!)).length;
    const { Count: queued = 0 } = await documents.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'byEntityType',
        KeyConditionExpression: 'gsi1pk = :queue',
        ExpressionAttributeValues: { ':queue': 'WATCH_NOTICE' },
        Select: 'COUNT',
      }),
    );
    if (drops !== n || messages !== sample.length || queued !== 0)
      throw new Error(
        `N=${n}: ${drops} drops, ${messages} of ${sample.length} sampled messages, ${queued} notices left`,
      );
    rows.push([
      n.toLocaleString('en-US'),
      seconds(fanOutMs),
      seconds(readMs),
      ratio(fanOutMs, readMs),
      `${(fanOutMs / n).toFixed(2)} ms`,
      `${(readMs / n).toFixed(3)} ms`,
    ]);
    notes.push(
      `N=${n}: ${drops} drops, ${sample.length} sampled devices each received its message, no notice left queued.`,
    );
  }
  return [
    table(
      [
        'watchers',
        'event -> last notification',
        'bare reads (baseline)',
        'ratio',
        'per watcher',
        'per read',
      ],
      rows,
    ),
    ...notes,
  ].join('\n');
};

export const measurePriceWatchFanout = (): Promise<string> => onThrowawayStack('fanout', run);

export const benchPriceWatchFanout = (): Promise<string> =>
  runIsolated('bench/price-watch-fanout.ts', 'measurePriceWatchFanout');
