import { describe, expect, it } from 'vitest';
import { plans } from '@shop-scanner/shared/plans';
import { aSubscription } from '../test/api-fixtures';
import {
  allowanceName,
  allowanceOf,
  freeAllowanceText,
  guestLimitText,
  meterLabel,
  monthlyAllowanceText,
  remainingText,
  usageCount,
} from './usage-wording';

describe('remainingText', () => {
  it.each([
    ['scan', 0, '0 scans remaining this month'],
    ['scan', 1, '1 scan remaining this month'],
    ['scan', 2, '2 scans remaining this month'],
    ['crossPlatformSearch', 1, '1 search or price comparison remaining this month'],
    ['crossPlatformSearch', 2, '2 searches or price comparisons remaining this month'],
    ['storeAnalysis', 1, '1 store analysis remaining this month'],
    ['storeAnalysis', 3, '3 store analyses remaining this month'],
  ] as const)('words %s with %i left as %s', (feature, n, text) => {
    expect(remainingText(feature, n)).toBe(text);
  });

  it('says Unlimited for a plan without a limit', () => {
    expect(remainingText('scan', null)).toBe('Unlimited scans');
    expect(remainingText('crossPlatformSearch', null)).toBe(
      'Unlimited searches or price comparisons',
    );
  });
});

describe('usageCount and meterLabel', () => {
  it('count and name each feature', () => {
    expect(usageCount('crossPlatformSearch', 1)).toBe('1 search or price comparison');
    expect(meterLabel('scan')).toBe('Scans used this month');
    expect(meterLabel('crossPlatformSearch')).toBe('Searches or price comparisons used this month');
    expect(meterLabel('storeAnalysis')).toBe('Store analyses used this month');
  });
});

describe('what a plan allows, in the words of every page that describes a plan', () => {
  it('words one allowance a month, or unlimited', () => {
    expect(monthlyAllowanceText('crossPlatformSearch', 2)).toBe(
      '2 searches or price comparisons a month',
    );
    expect(monthlyAllowanceText('crossPlatformSearch', 1)).toBe(
      '1 search or price comparison a month',
    );
    expect(monthlyAllowanceText('crossPlatformSearch', null)).toBe(
      'Unlimited searches or price comparisons',
    );
    expect(monthlyAllowanceText('scan', 2)).toBe('2 scans a month');
    expect(monthlyAllowanceText('storeAnalysis', null)).toBe('Unlimited store analyses');
  });

  it("words the free plan's whole allowance from the plans table", () => {
    const free = plans.free.limits;
    expect(freeAllowanceText()).toBe(
      `${free.scansPerMonth} scans, ${free.storeAnalysisPerMonth} store analyses and ` +
        `${free.crossPlatformSearches} searches or price comparisons a month`,
    );
  });

  it('names each allowance as a heading', () => {
    expect(allowanceName('scan')).toBe('Scans');
    expect(allowanceName('storeAnalysis')).toBe('Store analyses');
    expect(allowanceName('crossPlatformSearch')).toBe('Searches or price comparisons');
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
    expect(message).toBe("You have used this month's free searches or price comparisons.");
    expect(note).toContain('Sign up free');
    expect(note).toContain(freeAllowanceText());
  });
});
