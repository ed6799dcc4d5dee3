/**
 * Prices after a simulated year of daily changes, on the 25,000-product demo
 * catalogue in the stack `npm start` runs:
 *
 * - The year. Demo products spread over the catalogue, enough of them that a year of one
 *   observation a day for every one of their offers is at least 100,000
 *   observations (BENCH_OBSERVATIONS for fewer, extrapolated at the measured rates). Each is
 *   first put back to how the demo loader would have written it a year ago (the generator's own
 *   product, same seed, with the catalogue's "now" a year before today: same offers and prices,
 *   its 90 days of generated history before that), so that the year ends yesterday and today's
 *   reads (the service's clock and the HTTP routes' alike) see it as its latest year. Then every
 *   offer gets one observation a day, each store at its own second of the day, through
 *   `ingestObservation` as of that second: a seeded drift of the price that changes it every day
 *   (so every observation is a history point: the costliest case), a claimed was-price on about
 *   one day in ten, a stock-out on one in twenty. `publish` is a collector that only counts the
 *   PriceChanged details: the bus (and the consumers its rules would start) is kept out of the
 *   timing. The products are restored as they were when the benchmark ends.
 * - Ingest throughput: the year in blocks of 30 days, alternately 8 lanes at once (each lane its
 *   own products, each product's observations in order, so two writes of one product never race)
 *   and one observation at a time, so both modes see the history at every size it reaches.
 *   Baseline in the same run, mode by mode: bare PutItems of the same observations (each as an
 *   item of its own product and store, overwritten day after day: the floor of recording an
 *   offer), same order, same lanes. The app's DynamoDB errors are counted (a lost race is retried
 *   inside the ingest, unseen otherwise).
 * - The largest item: every product item read (GetItem) and measured as DynamoDB counts it
 *   (functions/src/lib/dynamodb-item-size.ts) at the end of each day before its window rolls a
 *   month out (when the packed window is at its fullest) and at the end of the year, and every
 *   HISTORY# month item at the end: against the 100 KB budget.
 * - Read latency on those products, today: the comparison (service, and
 *   `GET /api/products/{id}/price-comparison` for a signed-in premium shopper, first this month
 *   and again) and the trend (service, and `GET /api/products/{id}/price-trend` as a guest),
 *   against a bare GetItem of the product item in the same run.
 *
 *   npm run bench -- prices
 */
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PriceObservation } from '@shop-scanner/shared/prices';
import type { DemoCatalogueProduct } from '@shop-scanner/functions/data/products-demo-load';
import { createRandom, mixSeed } from '@shop-scanner/functions/lib/seeded-random';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME } from '../local/src/local-stack';
import { DEMO_CATALOGUE_SEED, generateDemoCatalogue } from '../local/src/seed/demo-catalogue';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { bareProductReads } from './lib/product-reads';
import { premiumShopper, subjectOf } from './lib/shoppers';
import { kib, latencyRow, median, ratio, seconds, table, timeEach } from './lib/stats';
import { DAY_MS, isoDay, utcDayStart } from '@shop-scanner/shared/time';

/** A year of days, the last one yesterday (UTC). */
const DAYS = 365;
/**
 * The benchmark is sized for 100,000 observations (about 13 minutes here with the baseline, 2
 * cores): the year is fed to enough products for at least this many. BENCH_OBSERVATIONS sets a
 * smaller run for a quick look; the report then extrapolates to ISSUE_OBSERVATIONS at the measured
 * rates.
 */
const ISSUE_OBSERVATIONS = 100_000;
const TARGET_OBSERVATIONS = Number(process.env.BENCH_OBSERVATIONS ?? ISSUE_OBSERVATIONS);
/** Lanes at once in the concurrent blocks (each product in one lane: its days stay in order). */
const LANES = 8;
/** The year in blocks of this many days, alternately LANES lanes and one observation at a time. */
const BLOCK_DAYS = 30;
/** A year of daily changes on every offer must never grow one item past this. */
const ITEM_BUDGET_BYTES = 100 * 1024;
/** Untimed reads before the timed ones. */
const WARM_UP = 5;
/** Seeds the year's drift (each product's stream mixes its index in). */
const MARKET_SEED = 365_2026;
/** Where the baseline's bare PutItems go (one item per product and store). */
const BASELINE_PK = 'BENCH#prices#';

type Item = Record<string, unknown>;

/** The first instant (UTC) of the day `days` before today's. */
const dayStart = (today: Date, days: number): number => utcDayStart(today, -days).getTime();

const dateOfDay = (firstDay: number, day: number): string =>
  isoDay(new Date(firstDay + day * DAY_MS));

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * One observation a day for each offer of the product: a mean-reverting drift that changes the
 * price every day, now and then a claimed was-price or a stock-out; each store at its own second.
 */
const yearOfObservations = (
  product: DemoCatalogueProduct,
  seed: number,
  firstDay: number,
): PriceObservation[][] => {
  const random = createRandom(seed);
  const base = product.stores.map((offer) => cents(offer.price));
  const current = [...base];
  const days: PriceObservation[][] = [];
  for (let day = 0; day < DAYS; day += 1) {
    const observations = product.stores.map((offer, s): PriceObservation => {
      const was = current[s]!;
      // Pulled back towards the store's first price, so a year of drift stays believable.
      let price = Math.round(
        base[s]! + (was - base[s]!) * 0.9 + base[s]! * random.between(-0.03, 0.03),
      );
      price = Math.max(19, price === was ? price + 1 : price);
      current[s] = price;
      const onSale = random.chance(0.1);
      return {
        productId: product.id,
        store: offer.name,
        price: price / 100,
        ...(onSale ? { originalPrice: Math.round(price * random.between(1.1, 1.4)) / 100 } : {}),
        inStock: !random.chance(0.05),
        shipping: offer.shipping,
        url: offer.url,
        source: 'demo',
        observedAt: new Date(
          firstDay + day * DAY_MS + random.int(0, DAY_MS / 1000 - 1) * 1000,
        ).toISOString(),
      };
    });
    days.push(observations.sort((a, b) => Date.parse(a.observedAt) - Date.parse(b.observedAt)));
  }
  return days;
};

/** The products of a sample, `count` spread evenly over the catalogue. */
const spread = <T>(items: readonly T[], count: number): T[] => {
  const step = Math.floor(items.length / count);
  return Array.from({ length: count }, (_, i) => items[i * step + 11]!);
};

/** Wall time of `work`, in ms. */
const timed = async (work: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The year's blocks of days [from, to), alternately concurrent (the first) and sequential. */
const blocks = Array.from({ length: Math.ceil(DAYS / BLOCK_DAYS) }, (_, b) => ({
  from: b * BLOCK_DAYS,
  to: Math.min(DAYS, (b + 1) * BLOCK_DAYS),
  concurrent: b % 2 === 0,
}));

interface Largest {
  readonly bytes: number;
  readonly id: string;
  readonly at: string;
}
const noItem: Largest = { bytes: 0, id: '-', at: '-' };
const larger = (a: Largest, b: Largest): Largest => (b.bytes > a.bytes ? b : a);

export const measurePrices = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  const client = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { ingestObservation } = await import('../functions/src/domain/prices/ingest-observation');
    const { comparePrices, priceTrends } =
      await import('../functions/src/domain/prices/price-reads');
    const { comparisonHistorySince } =
      await import('../functions/src/domain/prices/comparison-history');
    const { getProductPrices } = await import('../functions/src/data/product-prices');
    const { attributeValueSize, itemSize } =
      await import('../functions/src/lib/dynamodb-item-size');
    const { buildProductItem, productKey } = await import('../functions/src/data/products');
    const { demoOfferFacts, HISTORY_PREFIX } = await import('../functions/src/data/products');
    const { fromPricePoint } = await import('../functions/src/model/price-history/history-point');
    const { windowStart } = await import('../functions/src/model/price-history/history-window');
    const { queryAll } = await import('../functions/src/lib/dynamodb-query');
    const { documentClient } = await import('../functions/src/lib/dynamodb');
    const { priceComparisonQuerySchema } = await import('@shop-scanner/shared/prices');

    // What the app's DynamoDB calls fail with, ingest and reads apart (the ingest retries a lost
    // race unseen; a repeated comparison is told by its usage marker, with no write to refuse).
    const failures = { ingest: new Map<string, number>(), reads: new Map<string, number>() };
    let failuresOf = failures.ingest;
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (error) {
          const { name, CancellationReasons: reasons } = error as Error & {
            CancellationReasons?: { Code?: string }[];
          };
          const codes = reasons ? ` [${reasons.map((r) => r.Code ?? '?').join(', ')}]` : '';
          const key = `${name}${codes}`;
          failuresOf.set(key, (failuresOf.get(key) ?? 0) + 1);
          throw error;
        }
      },
      { step: 'initialize', name: 'benchFailureCount' },
    );

    // ---- The products, as the loader would have written them a year ago ----
    const firstDay = dayStart(new Date(), DAYS);
    const dateOf = (day: number) => dateOfDay(firstDay, day);
    const yearAgo = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: CATALOGUE_SIZE,
      now: new Date(firstDay),
    });
    const offerCount = (products: readonly DemoCatalogueProduct[]) =>
      products.reduce((n, p) => n + p.stores.length, 0);
    let productCount = 10;
    while (offerCount(spread(yearAgo, productCount)) * DAYS < TARGET_OBSERVATIONS)
      productCount += 1;
    const sample = spread(yearAgo, productCount);
    const offersOf = (id: string) => sample.find((p) => p.id === id)?.stores.length ?? 0;

    const productItem = async (id: string): Promise<Item> => {
      const { Item } = await client.send(
        new GetCommand({ TableName: TABLE_NAME, Key: productKey(id), ConsistentRead: true }),
      );
      if (!Item) throw new Error(`no product item ${id}`);
      return Item;
    };
    const historyItems = async (id: string): Promise<Item[]> =>
      (await queryAll({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
        ExpressionAttributeValues: { ':pk': productKey(id).pk, ':history': HISTORY_PREFIX },
        ConsistentRead: true,
      })) as Item[];
    const remove = (key: Item) =>
      client.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
    const put = (item: Item) => client.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));

    const originals = new Map<string, Item>();
    const restore = async () => {
      for (const [id, item] of originals) {
        for (const month of await historyItems(id)) await remove({ pk: month.pk, sk: month.sk });
        await put(item);
        for (const offer of (item.stores as { name: string }[] | undefined) ?? [])
          await remove({ pk: `${BASELINE_PK}${id}`, sk: offer.name });
      }
    };

    try {
      for (const product of sample) {
        const stored = await productItem(product.id);
        originals.set(product.id, stored);
        for (const month of await historyItems(product.id))
          await remove({ pk: month.pk, sk: month.sk });
        // What products-demo-load.ts writes for a generated product (its recordOf, historyOf).
        const item = buildProductItem(
          { ...product, source: 'demo', updatedAt: product.createdAt, version: 1 },
          product.priceHistory.map((point) =>
            fromPricePoint(point, demoOfferFacts(product.stores)),
          ),
          'bucket',
        );
        await put(item as unknown as Item);
      }

      // ---- The year's observations, by product and day ----
      const year = new Map(
        sample.map((p, i) => [p.id, yearOfObservations(p, mixSeed(MARKET_SEED, i), firstDay)]),
      );
      const lanes = Array.from({ length: LANES }, (_, lane) =>
        sample.filter((_, i) => i % LANES === lane),
      );
      const lanesOf = (concurrent: boolean) => (concurrent ? lanes : [sample]);
      const observationCount = offerCount(sample) * DAYS;
      const countOf = (concurrent: boolean) =>
        blocks.filter((b) => b.concurrent === concurrent).reduce((n, b) => n + (b.to - b.from), 0) *
        offerCount(sample);

      /** Runs `perProductDay` on each lane's products, day by day; answers the wall time (ms). */
      const runBlock = (
        { from, to, concurrent }: (typeof blocks)[number],
        perProductDay: (product: DemoCatalogueProduct, day: number) => Promise<void>,
      ): Promise<number> =>
        timed(async () => {
          await Promise.all(
            lanesOf(concurrent).map(async (products) => {
              for (let day = from; day < to; day += 1)
                for (const product of products) await perProductDay(product, day);
            }),
          );
        });
      /** Per-call latencies (ms) and wall time by mode. */
      const phase = () => ({ calls: [] as number[], ms: 0 });
      const timedCall = async (latencies: number[], work: () => Promise<void>) => {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      };

      // ---- Baseline: bare PutItems of the same observations, same blocks, same lanes ----
      const bare = { concurrent: phase(), sequential: phase() };
      console.error(
        `prices: ${productCount} products, ${observationCount.toLocaleString('en-US')} observations; the baseline's PutItems, then the ingest, in ${blocks.length} blocks...`,
      );
      for (const block of blocks) {
        const mode = block.concurrent ? bare.concurrent : bare.sequential;
        mode.ms += await runBlock(block, async (product, day) => {
          for (const o of year.get(product.id)![day]!)
            await timedCall(mode.calls, async () => {
              await put({ pk: `${BASELINE_PK}${o.productId}`, sk: o.store, ...o });
            });
        });
      }
      console.error(
        `  baseline: ${seconds(bare.concurrent.ms)} with ${LANES} lanes, ${seconds(bare.sequential.ms)} one at a time`,
      );

      // ---- The ingest, with the product items measured where their window is fullest ----
      let events = 0;
      const publish = async () => {
        events += 1;
      };
      const effects = new Map<string, number>();
      let fullest = noItem;
      let fullestParts = { history: 0, priceHistory: 0 };
      let probes = 0;
      const attributeBytes = (item: Item, name: string) =>
        item[name] === undefined ? 0 : name.length + attributeValueSize(item[name]);
      const probe = async (id: string, day: number) => {
        probes += 1;
        const item = await productItem(id);
        const measured = { bytes: itemSize(item), id, at: dateOf(day) };
        if (measured.bytes > fullest.bytes) {
          fullest = measured;
          fullestParts = {
            history: attributeBytes(item, 'history'),
            priceHistory: attributeBytes(item, 'priceHistory'),
          };
        }
      };
      /** A month leaves the window at the first write of the next day: today's end is its fullest. */
      const rollsAfter = (day: number) =>
        windowStart(new Date(firstDay + (day + 1) * DAY_MS)) !==
        windowStart(new Date(firstDay + day * DAY_MS));
      const ingest = { concurrent: phase(), sequential: phase() };
      for (const [b, block] of blocks.entries()) {
        const mode = block.concurrent ? ingest.concurrent : ingest.sequential;
        const ms = await runBlock(block, async (product, day) => {
          for (const o of year.get(product.id)![day]!)
            await timedCall(mode.calls, async () => {
              const outcome = await ingestObservation(o, new Date(o.observedAt), { publish });
              effects.set(outcome.effect, (effects.get(outcome.effect) ?? 0) + 1);
            });
          if (rollsAfter(day) || day === DAYS - 1) await probe(product.id, day);
        });
        mode.ms += ms;
        console.error(
          `  block ${b + 1} of ${blocks.length} (${dateOf(block.from)} to ${dateOf(block.to - 1)}, ${block.concurrent ? `${LANES} lanes` : 'one at a time'}): ${seconds(ms)}`,
        );
      }

      failuresOf = failures.reads;

      // ---- The items at the end of the year ----
      let monthItems = 0;
      let largestMonth = noItem;
      let endOfYear = noItem;
      for (const product of sample) {
        endOfYear = larger(endOfYear, {
          bytes: itemSize(await productItem(product.id)),
          id: product.id,
          at: dateOf(DAYS - 1),
        });
        for (const item of await historyItems(product.id)) {
          monthItems += 1;
          largestMonth = larger(largestMonth, {
            bytes: itemSize(item),
            id: product.id,
            at: String(item.sk),
          });
        }
      }

      // ---- Reads, today ----
      const ids = sample.map((p) => p.id);
      const serviceToken = await premiumShopper(stack);
      const httpToken = await premiumShopper(stack);
      const subject = { kind: 'user' as const, userId: subjectOf(serviceToken) };
      const query = priceComparisonQuerySchema.parse({});
      const { getItem, close: closeReads } = bareProductReads(stack);
      let pastWindow = 0;
      for (const id of ids) {
        const prices = await getProductPrices(id);
        if (prices && comparisonHistorySince(new Date()).getTime() < prices.window.from)
          pastWindow += 1;
      }
      const compare = async (id: string) => {
        const answer = await comparePrices(id, query, subject, new Date());
        if (answer.stores.length === 0) throw new Error(`${id}: no stores compared`);
      };
      const trend = async (id: string) => {
        const entries = await priceTrends(id, undefined, new Date());
        if (entries.length !== 4) throw new Error(`${id}: ${entries.length} trend periods`);
      };
      const get = async (url: string, token?: string) => {
        const response = await fetch(
          url,
          token ? { headers: { authorization: `Bearer ${token}` } } : {},
        );
        const body = await response.text();
        if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status} ${body}`);
      };
      const compareHttp = (id: string) =>
        get(`${stack.url}/api/products/${id}/price-comparison`, httpToken);
      const trendHttp = (id: string) => get(`${stack.url}/api/products/${id}/price-trend`);

      // Warm-up on other demo products (untimed; never a timed product's first comparison).
      for (const { id } of yearAgo.slice(1, 1 + WARM_UP)) {
        await getItem(id);
        await compare(id);
        await trend(id);
        await compareHttp(id);
        await trendHttp(id);
      }
      const bareReads = await timeEach(ids, getItem);
      const serviceFirst = await timeEach(ids, compare);
      const serviceAgain = await timeEach(ids, compare);
      const httpFirst = await timeEach(ids, compareHttp);
      const httpAgain = await timeEach(ids, compareHttp);
      const trendService = await timeEach(ids, trend);
      const trendOverHttp = await timeEach(ids, trendHttp);
      closeReads();

      // ---- The report ----
      const perSecond = (count: number, ms: number) => count / (ms / 1000);
      const modes = [
        {
          label: `${LANES} lanes`,
          concurrent: true,
          bare: bare.concurrent,
          ingest: ingest.concurrent,
        },
        {
          label: 'one at a time',
          concurrent: false,
          bare: bare.sequential,
          ingest: ingest.sequential,
        },
      ];
      const throughputRows = modes.flatMap(({ label, concurrent, bare: b, ingest: i }) => {
        const count = countOf(concurrent);
        const row = (what: string, ms: number) => [
          what,
          count.toLocaleString('en-US'),
          seconds(ms),
          `${Math.round(perSecond(count, ms)).toLocaleString('en-US')}/s`,
          ratio(ms, b.ms),
          seconds((ISSUE_OBSERVATIONS / perSecond(count, ms)) * 1000),
        ];
        return [
          row(`baseline: bare PutItem, ${label}`, b.ms),
          row(`ingestObservation, ${label}`, i.ms),
        ];
      });
      const callRows = modes.flatMap(({ label, bare: b, ingest: i }) => [
        latencyRow(`baseline: bare PutItem, ${label}`, b.calls, median(b.calls)),
        latencyRow(`ingestObservation, ${label}`, i.calls, median(b.calls)),
      ]);
      const share = (bytes: number) => `${((100 * bytes) / ITEM_BUDGET_BYTES).toFixed(0)} %`;
      const sizeRow = (what: string, item: Largest) => [
        what,
        kib(item.bytes),
        share(item.bytes),
        item.bytes <= ITEM_BUDGET_BYTES ? 'met' : 'NOT met',
      ];
      const base = median(bareReads);
      const row = (label: string, values: readonly number[]) => latencyRow(label, values, base);
      const count = (entries: Map<string, number>) =>
        [...entries].map(([k, n]) => `${k} ${n.toLocaleString('en-US')}`).join(', ') || 'none';
      const ingestMs = ingest.concurrent.ms + ingest.sequential.ms;
      return [
        `${productCount} demo products of ${CATALOGUE_SIZE.toLocaleString('en-US')} (spread evenly, one in ${Math.floor(CATALOGUE_SIZE / productCount)}), ${offerCount(sample)} offers, one observation per offer and day from ${dateOf(0)} to ${dateOf(DAYS - 1)}: ${observationCount.toLocaleString('en-US')} observations through ingestObservation in ${seconds(ingestMs)} (${Math.round(perSecond(observationCount, ingestMs))}/s, ${probes} size probes included). Effects: ${count(effects)}; ${events.toLocaleString('en-US')} PriceChanged details collected by a no-op publish (not put on the bus). The app's DynamoDB errors during the ingest (a lost race is retried unseen): ${count(failures.ingest)}; in the reads: ${count(failures.reads)} (a repeated comparison is told by its usage marker, read first, so none is expected here). ${blocks.length} blocks of ${BLOCK_DAYS} days (the last ${DAYS - (blocks.length - 1) * BLOCK_DAYS}), alternately ${LANES} lanes and one at a time; the baseline likewise. The last column extrapolates to the issue's ${ISSUE_OBSERVATIONS.toLocaleString('en-US')} observations at the measured rate:`,
        table(
          [
            'ingest',
            'observations',
            'time',
            'per second',
            'time vs baseline',
            `${ISSUE_OBSERVATIONS / 1000}k at this rate`,
          ],
          throughputRows,
        ),
        'One call, timed inside the blocks (with lanes, a call also waits for the others):',
        table(['one call', 'median', 'p95', 'vs baseline'], callRows),
        `Largest items (DynamoDB's item size, budget ${kib(ITEM_BUDGET_BYTES)}); the product items measured at the end of every day before their window rolls a month out, and at the end of the year; ${monthItems} HISTORY# month items at the end. The fullest product item holds the packed window (history: ${kib(fullestParts.history)}) and the loader's unpacked copy of the generated 90 days (priceHistory: ${kib(fullestParts.priceHistory)}):`,
        table(
          ['item', 'size', 'of budget', 'budget'],
          [
            sizeRow(
              `product item, fullest window (${fullest.id}, ${offersOf(fullest.id)} offers, end of ${fullest.at})`,
              fullest,
            ),
            sizeRow(
              `product item, end of the year (${endOfYear.id}, ${offersOf(endOfYear.id)} offers)`,
              endOfYear,
            ),
            sizeRow(
              `month item (${largestMonth.id} ${largestMonth.at}, ${offersOf(largestMonth.id)} offers)`,
              largestMonth,
            ),
          ],
        ),
        `Reads of the ${productCount} products today, one per product per row, sequential (after ${WARM_UP} untimed on other products); ${pastWindow} of ${productCount} comparisons ask for more days (120) than the packed window holds today, so they also Query the month items (from the window already read):`,
        table(
          ['what', 'median', 'p95', 'vs baseline'],
          [
            row('baseline: bare GetItem of the product item', bareReads),
            row('comparePrices (service), first this month (counts a use)', serviceFirst),
            row('comparePrices (service), again', serviceAgain),
            row('GET /price-comparison, premium, first this month', httpFirst),
            row('GET /price-comparison, premium, again', httpAgain),
            row('priceTrends (service), all 4 periods', trendService),
            row('GET /price-trend, guest, all 4 periods', trendOverHttp),
          ],
        ),
      ].join('\n');
    } finally {
      await restore();
    }
  } finally {
    client.destroy();
    await close();
  }
};

export const benchPrices = (): Promise<string> => runIsolated('bench/prices.ts', 'measurePrices');
