import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@shop-scanner/shared/subscription';
import { buildSubscriptionView } from './subscription-view';

const now = new Date('2026-11-17T13:45:00Z');
const noUse = { scan: 0, storeAnalysis: 0, crossPlatformSearch: 0 };

describe('the subscription a user sees', () => {
  it('is the free plan with a 30-day period and zero usage when none is stored', () => {
    const view = buildSubscriptionView({ stored: undefined, counts: noUse, now });

    expect(view).toEqual({
      planId: 'free',
      status: 'active',
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      usage: {
        scansUsed: 0,
        storeAnalysisUsed: 0,
        crossPlatformSearchesUsed: 0,
        lastResetDate: '2026-11-01T00:00:00.000Z',
      },
      remaining: { scan: 2, storeAnalysis: 2, crossPlatformSearch: 2 },
      usageResetsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(subscriptionSchema.safeParse(view).success).toBe(true);
  });

  it('shows this month counts and what remains of each', () => {
    const view = buildSubscriptionView({
      stored: undefined,
      counts: { scan: 2, storeAnalysis: 1, crossPlatformSearch: 0 },
      now,
    });

    expect(view.usage).toMatchObject({ scansUsed: 2, storeAnalysisUsed: 1 });
    expect(view.remaining).toEqual({ scan: 0, storeAnalysis: 1, crossPlatformSearch: 2 });
  });

  it('shows a stored paid subscription as stored, with unlimited remaining', () => {
    const stored = {
      userId: 'u1',
      planId: 'premium' as const,
      status: 'active' as const,
      currentPeriodStart: '2026-11-05T09:00:00.000Z',
      currentPeriodEnd: '2026-12-05T09:00:00.000Z',
      cancelAtPeriodEnd: true,
    };

    const view = buildSubscriptionView({ stored, counts: { ...noUse, scan: 12 }, now });

    expect(view).toMatchObject({
      planId: 'premium',
      status: 'active',
      currentPeriodStart: stored.currentPeriodStart,
      currentPeriodEnd: stored.currentPeriodEnd,
      cancelAtPeriodEnd: true,
      remaining: { scan: null, storeAnalysis: null, crossPlatformSearch: null },
    });
    expect(view.usage.scansUsed).toBe(12);
  });

  it("shows a paid plan that ended as the free plan, keeping the month's usage", () => {
    const view = buildSubscriptionView({
      stored: {
        userId: 'u1',
        planId: 'premium',
        status: 'canceled',
        currentPeriodStart: '2026-10-05T09:00:00.000Z',
        currentPeriodEnd: '2026-11-05T09:00:00.000Z',
        cancelAtPeriodEnd: true,
      },
      counts: { ...noUse, scan: 1 },
      now,
    });

    expect(view).toMatchObject({ planId: 'free', status: 'active', cancelAtPeriodEnd: false });
    expect(view.usage.scansUsed).toBe(1);
    expect(view.remaining).toEqual({ scan: 1, storeAnalysis: 2, crossPlatformSearch: 2 });
  });
});
