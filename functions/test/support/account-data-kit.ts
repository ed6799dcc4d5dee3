/**
 * The user's own data, end to end (export and deletion): a stack of the file's own (the local
 * gateway on DynamoDB Local, cognito-local and the Stripe stand-in), one priced product, and
 * shoppers who hold a bit of every kind of data the server keeps, made through the API where a
 * call makes it and written as its writer writes it where only a job or a long flow would (store
 * analyses, push subscriptions, notifications, price drops).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../local/src/local-stack';
import {
  apiCaller,
  emulators,
  signUpAndSignIn,
  startTestApp,
  testTable,
  type Json,
} from '../../../local/test/stack';
import { aStoreOffer, putPricedProduct } from './priced-products';

export type { Json };

/** The ID token's subject: the user's id everywhere in the table. */
export const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;

/** Every item of the table that names the user anywhere (keys, index keys, attributes). */
export const itemsNaming = async (userId: string): Promise<Record<string, unknown>[]> => {
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    // A Scan, in the test only: the proof that nothing of the user is left anywhere.
    const page = await testTable().send(
      new ScanCommand({ TableName: 'shop-scanner', ExclusiveStartKey }),
    );
    found.push(...(page.Items ?? []).filter((item) => JSON.stringify(item).includes(userId)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
};

export interface ShopperWithData {
  readonly token: string;
  readonly email: string;
  readonly userId: string;
  readonly wishlistItemId: string;
  readonly collectionId: string;
  readonly alertId: string;
  readonly reportStore: string;
  readonly dropId: string;
  readonly pushEndpoint: string;
  readonly notificationId: string;
  readonly analysisId: string;
  readonly searchId: string;
  readonly ticketId: string;
  /** The words the shopper wrote to support: a ticket keeps them after the account is gone. */
  readonly ticketText: string;
}

export const accountDataStack = () => {
  const RUN = randomUUID().slice(0, 8);
  const PRODUCT = `account-kettle-${RUN}`;
  /** A product only one test's shopper watches: its registry entry goes with their account. */
  const SOLO_PRODUCT = `account-lamp-${RUN}`;
  let app: App;
  const api = apiCaller(() => app.url);

  beforeAll(async () => {
    process.env.OPEN_FACTS_BASE_URLS = '';
    app = await startTestApp();
    await putPricedProduct(PRODUCT, [aStoreOffer('Walmart', 27), aStoreOffer('Target', 24)], [], {
      name: 'Steel Kettle',
    });
    await putPricedProduct(SOLO_PRODUCT, [aStoreOffer('Etsy', 40)], [], { name: 'Desk Lamp' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const expectStatus = (answer: { status: number; body: Json }, status: number) =>
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);

  const put = (Item: Record<string, unknown>) =>
    testTable().send(new PutCommand({ TableName: 'shop-scanner', Item }));

  /** A shopper signed in, with their profile made (as the SPA's first GET /auth/me makes it). */
  const shopper = async () => {
    const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    expectStatus(await api('GET', '/auth/me', { token: IdToken }), 200);
    return { token: IdToken, email, userId: userIdOf(IdToken) };
  };

  /** A shopper holding one of every kind of data, each with a mark of its own. */
  const shopperWithData = async (): Promise<ShopperWithData> => {
    const { token, email, userId } = await shopper();
    const mark = randomUUID().slice(0, 8);
    const now = new Date();

    const item = await api('POST', '/api/wishlist/items', {
      token,
      body: { productId: PRODUCT, notes: `notes-${mark}`, targetPrice: 20 },
    });
    expectStatus(item, 201);
    const collection = await api('POST', '/api/wishlist/collections', {
      token,
      body: { name: `Kitchen ${mark}`, isPublic: true },
    });
    expectStatus(collection, 201);
    const alert = await api('POST', '/api/price-alerts', {
      token,
      body: { productId: PRODUCT, targetPrice: 21, storeName: '' },
    });
    expectStatus(alert, 201);
    // Far below the other stores: kept apart, waiting for a second shopper's confirmation.
    const reportStore = `Corner Shop ${mark}`;
    expectStatus(
      await api('POST', `/api/products/${encodeURIComponent(PRODUCT)}/prices`, {
        token,
        body: { storeName: reportStore, price: 3, inStock: true },
      }),
      202,
    );

    const { writePriceDrop } = await import('../../../local/src/seed/price-drops');
    const { documentClient, tableName } = await import('../../src/lib/dynamodb');
    const dropId = randomUUID();
    await writePriceDrop(documentClient, tableName, {
      id: dropId,
      userId,
      itemId: String(item.body.id),
      productId: PRODUCT,
      productName: 'Steel Kettle',
      kind: 'price-drop',
      oldPrice: 27,
      newPrice: 24,
      priceDropPercentage: 11.1,
      store: 'Target',
      storeTrustScore: 85,
      lowTrust: false,
      detectedAt: now.toISOString(),
      isRead: false,
    });

    const { putSubscription } = await import('../../src/data/push-subscriptions');
    const pushEndpoint = `https://push.example/send/device-${mark}-${randomUUID()}`;
    await putSubscription(
      {
        userId,
        endpoint: pushEndpoint,
        p256dh: `p256dh-secret-${mark}`,
        auth: `auth-secret-${mark}`,
      },
      now,
    );

    const { notificationItem } = await import('../../src/data/billing-records');
    const notificationId = `note-${mark}`;
    await put(
      notificationItem(
        userId,
        { id: notificationId, event: 'payment_succeeded', at: now.toISOString(), data: {} },
        now,
      ),
    );

    // The store-analysis and search histories, as their services write them.
    const analysisId = `analysis-${mark}`;
    const searchId = `search-${mark}`;
    const expiresAt = Math.floor(now.getTime() / 1000) + 86_400;
    await put({
      pk: `USER#${userId}`,
      sk: `ANALYSIS#${now.toISOString()}#${analysisId}`,
      entityType: 'StoreAnalysisHistory',
      entry: { id: analysisId, store: `shop-${mark}.example`, timestamp: now.toISOString() },
      expiresAt,
    });
    await put({
      pk: `USER#${userId}`,
      sk: `XSEARCH#${now.toISOString()}#${searchId}`,
      entityType: 'CrossPlatformHistory',
      entry: {
        id: searchId,
        timestamp: now.toISOString(),
        query: { productName: `kettle ${mark}` },
      },
      expiresAt,
    });

    // A question to support, as the contact form sends it signed in.
    const ticketText = `My barcode ${mark} does not scan on the scan page, what can I do?`;
    const ticket = await api('POST', '/api/support/contact', {
      token,
      body: {
        name: 'Test User',
        email,
        category: 'support',
        subject: `Scanning question ${mark}`,
        message: ticketText,
        priority: 'medium',
      },
    });
    expectStatus(ticket, 201);

    return {
      token,
      email,
      userId,
      ticketId: String(ticket.body.ticket.id),
      ticketText,
      wishlistItemId: String(item.body.id),
      collectionId: String(collection.body.id),
      alertId: String(alert.body.id),
      reportStore,
      dropId,
      pushEndpoint,
      notificationId,
      analysisId,
      searchId,
    };
  };

  /** Whether the watched-product registry holds the product (the safety-net job reads it). */
  const registered = async (productId: string): Promise<boolean> => {
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { watchedProductKey } = await import('../../src/data/watched-products');
    const { Item } = await testTable().send(
      new GetCommand({ TableName: 'shop-scanner', Key: watchedProductKey(productId) }),
    );
    return Item !== undefined;
  };

  return {
    app: () => app,
    api,
    PRODUCT,
    SOLO_PRODUCT,
    expectStatus,
    shopper,
    shopperWithData,
    registered,
  };
};
