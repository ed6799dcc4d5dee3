import { describe, expect, it } from 'vitest';
import { effectivePlanId, featureLimit, remainingUses } from './entitlement';

describe('the plan whose limits apply', () => {
  it('is free without a subscription', () => {
    expect(effectivePlanId(undefined)).toBe('free');
  });

  it.each(['active', 'trialing', 'past_due'] as const)('is the paid plan while %s', (status) => {
    expect(effectivePlanId({ planId: 'premium', status })).toBe('premium');
    expect(effectivePlanId({ planId: 'annual', status })).toBe('annual');
  });

  it.each(['canceled', 'incomplete'] as const)('falls back to free when %s', (status) => {
    expect(effectivePlanId({ planId: 'premium', status })).toBe('free');
  });
});

describe('feature limits', () => {
  it('gives the free plan 2 of each feature a month', () => {
    expect(featureLimit('free', 'scan')).toBe(2);
    expect(featureLimit('free', 'storeAnalysis')).toBe(2);
    expect(featureLimit('free', 'crossPlatformSearch')).toBe(2);
  });

  it('leaves paid plans unlimited', () => {
    expect(featureLimit('premium', 'scan')).toBeNull();
    expect(featureLimit('annual', 'crossPlatformSearch')).toBeNull();
  });
});

describe('remaining uses', () => {
  it('is the limit minus what was used, never below zero', () => {
    expect(remainingUses(0, 2)).toBe(2);
    expect(remainingUses(1, 2)).toBe(1);
    expect(remainingUses(2, 2)).toBe(0);
    // A plan changed down mid-month can leave more used than the new limit.
    expect(remainingUses(7, 2)).toBe(0);
  });

  it('is null on an unlimited plan', () => {
    expect(remainingUses(40, null)).toBeNull();
  });
});
