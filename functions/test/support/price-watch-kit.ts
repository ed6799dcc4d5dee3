/**
 * The price-drop integration tests' ground: a stack of their own (DynamoDB Local, cognito-local,
 * the local push service), shoppers with a device each at the push service, products with the
 * offers a test states, and the two ways a change reaches the watchers: through the bus (the
 * ingest puts PriceChanged, the consumer checks) or by calling the check at a chosen moment.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../local/src/local-stack';
import { TABLE_NAME } from '../../../local/src/local-stack';
import {
  apiCaller,
  emulators,
  signUpAndSignIn,
  startTestApp,
  testTable,
  type Json,
} from '../../../local/test/stack';
import { asBrowserJson, localPushService, type ServiceSubscription } from './local-push-service';
import { aStoreOffer, putPricedProduct } from './priced-products';

export { aStoreOffer };
export type { Json };

export interface Shopper {
  readonly token: string;
  readonly userId: string;
  readonly device: ServiceSubscription;
}

export const priceWatchKit = () => {
  const RUN = randomUUID().slice(0, 8);
  let app: App;
  let publicKey = '';
  const call = apiCaller(() => app.url);
  const service = localPushService(() => app.pushService.url);
  // The modules under test read the environment when they load: imported once the app set it.
  const loaded: {
    ingest?: typeof import('../../src/domain/prices/ingest-observation');
    check?: typeof import('../../src/domain/price-watch/check-product');
    consumer?: typeof import('../../src/events/price-changed/handler');
  } = {};

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp();
    loaded.ingest = await import('../../src/domain/prices/ingest-observation');
    loaded.check = await import('../../src/domain/price-watch/check-product');
    loaded.consumer = await import('../../src/events/price-changed/handler');
    publicKey = (await call('GET', '/api/push/vapid-key')).body.publicKey as string;
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

  const kit = {
    call,
    service,
    bus: () => app.bus,
    /** A signed-in shopper with one device subscribed at the push service and at the API. */
    shopper: async (): Promise<Shopper> => {
      const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
      const { sub } = JSON.parse(
        Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString(),
      ) as { sub: string };
      const device = await service.subscribe(publicKey);
      const { status } = await call('POST', '/api/push/subscribe', {
        token: IdToken,
        body: { subscription: asBrowserJson(device) },
      });
      expect(status).toBe(201);
      return { token: IdToken, userId: sub, device };
    },
    /** A product with exactly these offers (a kettle unless `fields` say otherwise). */
    product: async (
      stores: StoreOffer[],
      fields: { readonly name?: string; readonly category?: string } = {},
    ): Promise<string> => {
      products += 1;
      const id = `watch-${RUN}-${products}`;
      await putPricedProduct(id, stores, [], { name: 'Steel Kettle', ...fields });
      return id;
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
    /**
     * A store's price seen at `at`, ingested as every observation is. Its PriceChanged goes to
     * `publish` (default: kept, for the test to deliver or not).
     */
    observe: async (
      productId: string,
      store: string,
      price: number,
      at: Date,
      options: {
        readonly inStock?: boolean;
        readonly publish?: (detail: PriceChangedDetail) => Promise<void>;
      } = {},
    ) => {
      const outcome = await loaded.ingest!.ingestObservation(
        {
          productId,
          store,
          price,
          inStock: options.inStock ?? true,
          shipping: { free: true, cost: 0, estimatedDays: 3 },
          source: 'shopper',
          observedAt: at.toISOString(),
        },
        at,
        { publish: options.publish ?? (async () => {}) },
      );
      return outcome.priceChanged;
    },
    /** The same, through the bus: the ingest puts PriceChanged, the consumer checks the product. */
    observeViaBus: async (productId: string, store: string, price: number) => {
      const outcome = await loaded.ingest!.ingestObservation(
        {
          productId,
          store,
          price,
          inStock: true,
          shipping: { free: true, cost: 0, estimatedDays: 3 },
          source: 'shopper',
          observedAt: new Date().toISOString(),
        },
        new Date(),
      );
      await app.bus.idle();
      return outcome;
    },
    /** The product's watchers checked as of `now` (the consumer's and the job's call). */
    check: (productId: string, now: Date) => loaded.check!.checkProduct(productId, now),
    /** The consumer, handed one event as the bus hands it. */
    deliver: (detail: PriceChangedDetail, id: string = randomUUID()) =>
      loaded.consumer!.handler({
        version: '0',
        id,
        'detail-type': 'PriceChanged',
        source: 'shop-scanner.prices',
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'local',
        resources: [],
        detail,
      } as EventBridgeEvent<string, unknown>),
    /** The drops in the shopper's partition, oldest first. */
    drops: async (userId: string) =>
      (await userItems(userId, 'WISHLIST#DROP#')).sort((a, b) =>
        String(a.detectedAt).localeCompare(String(b.detectedAt)),
      ),
    notices: (userId: string) => userItems(userId, 'WATCH_NOTICE#'),
    notifications: async (who: Shopper) =>
      (await call('GET', '/api/notifications', { token: who.token })).body as unknown as Json[],
    stats: async (who: Shopper) =>
      (await call('GET', '/api/wishlist/stats', { token: who.token })).body,
    items: async (who: Shopper) =>
      (await call('GET', '/api/wishlist/items', { token: who.token })).body as unknown as Json[],
    messages: (who: Shopper) => service.messages(who.device),
    requests: (who: Shopper) => service.requests(who.device),
  };
  return kit;
};

export const hoursAfter = (at: Date, hours: number): Date =>
  new Date(at.getTime() + hours * 3_600_000);
