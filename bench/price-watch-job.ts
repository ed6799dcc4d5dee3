/**
 * The price watch's safety-net job (`runSafetyNet`, what the hourly price job runs after its Open
 * Prices import) over a registry of 25,000 watched products: every product of the demo catalogue,
 * in the stack `npm start` runs.
 *
 * The registry is seeded with each product's current historyVersion as judged (not timed). Then:
 * 1. a run with nothing changed (the steady hour: every version read, nothing checked);
 * 2. one product in a hundred gets a new price whose event is lost (ingested with a publisher
 *    that drops it) and a price alert, half of them with a target the new price reaches: a run
 *    re-checks those and triggers half their alerts;
 * 3. nothing changed again.
 *
 * Baseline in the same run: a bare GetItem of each of the registry's 25,000 entries, as many at
 * once as the job checks products (the floor of any pass that reads each entry by itself).
 *
 *   npm run bench -- price-watch-job
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME } from '../local/src/local-stack';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { ratio, seconds, table } from './lib/stats';

/** One product in this many gets a lost price change and an alert. */
const CHANGED_EVERY = 100;
/** Alerts per bench shopper (the cap is 50). */
const ALERTS_PER_SHOPPER = 40;

export const measurePriceWatchJob = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  const client = localDynamoDbClient(stack.emulators.dynamodbEndpoint);
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { listDemoProducts } = await import('../functions/src/data/demo-buckets');
    const { putAll } = await import('../functions/src/lib/dynamodb-batch');
    const { forEachConcurrently } = await import('../functions/src/lib/concurrency');
    const registry = await import('../functions/src/data/watched-products');
    const { getProductItem } = await import('../functions/src/data/products');
    const { putAlert } = await import('../functions/src/data/price-alerts');
    const { ingestObservation } = await import('../functions/src/domain/prices/ingest-observation');
    const { runSafetyNet, JOB_CHECK_CONCURRENCY } =
      await import('../functions/src/domain/price-watch/safety-net');

    const ids = [...(await listDemoProducts()).keys()].sort();
    const setUpAt = new Date();
    console.error(`  registering ${ids.length.toLocaleString('en-US')} watched products...`);
    const versions = await registry.currentVersions(ids);
    await putAll(
      ids.map((productId) =>
        registry.watchedProductItem({
          productId,
          judgedVersion: versions.get(productId) ?? 0,
          recheckAt: null,
          checkedAt: setUpAt.toISOString(),
          registeredAt: setUpAt.toISOString(),
        }),
      ),
      4,
    );

    const bareStarted = performance.now();
    await forEachConcurrently(ids, JOB_CHECK_CONCURRENCY, async (productId) => {
      const { Item } = await client.send(
        new GetItemCommand({
          TableName: TABLE_NAME,
          Key: {
            pk: { S: registry.watchedProductKey(productId).pk },
            sk: { S: registry.watchedProductKey(productId).sk },
          },
        }),
      );
      if (!Item) throw new Error(`no registry entry for ${productId}`);
    });
    const bareMs = performance.now() - bareStarted;

    const rows: string[][] = [];
    const run = async (label: string, now: Date) => {
      const started = performance.now();
      const summary = await runSafetyNet(now);
      const ms = performance.now() - started;
      rows.push([
        label,
        summary.products.toLocaleString('en-US'),
        summary.rechecked.toLocaleString('en-US'),
        summary.fired.toLocaleString('en-US'),
        seconds(ms),
        ratio(ms, bareMs),
      ]);
    };

    await run('nothing changed', new Date(setUpAt.getTime() + 60_000));

    console.error('  changing one price in a hundred, events lost, with an alert on each...');
    const changedAt = new Date(setUpAt.getTime() + 2 * 60_000);
    const changed = ids.filter((_, n) => n % CHANGED_EVERY === 0);
    let alerts = 0;
    await forEachConcurrently(changed, 4, async (productId) => {
      const item = await getProductItem(productId);
      const offer = item?.stores.find((o) => o.inStock);
      if (!offer) return;
      const price = Math.round(offer.price * 90) / 100;
      await ingestObservation(
        {
          productId,
          store: offer.name,
          price,
          inStock: true,
          shipping: offer.shipping,
          source: 'shopper',
          observedAt: changedAt.toISOString(),
        },
        changedAt,
        { publish: async () => {} },
      );
      const n = alerts++;
      await putAlert(
        {
          id: `bench-alert-${n}`,
          userId: `bench-shopper-${Math.floor(n / ALERTS_PER_SHOPPER)}`,
          productId,
          // Every other alert's target is reached by the new price.
          targetPrice: n % 2 === 0 ? price : Math.round(price * 50) / 100,
          storeName: null,
          isActive: true,
          triggeredAt: null,
          createdAt: changedAt.toISOString(),
        },
        50,
      );
    });

    await run(
      `${changed.length.toLocaleString('en-US')} changed (events lost), ${alerts} alerts`,
      new Date(changedAt.getTime() + 60_000),
    );
    await run('nothing changed again', new Date(changedAt.getTime() + 2 * 60_000));

    return [
      `${CATALOGUE_SIZE.toLocaleString('en-US')}-product demo catalogue, every product in the watched-products registry (16 shards); checks ${JOB_CHECK_CONCURRENCY} at once.`,
      `Baseline: a bare GetItem of each of the ${ids.length.toLocaleString('en-US')} registry entries, ${JOB_CHECK_CONCURRENCY} at once: ${seconds(bareMs)}.`,
      '',
      table(['run', 'products', 'rechecked', 'fired', 'time', 'vs baseline'], rows),
    ].join('\n');
  } finally {
    client.destroy();
    await close();
  }
};

export const benchPriceWatchJob = (): Promise<string> =>
  runIsolated('bench/price-watch-job.ts', 'measurePriceWatchJob');
