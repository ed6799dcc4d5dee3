/**
 * The price watch's integration tests' shared ground: a stack of their own without event rules
 * (so no consumer runs behind a test's back: a test plays the consumer by calling checkProduct
 * with the event's detail, or loses the event on purpose), shoppers with a device subscribed at
 * the local push service, price alerts made through the API, prices moved through the one ingest
 * path, and what a shopper was told (in-app notifications, push messages).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';
import type { StoreOffer } from '@shop-scanner/shared/products';
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
import { putPricedProduct } from './priced-products';

export type { Json };

export interface Shopper {
  readonly token: string;
  readonly userId: string;
  readonly device: ServiceSubscription;
}

const HOUR_MS = 3_600_000;

export const priceWatchStack = () => {
  const RUN = randomUUID().slice(0, 8);
  let app: App;
  let publicKey = '';
  const call = apiCaller(() => app.url);
  const service = localPushService(() => app.pushService.url);
  const modules: {
    ingest?: typeof import('../../src/domain/prices/ingest-observation');
    check?: typeof import('../../src/domain/price-watch/check-product');
    safetyNet?: typeof import('../../src/domain/price-watch/safety-net');
    registry?: typeof import('../../src/data/watched-products');
  } = {};

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp({ eventRules: [] });
    // Loaded once the app has set the environment the modules read at import.
    modules.ingest = await import('../../src/domain/prices/ingest-observation');
    modules.check = await import('../../src/domain/price-watch/check-product');
    modules.safetyNet = await import('../../src/domain/price-watch/safety-net');
    modules.registry = await import('../../src/data/watched-products');
    publicKey = (await call('GET', '/api/push/vapid-key')).body.publicKey as string;
  });
  afterAll(async () => {
    await app?.stop();
  });

  let products = 0;
  return {
    RUN,
    call,
    modules: () => modules as Required<typeof modules>,
    /** A product of this run with exactly these offers. */
    product: async (name: string, offers: readonly StoreOffer[]): Promise<string> => {
      products += 1;
      const id = `watch-${RUN}-${products}`;
      await putPricedProduct(id, offers, [], { name });
      return id;
    },
    /** A signed-in shopper with one device subscribed for push. */
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
      if (status !== 201) throw new Error(`subscribe answered ${status}`);
      return { token: IdToken, userId: sub, device };
    },
    /** A price alert made through the API, as the alerts panel makes it. */
    createAlert: async (
      who: Shopper,
      productId: string,
      targetPrice: number,
      storeName: string | null = null,
    ): Promise<Json> => {
      const { status, body } = await call('POST', '/api/price-alerts', {
        token: who.token,
        body: { productId, targetPrice, storeName },
      });
      if (status !== 201)
        throw new Error(`create alert answered ${status}: ${JSON.stringify(body)}`);
      return body;
    },
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
    /**
     * A store's price observed at `at` through the ingest path; the PriceChanged detail is
     * captured, not put on the bus: the test decides whether the consumer hears of it.
     */
    observe: async (
      productId: string,
      store: string,
      price: number,
      at: Date,
      inStock = true,
    ): Promise<PriceChangedDetail | null> => {
      let published: PriceChangedDetail | null = null;
      await modules.ingest!.ingestObservation(
        {
          productId,
          store,
          price,
          inStock,
          shipping: { free: true, cost: 0, estimatedDays: 3 },
          source: 'shopper',
          observedAt: at.toISOString(),
        },
        at,
        {
          publish: async (detail) => {
            published = detail;
          },
        },
      );
      return published;
    },
    /** The consumer's work for one event: the product checked with the event as its cause. */
    consume: (productId: string, detail: PriceChangedDetail | null, at: Date) =>
      modules.check!.checkProduct(productId, at, detail ?? undefined),
    notifications: async (who: Shopper): Promise<Json[]> =>
      ((await call('GET', '/api/notifications', { token: who.token })).body as Json[]).filter(
        (n) => n.event === 'price_alert',
      ),
    pushed: (who: Shopper): Promise<Json[]> => service.messages(who.device),
    hoursAfter: (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS),
  };
};
