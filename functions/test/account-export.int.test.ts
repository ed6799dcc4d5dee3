/**
 * GET /api/account/export end to end: the local gateway, the real handlers, DynamoDB Local,
 * cognito-local and the Stripe stand-in. Two shoppers hold data of every kind, some of it in the
 * same shared partitions (the product's alerts and reports); each one's export holds all of their
 * own and nothing of the other's.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_VERSION, accountExportSchema } from '@shop-scanner/shared/account-data';
import { accountDataStack, type Json } from './support/account-data-kit';

const stack = accountDataStack();

/** The export as a browser downloads it: the raw answer, headers and all. */
const download = async (token: string) => {
  const response = await fetch(`${stack.app().url}/api/account/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { response, text, document: JSON.parse(text) as Json };
};

describe('GET /api/account/export', () => {
  it("holds every kind of the shopper's data, and nothing of another shopper's", async () => {
    // Prepare
    const ada = await stack.shopperWithData();
    const bob = await stack.shopperWithData();

    // Act
    const { response, text, document } = await download(ada.token);

    // Assess: a download, of the documented shape and version.
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shop-scanner-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(accountExportSchema.parse(document).version).toBe(ACCOUNT_EXPORT_VERSION);
    const { sections } = document;
    expect(document.userId).toBe(ada.userId);
    expect(sections.profile).toMatchObject({ id: ada.userId, email: ada.email, plan: 'free' });
    expect(sections.wishlist.items.map((i: Json) => i.id)).toEqual([ada.wishlistItemId]);
    expect(sections.wishlist.items[0]).toMatchObject({ productId: stack.PRODUCT });
    expect(sections.wishlist.collections.map((c: Json) => c.id)).toEqual([ada.collectionId]);
    expect(sections.wishlist.priceDrops.map((d: Json) => d.id)).toEqual([ada.dropId]);
    expect(sections.priceAlerts.map((a: Json) => a.id)).toEqual([ada.alertId]);
    expect(sections.priceReports).toEqual([
      expect.objectContaining({ productId: stack.PRODUCT, store: ada.reportStore, price: 3 }),
    ]);
    expect(sections.storeAnalysisHistory.map((e: Json) => e.id)).toEqual([ada.analysisId]);
    expect(sections.crossPlatformSearchHistory.map((e: Json) => e.id)).toEqual([ada.searchId]);
    expect(sections.notifications.inApp.map((n: Json) => n.notification.id)).toEqual([
      ada.notificationId,
    ]);
    expect(sections.subscription).toEqual({
      plan: null,
      stripeCustomerId: null,
      paymentAttempts: [],
      invoices: [],
    });
    // The wishlist's and the alert's watchers counted in the month's usage, if any: a list.
    expect(Array.isArray(sections.usage.months)).toBe(true);
    expect(sections.otherRecords).toBeUndefined();
    // The support ticket, with the conversation.
    expect(sections.supportTickets).toEqual([
      expect.objectContaining({
        id: ada.ticketId,
        email: ada.email,
        messages: [expect.objectContaining({ author: 'user', body: ada.ticketText })],
      }),
    ]);

    // Push: the device is there, shortened, and its keys are nowhere in the file.
    expect(sections.push.subscriptions).toHaveLength(1);
    expect(sections.push.subscriptions[0].endpoint).toBe('https://push.example/send/dev…');
    expect(text).not.toContain(ada.pushEndpoint);
    expect(text).not.toContain('p256dh-secret');
    expect(text).not.toContain('auth-secret');

    // Nothing of the other shopper, though their alert and report sit beside Ada's.
    for (const mark of [
      bob.userId,
      bob.email,
      bob.wishlistItemId,
      bob.alertId,
      bob.reportStore,
      bob.ticketId,
    ]) {
      expect(text).not.toContain(mark);
    }
  });

  it("is refused without a token, and answers a new shopper's export with their profile only", async () => {
    // Prepare
    const newcomer = await stack.shopper();

    // Act
    const anonymous = await stack.api('GET', '/api/account/export');
    const { document } = await download(newcomer.token);

    // Assess
    expect(anonymous.status).toBe(401);
    expect(document.sections.profile).toMatchObject({ id: newcomer.userId });
    expect(document.sections.wishlist).toEqual({
      items: [],
      collections: [],
      priceDrops: [],
      stats: null,
    });
    expect(document.sections.priceAlerts).toEqual([]);
    expect(document.sections.push.subscriptions).toEqual([]);
    expect(document.sections.supportTickets).toEqual([]);
  });

  it('shows a kind of record no part describes yet as it is stored, so nothing is left out', async () => {
    // Prepare: a record a future feature might keep in the shopper's partition.
    const ada = await stack.shopper();
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { testTable } = await import('../../local/test/stack');
    await testTable().send(
      new PutCommand({
        TableName: 'shop-scanner',
        Item: {
          pk: `USER#${ada.userId}`,
          sk: 'SHOPPING_LIST#1',
          entityType: 'ShoppingList',
          title: 'Groceries',
        },
      }),
    );

    // Act
    const { document } = await download(ada.token);

    // Assess
    expect(document.sections.otherRecords).toEqual([{ kind: 'ShoppingList', title: 'Groceries' }]);
  });
});
