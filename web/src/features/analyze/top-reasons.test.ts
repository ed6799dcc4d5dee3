import { describe, expect, it } from 'vitest';
import type { VerdictEvidence } from '@shop-scanner/shared/store-analysis';
import { topReasons } from './top-reasons';

const rule = (
  rule: string,
  points: number,
  scheme: VerdictEvidence['scheme'] = 'store',
): VerdictEvidence => ({ scheme, rule, label: rule, points, evidence: `${rule} fired` });

describe('topReasons', () => {
  it('leads with the three rules that weighed most, whichever way they pushed', () => {
    // Prepare
    const evidence = [
      rule('contact', 5),
      rule('young-domain', -25),
      rule('returns', 10),
      rule('overseas', -15),
      rule('reviews', 8),
    ];

    // Act
    const top = topReasons(evidence);

    // Assess
    expect(top.map((r) => r.rule)).toEqual(['young-domain', 'overseas', 'returns']);
  });

  it("takes only the rules of the verdict's own score, in the server's order on equal weight", () => {
    // Prepare: the dropshipping fixture shop's case; the other checks' +15s did not move its score.
    const evidence = [
      rule('pod.keyword', 15, 'pod'),
      rule('shopify.domain.custom', 15, 'shopify'),
      rule('risk.supplierImages', -12),
      rule('risk.longShipping', -12),
      rule('risk.urgency', -12),
      rule('type.likelyDropshipped', -20),
    ];

    // Act
    const top = topReasons(evidence);

    // Assess
    expect(top.map((r) => r.rule)).toEqual([
      'type.likelyDropshipped',
      'risk.supplierImages',
      'risk.longShipping',
    ]);
  });

  it('never leads with a rule worth no points, and gives fewer when fewer weighed', () => {
    // Prepare
    const evidence = [rule('neutral', 0), rule('returns', 10), rule('also-neutral', 0)];

    // Act
    const top = topReasons(evidence);

    // Assess
    expect(top.map((r) => r.rule)).toEqual(['returns']);
    expect(topReasons([])).toEqual([]);
  });

  it("never gives a score's starting points or its clamp to 0-100 as a reason", () => {
    // Prepare: the store score and the Shopify assessment each start at 50.
    const evidence = [
      rule('store.base', 50),
      rule('shopify.base', 50, 'shopify'),
      rule('store.productType', -20),
      rule('store.clamp', 14),
      rule('store.youngDomain', -15),
    ];

    // Act
    const top = topReasons(evidence);

    // Assess
    expect(top.map((r) => r.rule)).toEqual(['store.productType', 'store.youngDomain']);
  });
});
