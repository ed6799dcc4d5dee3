import { describe, expect, it } from 'vitest';
import { fire, tallyItem } from './findings';
import { indicatorsOf } from './indicators';

const rule = (label: string, points: number) => ({ rule: 'r', label, points, evidence: 'e' });

describe('indicatorsOf', () => {
  it("takes the store score's rules for and against, and every scheme's neutral facts", () => {
    // Prepare
    const findings = [
      tallyItem('store', rule('Starting score', 50)),
      fire('store', rule('Return policy found', 8)),
      fire('store', rule('Pressure to buy now', -12)),
      fire('store', rule('Runs on Shopify', 0)),
      fire('pod', rule('Print-on-demand provider named', 30)),
      fire('shopify', rule('Own domain', 15)),
      fire('shopify', rule('No store assessment: the product list could not be read', 0)),
      tallyItem('shopify', rule('Store health', 0)),
    ];

    // Act
    const indicators = indicatorsOf(findings);

    // Assess
    expect(indicators).toEqual({
      positive: ['Return policy found'],
      negative: ['Pressure to buy now'],
      neutral: ['Runs on Shopify', 'No store assessment: the product list could not be read'],
    });
  });

  it('lists each text once', () => {
    const findings = [fire('store', rule('Same', 8)), fire('store', rule('Same', 8))];

    expect(indicatorsOf(findings).positive).toEqual(['Same']);
  });
});
