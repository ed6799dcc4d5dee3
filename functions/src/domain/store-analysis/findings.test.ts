import { describe, expect, it } from 'vitest';
import { verdictEvidenceSchema } from '@shop-scanner/shared/store-analysis';
import { asEvidence, countOf, fire, sumPoints, tallyItem, tallyScore } from './findings';

const rule = (points: number, rule = 'trust.example') => ({
  rule,
  label: 'Example',
  points,
  evidence: 'What fired it',
});

describe('fire', () => {
  it('takes its tone from its points: for, against, or a plain fact at 0', () => {
    expect(fire('store', rule(8)).tone).toBe('positive');
    expect(fire('store', rule(-12)).tone).toBe('negative');
    expect(fire('store', rule(0)).tone).toBe('neutral');
  });

  it('keeps the source only when there is one', () => {
    expect(fire('store', { ...rule(8), source: 'https://store.example/' }).source).toBe(
      'https://store.example/',
    );
    expect('source' in fire('store', { ...rule(8), source: undefined })).toBe(false);
  });

  it('marks the arithmetic of a score as a tally, whatever its points', () => {
    expect(tallyItem('store', rule(50)).tone).toBe('tally');
  });
});

describe('tallyScore', () => {
  const base = { rule: 'store.base', label: 'Starting score', points: 50, evidence: 'Start' };

  it('is the base plus every rule, with no clamp finding when it stays within 0-100', () => {
    // Act
    const { score, findings } = tallyScore({
      scheme: 'store',
      prefix: 'store',
      base,
      fired: [fire('store', rule(8)), fire('store', rule(-12))],
    });

    // Assess
    expect(score).toBe(46);
    expect(sumPoints(findings)).toBe(46);
    expect(findings.map((f) => f.rule)).toEqual(['store.base', 'trust.example', 'trust.example']);
  });

  it('records the clamp at 100 as its own finding, so the findings still sum to the score', () => {
    const fired = Array.from({ length: 8 }, () => fire('store', rule(8)));

    const { score, findings } = tallyScore({ scheme: 'store', prefix: 'store', base, fired });

    // 50 + 64 = 114: the clamp takes 14 away.
    expect(score).toBe(100);
    expect(findings.at(-1)).toMatchObject({ rule: 'store.clamp', points: -14, tone: 'tally' });
    expect(findings.at(-1)?.evidence).toBe('The rules add up to 114; a score stops at 100.');
    expect(sumPoints(findings)).toBe(100);
  });

  it('records the clamp at 0 the same way', () => {
    const { score, findings } = tallyScore({
      scheme: 'pod',
      prefix: 'podStore',
      fired: [fire('pod', rule(-20)), fire('pod', rule(-20))],
    });

    expect(score).toBe(0);
    expect(findings.at(-1)).toMatchObject({ rule: 'podStore.clamp', points: 40 });
    expect(sumPoints(findings)).toBe(0);
  });

  it('does not clamp at exactly 0 or 100', () => {
    expect(
      tallyScore({ scheme: 'pod', prefix: 'pod', fired: [fire('pod', rule(100))] }).findings,
    ).toHaveLength(1);
    expect(tallyScore({ scheme: 'pod', prefix: 'pod', fired: [] })).toEqual({
      score: 0,
      findings: [],
    });
  });
});

describe('asEvidence', () => {
  it('drops the tone and parses as the contract evidence', () => {
    const [evidence] = asEvidence([fire('shopify', { ...rule(10), source: 'https://s.example' })]);

    expect(evidence).not.toHaveProperty('tone');
    expect(verdictEvidenceSchema.parse(evidence)).toEqual(evidence);
  });
});

describe('countOf', () => {
  it('says one or many', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(3, 'product')).toBe('3 products');
    expect(countOf(0, 'vendor')).toBe('0 vendors');
  });
});
