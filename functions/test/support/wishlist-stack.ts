/**
 * The wishlist's integration tests' shared ground: a stack of their own (the local gateway on
 * DynamoDB Local and cognito-local), three priced products, shoppers, a caller per wishlist
 * call, and price drops written as the price-drop job writes them. Each test file that calls
 * `wishlistStack()` starts and stops its own stack.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { PriceDropRecord } from '../../src/data/wishlist-keys';
import type { App } from '../../../local/src/local-stack';
import {
  apiCaller,
  emulators,
  signUpAndSignIn,
  startTestApp,
  type Json,
} from '../../../local/test/stack';
import { aStoreOffer, putPricedProduct } from './priced-products';

export type { Json };

export const wishlistStack = () => {
  const RUN = randomUUID().slice(0, 8);
  let app: App;
  const call = apiCaller(() => app.url);
  const products = {
    /** The kettle: in stock at $24 and $27, and $10 at a store that has none. */
    KETTLE: `wishlist-kettle-${RUN}`,
    /** The lamp: no store has it in stock. */
    LAMP: `wishlist-lamp-${RUN}`,
    /** The puzzle: one store, $12.50 plus shipping. */
    PUZZLE: `wishlist-puzzle-${RUN}`,
  };
  const loaded: {
    wishlistData?: typeof import('../../src/data/wishlist');
    priceDropsData?: typeof import('../../src/data/price-drops');
    writeDrop?: (drop: PriceDropRecord) => Promise<void>;
  } = {};

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp();
    // Loaded once the app has set the environment the data modules read at import.
    loaded.wishlistData = await import('../../src/data/wishlist');
    loaded.priceDropsData = await import('../../src/data/price-drops');
    const { documentClient, tableName } = await import('../../src/lib/dynamodb');
    const { writePriceDrop } = await import('../../../local/src/seed/price-drops');
    loaded.writeDrop = (drop) => writePriceDrop(documentClient, tableName, drop);
    await putPricedProduct(
      products.KETTLE,
      [
        aStoreOffer('Walmart', 27),
        aStoreOffer('Target', 24),
        aStoreOffer('Best Buy', 10, { inStock: false }),
      ],
      [],
      { name: 'Steel Kettle', imageUrl: 'https://img.example/kettle.png' },
    );
    await putPricedProduct(products.LAMP, [aStoreOffer('Etsy', 40, { inStock: false })], [], {
      name: 'Desk Lamp',
      category: 'Office Products',
    });
    await putPricedProduct(
      products.PUZZLE,
      [aStoreOffer('Target', 12.5, { shipping: { free: false, cost: 4, estimatedDays: 2 } })],
      [],
      { name: 'Jigsaw Puzzle', category: 'Toys & Games' },
    );
  });
  afterAll(async () => {
    await app?.stop();
  });

  const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
  /** The shopper's id: the ID token's subject, as the gateway hands it to the handlers. */
  const userIdOf = (token: string): string =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
      .sub;
  return {
    ...products,
    RUN,
    call,
    /** The app's address, for a caller of a test's own (headers, a source address). */
    url: () => app.url,
    userIdOf,
    /** The data module, for what only the price-drop job reads (the watchers' index). */
    wishlistData: () => loaded.wishlistData!,
    shopper: async () => {
      const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
      return { token: IdToken, email };
    },
    addItem: (token: string, body: Json) => call('POST', '/api/wishlist/items', { token, body }),
    listItems: (token: string, query = '') => call('GET', `/api/wishlist/items${query}`, { token }),
    updateItem: (token: string, id: string, body: Json) =>
      call('PUT', path('/api/wishlist/items', id), { token, body }),
    removeItem: (token: string, id: string) =>
      call('DELETE', path('/api/wishlist/items', id), { token }),
    createCollection: (token: string, body: Json) =>
      call('POST', '/api/wishlist/collections', { token, body }),
    listCollections: (token: string) => call('GET', '/api/wishlist/collections', { token }),
    updateCollection: (token: string, id: string, body: Json) =>
      call('PUT', path('/api/wishlist/collections', id), { token, body }),
    removeCollection: (token: string, id: string) =>
      call('DELETE', path('/api/wishlist/collections', id), { token }),
    collectionPage: (id: string, token?: string) =>
      call('GET', path('/api/wishlist/collections', id), token ? { token } : {}),
    stats: (token: string) => call('GET', '/api/wishlist/stats', { token }),
    /** The drops data module, for what no call can time (a drop arriving mid-way). */
    priceDropsData: () => loaded.priceDropsData!,
    /** A drop's item as the table holds it (with what no answer shows: its TTL). */
    rawDrop: async (userId: string, dropId: string) => {
      const { priceDropKey } = await import('../../src/data/wishlist-keys');
      return loaded.wishlistData!.getOne(priceDropKey(userId, dropId));
    },
    /**
     * Writes a price drop of the kettle for the token's shopper, unread, as the price-drop job
     * does (with one more on their unread count); `drop` overrides any field.
     */
    seedDrop: async (token: string, drop: Partial<PriceDropRecord> = {}) => {
      const record: PriceDropRecord = {
        id: randomUUID(),
        userId: userIdOf(token),
        itemId: randomUUID(),
        productId: products.KETTLE,
        productName: 'Steel Kettle',
        kind: 'price-drop',
        oldPrice: 27,
        newPrice: 24,
        priceDropPercentage: 11.1,
        store: 'Target',
        storeTrustScore: 85,
        lowTrust: false,
        detectedAt: new Date().toISOString(),
        isRead: false,
        ...drop,
      };
      await loaded.writeDrop!(record);
      return record;
    },
    priceDrops: (token: string, query = '') =>
      call('GET', `/api/wishlist/price-drops${query}`, { token }),
    markDropRead: (token: string, id: string) =>
      call('PUT', `${path('/api/wishlist/price-drops', id)}/read`, { token }),
    markAllDropsRead: (token: string) => call('PUT', '/api/wishlist/price-drops/read', { token }),
    idsOf: (body: Json) => (body as Json[]).map((item) => item.productId as string),
  };
};
