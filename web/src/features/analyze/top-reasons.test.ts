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

  it("puts the store score's rules first on equal weight, then keeps the server's order", () => {
    // Prepare
    const evidence = [
      rule('pod-provider', 30, 'pod'),
      rule('shopify-vendors', -30, 'shopify'),
      rule('first-store', 30),
      rule('second-store', -30),
    ];

    // Act
    const top = topReasons(evidence);

    // Assess
    expect(top.map((r) => r.rule)).toEqual(['first-store', 'second-store', 'pod-provider']);
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
});
