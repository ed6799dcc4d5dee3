import { describe, expect, it } from 'vitest';
import type { BusinessStore } from '@shop-scanner/shared/business-store';
import { latestStoreAnalysis, type AnalysisOfStore } from './latest-store-analysis';

const store = (verified: boolean): BusinessStore => ({
  domain: 'corner-shop.example',
  website: 'https://www.corner-shop.example/',
  verified,
  verificationToken: 'token',
  claimedAt: '2026-11-01T00:00:00.000Z',
  ...(verified ? { verifiedAt: '2026-11-02T00:00:00.000Z' } : {}),
});

const analysis = (storeKey: string, analyzedAt: string, score: number | null): AnalysisOfStore => ({
  url: `https://${storeKey}/`,
  store: storeKey,
  report: {
    verdict: score === null ? 'unknown' : 'scored',
    authenticityScore: score,
    band: score === null ? null : 'good',
    analyzedAt,
  },
});

describe('latestStoreAnalysis', () => {
  it('shows the newest analysis of the verified store, from the cache or the history', () => {
    // Prepare
    const analyses = [
      analysis('corner-shop.example', '2026-11-10T00:00:00.000Z', 70),
      analysis('corner-shop.example', '2026-11-20T00:00:00.000Z', 82),
      analysis('other-shop.example', '2026-11-25T00:00:00.000Z', 20),
    ];

    // Act
    const latest = latestStoreAnalysis(store(true), analyses);

    // Assess
    expect(latest).toEqual({
      verdict: 'scored',
      authenticityScore: 82,
      band: 'good',
      analyzedAt: '2026-11-20T00:00:00.000Z',
      url: 'https://corner-shop.example/',
    });
  });

  it('says nothing of a store not verified yet, even when it was analysed', () => {
    // Act
    const latest = latestStoreAnalysis(store(false), [
      analysis('corner-shop.example', '2026-11-20T00:00:00.000Z', 82),
    ]);

    // Assess
    expect(latest).toBeNull();
  });

  it('answers null for a store never analysed, and for a business with no store', () => {
    // Act
    const never = latestStoreAnalysis(store(true), [
      analysis('other-shop.example', '2026-11-25T00:00:00.000Z', 20),
    ]);
    const none = latestStoreAnalysis(undefined, []);

    // Assess
    expect(never).toBeNull();
    expect(none).toBeNull();
  });

  it('keeps an unknown verdict unknown: no score is made up for it', () => {
    // Act
    const latest = latestStoreAnalysis(store(true), [
      analysis('corner-shop.example', '2026-11-20T00:00:00.000Z', null),
    ]);

    // Assess
    expect(latest).toMatchObject({ verdict: 'unknown', authenticityScore: null, band: null });
  });
});
