/**
 * DELETE /api/account end to end: the local gateway, the real handlers, DynamoDB Local,
 * cognito-local and the Stripe stand-in. A shopper holding data of every kind deletes their
 * account: the table is scanned to prove nothing naming them is left (but the deletion's own
 * marker), another shopper's data is untouched, the old token is refused everywhere, a second
 * call is harmless, a deletion cut short is finished by the job, and a paid plan is cancelled at
 * Stripe.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_CONFIRMATION } from '@shop-scanner/shared/account-data';
import { cognitoCall, emulators, STRONG_PASSWORD } from '../../local/test/stack';
import { accountDataStack, itemsNaming, type Json } from './support/account-data-kit';
import { billingKit, DAY } from './support/billing-kit';
import { standInClient } from './support/billing';

const stack = accountDataStack();
const billing = billingKit(stack.app);

const confirmed = { confirmation: ACCOUNT_DELETION_CONFIRMATION };
const deleteAccount = (token: string, body: Json = confirmed) =>
  stack.api('DELETE', '/api/account', { token, body });

const signIn = (email: string) =>
  cognitoCall(stack.app().url, 'InitiateAuth', {
    ClientId: emulators().ids.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: STRONG_PASSWORD },
  });

/** Only the deletion's marker may still name a deleted user. */
const leftOf = async (userId: string) =>
  (await itemsNaming(userId)).map((item) => `${String(item.pk)} / ${String(item.sk)}`);

describe('DELETE /api/account', () => {
  it('deletes every item of the shopper, their sign-in and shared entries, and nothing of anyone else', async () => {
    // Prepare
    const ada = await stack.shopperWithData();
    const bob = await stack.shopperWithData();
    // A product only Ada watches, beside the one both watch.
    const solo = await stack.api('POST', '/api/price-alerts', {
      token: ada.token,
      body: { productId: stack.SOLO_PRODUCT, targetPrice: 30, storeName: '' },
    });
    stack.expectStatus(solo, 201);
    const bobBefore = await leftOf(bob.userId);
    expect((await leftOf(ada.userId)).length).toBeGreaterThan(10);
    expect([
      await stack.registered(stack.SOLO_PRODUCT),
      await stack.registered(stack.PRODUCT),
    ]).toEqual([true, true]);

    // Act
    const answer = await deleteAccount(ada.token);

    // Assess: done at once, and nothing naming Ada is left but the marker that refuses her token.
    expect(answer).toEqual({ status: 200, body: { status: 'deleted' } });
    expect(await leftOf(ada.userId)).toEqual([`DELETED_ACCOUNT#${ada.userId} / DELETION`]);
    expect(await leftOf(bob.userId)).toEqual(bobBefore);
    // Her public collection's link is gone with it; Bob's still opens.
    expect((await stack.api('GET', `/api/wishlist/collections/${ada.collectionId}`)).status).toBe(
      404,
    );
    expect((await stack.api('GET', `/api/wishlist/collections/${bob.collectionId}`)).status).toBe(
      200,
    );
    // The registry forgets the product nobody watches now, and keeps the one Bob still watches.
    expect([
      await stack.registered(stack.SOLO_PRODUCT),
      await stack.registered(stack.PRODUCT),
    ]).toEqual([false, true]);
    // Her ticket keeps its words for the support staff, but nothing that names her.
    const { getTicket, getTicketMessages } = await import('../src/data/support-tickets');
    const ticket = await getTicket(ada.ticketId);
    expect(ticket).toMatchObject({ userId: null, name: 'Deleted account', email: '' });
    expect(await getTicketMessages(ada.ticketId)).toEqual([
      expect.objectContaining({
        author: 'user',
        authorName: 'Deleted account',
        body: ada.ticketText,
      }),
    ]);
    expect(JSON.stringify(await itemsNaming(ada.ticketId))).not.toContain(ada.email);
    expect((await getTicket(bob.ticketId))?.userId).toBe(bob.userId);
    // Cognito no longer knows her.
    expect((await signIn(ada.email)).status).toBe(400);
    expect((await signIn(bob.email)).status).toBe(200);
  });

  it("refuses the deleted account's still-valid token with 401 everywhere, and makes no data of hers again", async () => {
    // Prepare
    const ada = await stack.shopperWithData();
    expect((await deleteAccount(ada.token)).status).toBe(200);

    // Act
    const routes = [
      ['GET', '/auth/me'],
      ['PUT', '/auth/me'],
      ['GET', '/api/account/export'],
      ['GET', '/api/wishlist/items'],
      ['GET', '/api/price-alerts'],
      ['GET', '/api/subscription'],
      ['GET', '/api/notifications'],
      ['POST', '/api/push/test'],
    ] as const;
    const statuses = await Promise.all(
      routes.map(async ([method, path]) => {
        const body = method === 'PUT' ? { name: 'Still here' } : undefined;
        const answer = await stack.api(method, path, { token: ada.token, body });
        return `${method} ${path} ${answer.status}`;
      }),
    );

    // The public routes that serve a signed-in shopper by their token refuse it too: served, it
    // would count a search in her name or file a ticket as her.
    const publicWithToken = await Promise.all([
      stack.api('GET', '/api/products/search?query=kettle', { token: ada.token }),
      stack.api('GET', `/api/products/${encodeURIComponent(stack.PRODUCT)}/price-comparison`, {
        token: ada.token,
      }),
      stack.api('POST', '/api/support/contact', {
        token: ada.token,
        body: {
          name: 'Test User',
          email: ada.email,
          subject: 'Still here?',
          message: 'Is my account really gone?',
        },
      }),
    ]);

    // Assess
    expect(statuses).toEqual(routes.map(([method, path]) => `${method} ${path} 401`));
    expect(publicWithToken.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(await leftOf(ada.userId)).toEqual([`DELETED_ACCOUNT#${ada.userId} / DELETION`]);
  });

  it('is harmless called again, and refuses a call without the typed confirmation', async () => {
    // Prepare
    const ada = await stack.shopper();

    // Act
    const unconfirmed = await deleteAccount(ada.token, { confirmation: 'delete' });
    const first = await deleteAccount(ada.token);
    const second = await deleteAccount(ada.token);

    // Assess: the unconfirmed call deleted nothing (the first one still found a profile).
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fieldErrors).toHaveProperty('confirmation');
    expect(first).toEqual({ status: 200, body: { status: 'deleted' } });
    expect(second).toEqual({ status: 200, body: { status: 'deleted' } });
    expect(await leftOf(ada.userId)).toEqual([`DELETED_ACCOUNT#${ada.userId} / DELETION`]);
  });

  it('is finished by the account-deletion job when it was cut short after being recorded', async () => {
    // Prepare: the deletion recorded (its first write), then the request died before any step.
    const ada = await stack.shopperWithData();
    const { recordAccountDeletion } = await import('../src/data/account-deletions');
    const { deletionSteps, DELETION_JOB_GRACE_MS } =
      await import('../src/domain/account-data/delete-account');
    const claims = JSON.parse(
      Buffer.from(ada.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, string>;
    await recordAccountDeletion({
      userId: ada.userId,
      username: claims['cognito:username'] ?? ada.userId,
      requestedAt: new Date(Date.now() - DELETION_JOB_GRACE_MS - 60_000).toISOString(),
      remaining: deletionSteps,
    });
    // Recorded is enough to refuse the account everywhere, before any step ran.
    expect((await stack.api('GET', '/auth/me', { token: ada.token })).status).toBe(401);
    expect((await leftOf(ada.userId)).length).toBeGreaterThan(10);

    // Act
    const { handler } = await import('../src/events/account-deletion/handler');
    const report = await handler();

    // Assess
    expect(report).toMatchObject({ finished: expect.any(Number), pending: 0 });
    expect(report.finished).toBeGreaterThanOrEqual(1);
    expect(await leftOf(ada.userId)).toEqual([`DELETED_ACCOUNT#${ada.userId} / DELETION`]);
    expect((await signIn(ada.email)).status).toBe(400);
    // The job has nothing left: a second run finds no deletion of Ada's.
    expect((await handler()).found).toBe(0);
  });

  it('cancels a paid subscription at Stripe first, and writes nothing for its events after', async () => {
    // Prepare
    const subscriber = await billing.subscribedUser('premium');
    // Past the 7-day trial: the first charge is made, and the plan is active and paid.
    await billing.advanceClock(8 * DAY);
    const { userIdOf } = await import('./support/account-data-kit');
    const userId = userIdOf(subscriber.token);
    const stripe = standInClient(stack.app());
    const { getCustomerIdOfUser } = await import('../src/data/billing-customers');
    const customer = await getCustomerIdOfUser(userId);
    expect(customer).toBeDefined();
    const before = await stripe.subscriptions.list({ customer: customer! });
    expect(before.data.map((s) => s.status)).toEqual(['active']);
    expect((await billing.subscription(subscriber.token)).planId).toBe('premium');
    // Its export, before: the plan, and the paid invoice's reference (the invoice stays Stripe's).
    const exported = await stack.api('GET', '/api/account/export', { token: subscriber.token });
    expect(exported.body.sections.subscription).toMatchObject({
      plan: { planId: 'premium', status: 'active' },
      stripeCustomerId: customer,
    });
    expect(exported.body.sections.subscription.invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: expect.stringMatching(/^in_/), status: 'paid' }),
      ]),
    );

    // Act
    const answer = await deleteAccount(subscriber.token);
    await billing.settled();

    // Assess: canceled at Stripe, and the cancellation's webhook left nothing in the table.
    expect(answer).toEqual({ status: 200, body: { status: 'deleted' } });
    const after = await stripe.subscriptions.list({ customer: customer!, status: 'all' });
    expect(after.data.map((s) => s.status)).toEqual(['canceled']);
    expect(await leftOf(userId)).toEqual([`DELETED_ACCOUNT#${userId} / DELETION`]);
  });

  it('waits for Stripe when it cannot be reached: nothing is deleted before the plan is cancelled, and the job finishes', async () => {
    // Prepare: Stripe answers every cancellation with a server error for now.
    const subscriber = await billing.subscribedUser('premium');
    const { userIdOf } = await import('./support/account-data-kit');
    const userId = userIdOf(subscriber.token);
    const { subscriptions } = stack.app().stripe.engine;
    const cancel = subscriptions.cancelSubscription.bind(subscriptions);
    subscriptions.cancelSubscription = () => {
      throw new Error('Stripe is down');
    };
    const before = await leftOf(userId);
    const { getCustomerIdOfUser } = await import('../src/data/billing-customers');
    const customer = await getCustomerIdOfUser(userId);
    expect(customer).toBeDefined();

    // Act
    let answer;
    try {
      answer = await deleteAccount(subscriber.token);
    } finally {
      subscriptions.cancelSubscription = cancel;
    }

    // Assess: accepted and pending; the account refused already, and nothing of it deleted yet.
    expect(answer).toEqual({ status: 202, body: { status: 'pending' } });
    expect((await stack.api('GET', '/auth/me', { token: subscriber.token })).status).toBe(401);
    expect(await leftOf(userId)).toEqual(
      expect.arrayContaining([...before, `DELETED_ACCOUNT#${userId} / DELETION`]),
    );

    // Act: Stripe is back; the job's next run, once the request's grace is over.
    const { finishUnfinishedDeletions, DELETION_JOB_GRACE_MS } =
      await import('../src/domain/account-data/delete-account');
    const report = await finishUnfinishedDeletions(
      new Date(Date.now() + DELETION_JOB_GRACE_MS + 1000),
    );
    await billing.settled();

    // Assess
    expect(report.pending).toBe(0);
    expect(await leftOf(userId)).toEqual([`DELETED_ACCOUNT#${userId} / DELETION`]);
    const after = await standInClient(stack.app()).subscriptions.list({
      customer: customer!,
      status: 'all',
    });
    expect(after.data.map((s) => s.status)).toEqual(['canceled']);
  });
});
