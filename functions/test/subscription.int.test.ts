/**
 * The subscription endpoints end to end: the local gateway with its JWT authorizer, the real
 * handler, DynamoDB Local, and users signed in through cognito-local.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@shop-scanner/shared/messages';
import { subscriptionSchema } from '@shop-scanner/shared/subscription';
import type { App } from '../../local/src/local-stack';
import { emulators, signUpAndSignIn, startTestApp, apiCaller } from '../../local/test/stack';

let app: App;
// Loaded once the app has set the environment they read at import.
let quota: typeof import('../src/domain/usage/quota');
let subscriptions: typeof import('../src/data/subscriptions');

beforeAll(async () => {
  app = await startTestApp();
  quota = await import('../src/domain/usage/quota');
  subscriptions = await import('../src/data/subscriptions');
});
afterAll(async () => {
  await app?.stop();
});

const api = apiCaller(() => app.url);

/** A new user, signed in, with their id (the token's `sub`, as /auth/me reports it). */
const signedInUser = async () => {
  const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const me = await api('GET', '/auth/me', { token: IdToken });
  return { token: IdToken, userId: me.body.id as string };
};

const startOfThisMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

describe('GET /api/subscription', () => {
  it('answers 401 without a token', async () => {
    expect(await api('GET', '/api/subscription')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('answers a user without a subscription the free plan, with a 30-day period and zero usage', async () => {
    // Prepare
    const { token } = await signedInUser();
    const start = startOfThisMonth();

    // Act
    const { status, body } = await api('GET', '/api/subscription', { token });

    // Assess
    expect(status).toBe(200);
    expect(subscriptionSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      planId: 'free',
      status: 'active',
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      trialEnd: null,
      usage: {
        scansUsed: 0,
        storeAnalysisUsed: 0,
        crossPlatformSearchesUsed: 0,
        lastResetDate: start.toISOString(),
      },
      remaining: { scan: 2, storeAnalysis: 2, crossPlatformSearch: 2 },
      usageResetsAt: new Date(
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1),
      ).toISOString(),
    });
  });

  it('shows the uses the server counted this month', async () => {
    // Prepare
    const { token, userId } = await signedInUser();
    const subject = { kind: 'user' as const, userId };
    await quota.consumeUsage({ subject, feature: 'scan', key: '4006381333931' });
    await quota.consumeUsage({ subject, feature: 'crossPlatformSearch', key: 'milk' });
    await quota.consumeUsage({ subject, feature: 'scan', key: '4006381333931' });

    // Act
    const { body } = await api('GET', '/api/subscription', { token });

    // Assess
    expect(body.usage).toMatchObject({
      scansUsed: 1,
      storeAnalysisUsed: 0,
      crossPlatformSearchesUsed: 1,
    });
    expect(body.remaining).toEqual({ scan: 1, storeAnalysis: 2, crossPlatformSearch: 1 });
  });

  it('shows a stored premium subscription with unlimited remaining', async () => {
    // Prepare
    const { token, userId } = await signedInUser();
    const stored = {
      userId,
      planId: 'premium' as const,
      status: 'trialing' as const,
      currentPeriodStart: '2026-11-05T00:00:00.000Z',
      currentPeriodEnd: '2026-11-12T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    };
    await subscriptions.putSubscription(stored);

    // Act
    const { status, body } = await api('GET', '/api/subscription', { token });

    // Assess
    expect(status).toBe(200);
    expect(body).toMatchObject({
      planId: 'premium',
      status: 'trialing',
      currentPeriodStart: stored.currentPeriodStart,
      currentPeriodEnd: stored.currentPeriodEnd,
      remaining: { scan: null, storeAnalysis: null, crossPlatformSearch: null },
    });
  });
});

describe('POST /api/subscription/usage', () => {
  it('counts every call, answers the updated subscription, then 429 at the limit', async () => {
    // Prepare
    const { token } = await signedInUser();
    const use = () =>
      api('POST', '/api/subscription/usage', { token, body: { feature: 'storeAnalysis' } });

    // Act
    const first = await use();
    const second = await use();
    const third = await use();
    const after = await api('GET', '/api/subscription', { token });

    // Assess
    expect(first.status).toBe(200);
    expect(subscriptionSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.usage.storeAnalysisUsed).toBe(1);
    expect(first.body.remaining.storeAnalysis).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.usage.storeAnalysisUsed).toBe(2);
    expect(second.body.remaining.storeAnalysis).toBe(0);
    expect(third).toEqual({ status: 429, body: { message: usageMessages.usageLimit } });
    expect(after.body.usage.storeAnalysisUsed).toBe(2);
  });

  it('refuses an unknown feature with its field named', async () => {
    const { token } = await signedInUser();

    const { status, body } = await api('POST', '/api/subscription/usage', {
      token,
      body: { feature: 'teleport' },
    });

    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors)).toEqual(['feature']);
  });

  it('refuses a body without a feature, and a field it does not know', async () => {
    const { token } = await signedInUser();

    const missing = await api('POST', '/api/subscription/usage', { token, body: {} });
    const extra = await api('POST', '/api/subscription/usage', {
      token,
      body: { feature: 'scan', count: 5 },
    });

    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('feature');
    expect(extra.status).toBe(400);
    expect(extra.body.fieldErrors).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    const { status } = await api('POST', '/api/subscription/usage', {
      body: { feature: 'scan' },
    });

    expect(status).toBe(401);
  });
});
