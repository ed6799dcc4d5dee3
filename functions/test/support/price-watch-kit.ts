/**
 * The price watch's integration tests' shared ground: a stack of their own (DynamoDB Local,
 * cognito-local, the local push service), shoppers with a device each at the push service,
 * products with the offers a test states, wishlist items and price alerts made through the API,
 * prices moved through the one ingest path, the ways a change reaches the watchers (through the
 * bus, by handing the consumer an event, or by checking the product at a chosen moment), and
 * what a shopper was told (drops, in-app notifications, push messages).
 *
 * `{ eventRules: false }` starts the stack without its event rules, so no consumer runs behind a
 * test's back: the test plays the consumer itself, or loses the event on purpose.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../local/src/local-stack';
import { TABLE_NAME } from '../../../local/src/local-stack';
import { startTestApp, testTable, type Json } from '../../../local/test/stack';
import type { ServiceSubscription } from './local-push-service';
import { priceChangedEvent } from './price-changed-event';
import { aStoreOffer, putPricedProduct } from './priced-products';
import { pushShoppers } from './push-shoppers';

export { aStoreOffer };
export type { Json };

export interface Shopper {
  readonly token: string;
  readonly userId: string;
  readonly device: ServiceSubscription;
}

export const hoursAfter = (at: Date, hours: number): Date =>
  new Date(at.getTime() + hours * 3_600_000);

export const priceWatchKit = ({ eventRules = true }: { eventRules?: boolean } = {}) => {
  const RUN = randomUUID().slice(0, 8);
  let app: App;
  const { call, service, shopper, device } = pushShoppers(
    () => app.url,
    () => app.pushService.url,
  );
  // The modules under test read the environment when they load: imported once the app set it.
  const loaded: {
    ingest?: typeof import('../../src/domain/prices/ingest-observation');
    check?: typeof import('../../src/domain/price-watch/check-product');
    consumer?: typeof import('../../src/events/price-changed/handler');
    safetyNet?: typeof import('../../src/domain/price-watch/safety-net');
    registry?: typeof import('../../src/data/watched-products');
  } = {};

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp(eventRules ? {} : { eventRules: [] });
    loaded.ingest = await import('../../src/domain/prices/ingest-observation');
    loaded.check = await import('../../src/domain/price-watch/check-product');
    loaded.consumer = await import('../../src/events/price-changed/handler');
    loaded.safetyNet = await import('../../src/domain/price-watch/safety-net');
    loaded.registry = await import('../../src/data/watched-products');
  });
  afterAll(async () => {
    await app?.stop();
  });

  let products = 0;
  const userItems = async (userId: string, prefix: string) =>
    (
      await testTable().send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  const observation = (productId: string, store: string, price: number, at: Date, inStock = true) =>
    ({
      productId,
      store,
      price,
      inStock,
      shipping: { free: true, cost: 0, estimatedDays: 3 },
      source: 'shopper',
      observedAt: at.toISOString(),
    }) as const;

  /**
   * A store's price seen at `at`, ingested as every observation is. Its PriceChanged detail is
   * answered and handed to `publish` (default: kept, for the test to deliver or not).
   */
  const observe = async (
    productId: string,
    store: string,
    price: number,
    at: Date,
    options: {
      readonly inStock?: boolean;
      readonly publish?: (detail: PriceChangedDetail) => Promise<void>;
    } = {},
  ): Promise<PriceChangedDetail | null> => {
    const outcome = await loaded.ingest!.ingestObservation(
      observation(productId, store, price, at, options.inStock),
      at,
      { publish: options.publish ?? (async () => {}) },
    );
    return outcome.priceChanged;
  };

  /** A signed-in shopper with one device subscribed at the push service and at the API. */
  const subscribedShopper = async (): Promise<Shopper> => {
    const who = await shopper();
    return { ...who, device: await device(who) };
  };

  /** A product of this run with exactly these offers (a kettle unless `fields` say otherwise). */
  const product = async (
    stores: readonly StoreOffer[],
    fields: { readonly name?: string; readonly category?: string } = {},
  ): Promise<string> => {
    products += 1;
    const id = `watch-${RUN}-${products}`;
    await putPricedProduct(id, stores, [], { name: 'Steel Kettle', ...fields });
    return id;
  };

  /** A price alert made through the API, as the alerts panel makes it (201). */
  const createAlert = async (
    who: Shopper,
    productId: string,
    targetPrice: number,
    storeName: string | null = null,
  ): Promise<Json> => {
    const { status, body } = await call('POST', '/api/price-alerts', {
      token: who.token,
      body: { productId, targetPrice, storeName },
    });
    expect(status).toBe(201);
    return body;
  };

  /** The product's watchers checked as of `now`: the job's call, and the consumer's. */
  const check = (productId: string, now: Date) => loaded.check!.checkProduct(productId, now);

  return {
    RUN,
    call,
    service,
    bus: () => app.bus,
    modules: () => loaded as Required<typeof loaded>,
    shopper: subscribedShopper,
    product,
    /** A kettle at $24 (Walmart, the lowest) and $26 (Target): a wishlist item added now is at $24. */
    wishlistKettle: () => product([aStoreOffer('Walmart', 24), aStoreOffer('Target', 26)]),
    /**
     * A shopper with a price alert (by default $25 on Walmart) on a kettle at Walmart $30 and
     * Target $32, both trusted, and Best Buy's $10 out of stock.
     */
    kettleWithAlert: async (targetPrice = 25, storeName: string | null = 'Walmart') => {
      const productId = await product([
        aStoreOffer('Walmart', 30),
        aStoreOffer('Target', 32),
        aStoreOffer('Best Buy', 10, { inStock: false }),
      ]);
      const who = await subscribedShopper();
      const alert = await createAlert(who, productId, targetPrice, storeName);
      return { product: productId, who, alert };
    },
    /** POST /api/wishlist/items: the item as answered (201). */
    addItem: async (who: Shopper, productId: string, body: Json = {}): Promise<Json> => {
      const { status, body: item } = await call('POST', '/api/wishlist/items', {
        token: who.token,
        body: { productId, ...body },
      });
      expect(status).toBe(201);
      return item;
    },
    createAlert,
    /** The shopper's alerts on the product as the alerts panel reads them (with their status). */
    alerts: async (who: Shopper, productId: string): Promise<Json[]> =>
      (
        await call('GET', `/api/price-alerts?productId=${encodeURIComponent(productId)}`, {
          token: who.token,
        })
      ).body as Json[],
    /** The alert's item in its product's partition (the watchers' copy), read directly. */
    productAlertItem: async (who: Shopper, alert: Json): Promise<Json | undefined> => {
      const { productAlertKey } = await import('../../src/data/price-alerts-items');
      const key = productAlertKey({
        productId: alert.productId as string,
        userId: who.userId,
        targetPrice: alert.targetPrice as number,
        storeName: alert.storeName as string | null,
      });
      return (await testTable().send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;
    },
    observe,
    /** A store's price observed at `at`, and the product checked then, as the consumer would. */
    priceMoves: async (
      productId: string,
      store: string,
      price: number,
      at: Date,
      options: { readonly inStock?: boolean } = {},
    ) => {
      await observe(productId, store, price, at, options);
      return check(productId, at);
    },
    /** The same, through the bus: the ingest puts PriceChanged, the consumer checks the product. */
    observeViaBus: async (productId: string, store: string, price: number) => {
      const now = new Date();
      const outcome = await loaded.ingest!.ingestObservation(
        observation(productId, store, price, now),
        now,
      );
      await app.bus.idle();
      return outcome;
    },
    check,
    /** The consumer, handed one event as the bus hands it. */
    deliver: (detail: PriceChangedDetail, id: string = randomUUID()) =>
      loaded.consumer!.handler(priceChangedEvent(detail, id)),
    /** The drops in the shopper's partition, oldest first. */
    drops: async (userId: string) =>
      (await userItems(userId, 'WISHLIST#DROP#')).sort((a, b) =>
        String(a.detectedAt).localeCompare(String(b.detectedAt)),
      ),
    notices: (userId: string) => userItems(userId, 'WATCH_NOTICE#'),
    /** The shopper's in-app notifications (of one event). */
    notifications: async (who: Shopper, event?: string): Promise<Json[]> =>
      ((await call('GET', '/api/notifications', { token: who.token })).body as Json[]).filter(
        (n) => event === undefined || n.event === event,
      ),
    stats: async (who: Shopper) =>
      (await call('GET', '/api/wishlist/stats', { token: who.token })).body,
    items: async (who: Shopper) =>
      (await call('GET', '/api/wishlist/items', { token: who.token })).body as unknown as Json[],
    /** What the local push service decrypted for the shopper's device. */
    messages: (who: Shopper) => service.messages(who.device),
    requests: (who: Shopper) => service.requests(who.device),
  };
};
