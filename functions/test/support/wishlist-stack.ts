/**
 * The wishlist's integration tests' shared ground: a stack of their own (the local gateway on
 * DynamoDB Local and cognito-local), three priced products, shoppers, and a caller per wishlist
 * call. Each test file that calls `wishlistStack()` starts and stops its own stack.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
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
  const loaded: { wishlistData?: typeof import('../../src/data/wishlist') } = {};

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp();
    // Loaded once the app has set the environment the data modules read at import.
    loaded.wishlistData = await import('../../src/data/wishlist');
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
  return {
    ...products,
    RUN,
    call,
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
    idsOf: (body: Json) => (body as Json[]).map((item) => item.productId as string),
  };
};
