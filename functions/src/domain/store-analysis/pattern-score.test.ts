import { describe, expect, it } from 'vitest';
import { authenticityBandOf, storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { sumPoints } from './findings';
import { patternConfidence, riskLevelOf, scorePattern } from './pattern-score';
import { scorePod } from './pod-score';
import { decideProductType } from './product-type';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { aPage, aSnapshot, aStoreWith, riskKeys } from './test-snapshots';

const p = storeAnalysisConstants.pattern;

/** The pattern score as analyzeSnapshot computes it: POD first, then the type, then the score. */
const patternOf = (snapshot: StoreSnapshot) => {
  const facts = readStoreFacts(snapshot);
  const type = decideProductType(facts, scorePod(facts).analysis.confidence);
  return scorePattern(facts, type);
};

const storeRules = (snapshot: StoreSnapshot) =>
  patternOf(snapshot).findings.map((finding) => [finding.rule, finding.points]);

describe('scorePattern', () => {
  it('starts at 50, a finding of its own', () => {
    const { score, findings } = patternOf(aStoreWith({}));

    expect(score).toBe(p.base);
    expect(findings[0]).toMatchObject({ rule: 'store.base', points: p.base, tone: 'tally' });
  });

  it('adds +8 per trust factor and -12 per risk factor', () => {
    const { score } = patternOf(
      aStoreWith({ trust: ['https', 'returnPolicy', 'aboutPage'], risk: ['urgency'] }),
    );

    expect(score).toBe(p.base + 3 * p.perTrustFactor + p.perRiskFactor);
  });

  it.each([
    ['handmade', 'authenticHandmade'],
    ['massProduced', 'likelyMassProduced'],
    ['customPrinted', 'customPrinted'],
  ] as const)('adds the type adjustment for %s', (type, productType) => {
    expect(patternOf(aStoreWith({ type })).score).toBe(p.base + p.typeAdjustment[productType]);
  });

  it('takes -20 for a dropshipped store on top of the risk factors that showed it', () => {
    expect(storeRules(aStoreWith({ risk: ['supplierImages', 'longShipping'] }))).toEqual([
      ['store.base', 50],
      ['risk.supplierImages', -12],
      ['risk.longShipping', -12],
      ['type.likelyDropshipped', -20],
      ['store.riskLevel', 0],
    ]);
  });

  it('takes a long delivery window alone as a risk, not as dropshipping', () => {
    expect(storeRules(aStoreWith({ risk: ['longShipping'] }))).toEqual([
      ['store.base', 50],
      ['risk.longShipping', -12],
      ['type.unknown', 0],
      ['store.riskLevel', 0],
    ]);
  });

  it.each([
    ['amazon', 10, 'Sold on Amazon'],
    ['ebay', 10, 'Sold on eBay'],
    ['etsy', 15, 'Sold on Etsy'],
    ['shopify', 0, 'Runs on Shopify'],
    ['walmart', 0, 'Sold on Walmart'],
  ] as const)(
    'gives %s its platform bonus (%i), citing what detected it',
    (platform, bonus, label) => {
      const snapshot = aSnapshot({
        platform,
        platformEvidence: ['address: www.example.com'],
        pages: [aPage('listing', { url: 'http://listing.example/' }), aPage('contact')],
      });

      const finding = patternOf(snapshot).findings.find((f) => f.rule === `platform.${platform}`);

      expect(finding).toMatchObject({
        points: bonus,
        label,
        evidence: 'Detected by address: www.example.com',
      });
      expect(p.platformBonus[platform] ?? 0).toBe(bonus);
    },
  );

  it('fires no platform rule for an unknown platform', () => {
    expect(patternOf(aStoreWith({})).findings.some((f) => f.rule.startsWith('platform.'))).toBe(
      false,
    );
  });

  it("says why a platform's domain age fired nothing", () => {
    const snapshot = aSnapshot({
      host: 'shop.myshopify.com',
      onPlatformDomain: true,
      pages: [aPage('storefront', { url: 'http://shop.myshopify.com/' }), aPage('contact')],
      domain: { registeredAt: '2005-01-01T00:00:00.000Z', ageDays: 7700, note: 'RDAP' },
    });

    expect(storeRules(snapshot)).toContainEqual(['domain.onPlatform', 0]);
  });

  it('records the clamp at 100, and the findings sum to the score', () => {
    // 50 + 8 x 8 + 15 = 129.
    const snapshot = aStoreWith({
      trust: [
        'https',
        'returnPolicy',
        'shippingPolicy',
        'contactDetails',
        'aboutPage',
        'establishedDomain',
        'storeDescription',
        'ownProductImages',
      ],
      type: 'handmade',
    });

    const { score, findings } = patternOf(snapshot);

    expect(score).toBe(100);
    expect(findings.find((f) => f.rule === 'store.clamp')).toMatchObject({ points: -29 });
    expect(sumPoints(findings)).toBe(100);
  });

  it('records the clamp at 0, and the findings sum to the score', () => {
    // 50 - 6 x 12 - 20 = -42.
    const snapshot = aStoreWith({ risk: riskKeys });

    const { score, findings } = patternOf(snapshot);

    expect(score).toBe(0);
    expect(findings.find((f) => f.rule === 'store.clamp')).toMatchObject({ points: 42 });
    expect(sumPoints(findings)).toBe(0);
  });
});

describe('band and risk level at their boundaries', () => {
  it.each([
    // 50 + 8 + 5 - 24
    [
      '39',
      aStoreWith({
        trust: ['https'],
        risk: ['urgency', 'constantDiscounts'],
        type: 'customPrinted',
      }),
      39,
      'highRisk',
      'high',
    ],
    // 50 + 16 + 10 - 36
    [
      '40',
      aStoreWith({
        trust: ['https', 'returnPolicy'],
        risk: ['urgency', 'constantDiscounts', 'youngDomain'],
        type: 'massProduced',
      }),
      40,
      'moderateRisk',
      'high',
    ],
    // 50 + 15 - 24
    [
      '41',
      aStoreWith({ risk: ['urgency', 'constantDiscounts'], type: 'handmade' }),
      41,
      'moderateRisk',
      'medium',
    ],
    // 50 + 16 + 5 - 12
    [
      '59',
      aStoreWith({ trust: ['https', 'returnPolicy'], risk: ['urgency'], type: 'customPrinted' }),
      59,
      'moderateRisk',
      'medium',
    ],
    // 50 + 10
    ['60', aStoreWith({ type: 'massProduced' }), 60, 'good', 'medium'],
    // 50 + 32 - 12
    [
      '70',
      aStoreWith({
        trust: ['https', 'returnPolicy', 'shippingPolicy', 'aboutPage'],
        risk: ['urgency'],
      }),
      70,
      'good',
      'medium',
    ],
    // 50 + 16 + 5
    [
      '71',
      aStoreWith({ trust: ['https', 'returnPolicy'], type: 'customPrinted' }),
      71,
      'good',
      'low',
    ],
    // 50 + 24 + 5
    [
      '79',
      aStoreWith({ trust: ['https', 'returnPolicy', 'aboutPage'], type: 'customPrinted' }),
      79,
      'good',
      'low',
    ],
    // 50 + 32 + 10 - 12
    [
      '80',
      aStoreWith({
        trust: ['https', 'returnPolicy', 'shippingPolicy', 'aboutPage'],
        risk: ['urgency'],
        type: 'massProduced',
      }),
      80,
      'high',
      'low',
    ],
  ] as const)('a store scored %s', (_name, snapshot, score, band, riskLevel) => {
    const pattern = patternOf(snapshot);

    expect(pattern.score).toBe(score);
    expect(sumPoints(pattern.findings)).toBe(score);
    expect(authenticityBandOf(pattern.score)).toBe(band);
    expect(pattern.riskLevel).toBe(riskLevel);
  });

  it.each([
    [71, 'low'],
    [70, 'medium'],
    [41, 'medium'],
    [40, 'high'],
  ] as const)('risk level of %i is %s, and says why', (score, level) => {
    expect(riskLevelOf(score).value).toBe(level);
  });

  it('records the risk level as a 0-point finding with its reason', () => {
    const { findings } = patternOf(aStoreWith({}));

    expect(findings.at(-1)).toMatchObject({
      rule: 'store.riskLevel',
      points: 0,
      tone: 'tally',
      evidence: 'Score 50 is above 40: medium risk',
    });
  });
});

describe('patternConfidence', () => {
  it('is 60, +20 for a known platform, +20 for over 100 characters read, at most 100', () => {
    expect(patternConfidence('unknown', 100)).toBe(p.confidenceBase);
    expect(patternConfidence('unknown', 101)).toBe(80);
    expect(patternConfidence('woocommerce', 0)).toBe(80);
    expect(patternConfidence('shopify', 5000)).toBe(p.confidenceMax);
  });

  it('counts the text of the pages read and of the products', () => {
    const shortPage = aSnapshot({ pages: [aPage('storefront', { text: 'Hi.' })] });

    expect(patternOf(shortPage).confidence).toBe(60);
    expect(patternOf(aStoreWith({})).confidence).toBe(80);
  });
});
