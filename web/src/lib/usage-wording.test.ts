import { describe, expect, it } from 'vitest';
import { plans } from '@shop-scanner/shared/plans';
import { aSubscription } from '../test/api-fixtures';
import {
  allowanceOf,
  guestLimitText,
  meterLabel,
  remainingText,
  usageCount,
} from './usage-wording';

describe('remainingText', () => {
  it.each([
    ['scan', 0, '0 scans remaining this month'],
    ['scan', 1, '1 scan remaining this month'],
    ['scan', 2, '2 scans remaining this month'],
    ['crossPlatformSearch', 1, '1 search remaining this month'],
    ['crossPlatformSearch', 2, '2 searches remaining this month'],
    ['storeAnalysis', 1, '1 store analysis remaining this month'],
    ['storeAnalysis', 3, '3 store analyses remaining this month'],
  ] as const)('words %s with %i left as %s', (feature, n, text) => {
    expect(remainingText(feature, n)).toBe(text);
  });

  it('says Unlimited for a plan without a limit', () => {
    expect(remainingText('scan', null)).toBe('Unlimited scans');
    expect(remainingText('crossPlatformSearch', null)).toBe('Unlimited searches');
  });
});

describe('usageCount and meterLabel', () => {
  it('count and name each feature', () => {
    expect(usageCount('crossPlatformSearch', 1)).toBe('1 search');
    expect(meterLabel('scan')).toBe('Scans used this month');
    expect(meterLabel('crossPlatformSearch')).toBe('Searches used this month');
    expect(meterLabel('storeAnalysis')).toBe('Store analyses used this month');
  });
});

describe('allowanceOf', () => {
  it("reads the server's figures and the plan's limit", () => {
    const subscription = aSubscription({ planId: 'free', used: { scan: 1 } });
    expect(allowanceOf(subscription, 'scan')).toEqual({
      feature: 'scan',
      limit: plans.free.limits.scansPerMonth,
      used: 1,
      remaining: subscription.remaining.scan,
      resetsAt: subscription.usageResetsAt,
    });
  });

  it('has no limit on a paid plan', () => {
    const allowance = allowanceOf(aSubscription({ planId: 'premium' }), 'crossPlatformSearch');
    expect(allowance.limit).toBeNull();
    expect(allowance.remaining).toBeNull();
  });
});

describe('guestLimitText', () => {
  it('offers an account, never an upgrade of a plan a guest does not have', () => {
    const { message, note } = guestLimitText('crossPlatformSearch');
    expect(`${message} ${note}`).not.toMatch(/upgrade your plan/i);
    expect(message).toContain('free searches');
    expect(note).toContain('Sign up free');
    expect(note).toContain(`${plans.free.limits.crossPlatformSearches} searches`);
  });
});
