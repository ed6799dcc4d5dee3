import { describe, expect, it } from 'vitest';
import { aScoredReport, anEvidence, anUnknownReport } from './test/analysis-fixtures';
import {
  ageText,
  domainAgeText,
  evidenceByScheme,
  formatDay,
  formatPagePrice,
  formatPoints,
  headlineOf,
  matchText,
  pageRoleText,
  pageStatusText,
  UNKNOWN_WITHOUT_REASON,
} from './verdict-wording';

describe('formatPoints', () => {
  it('signs every non-zero figure, with a true minus sign', () => {
    expect([8, -12, 0, 15].map(formatPoints)).toEqual(['+8', '\u221212', '0', '+15']);
  });
});

describe('headlineOf', () => {
  it('gives a scored verdict its score, band and the band words', () => {
    expect(headlineOf(aScoredReport({ authenticityScore: 41, band: 'moderateRisk' }))).toEqual({
      kind: 'scored',
      score: 41,
      band: 'moderateRisk',
      label: 'Moderate risk',
    });
  });

  it('gives an unknown verdict its reason and no band', () => {
    expect(headlineOf(anUnknownReport({ unknownReason: 'The fetch was refused' }))).toEqual({
      kind: 'unknown',
      reason: 'The fetch was refused',
    });
  });

  it('never shows a band for a score without one, and says why when the server did not', () => {
    expect(headlineOf(aScoredReport({ band: null }))).toEqual({
      kind: 'unknown',
      reason: UNKNOWN_WITHOUT_REASON,
    });
  });
});

describe('evidenceByScheme', () => {
  it('groups the rules in the contract order and leaves empty schemes out', () => {
    // Prepare
    const evidence = [
      anEvidence({ scheme: 'shopify', rule: 's1' }),
      anEvidence({ scheme: 'store', rule: 'a' }),
      anEvidence({ scheme: 'store', rule: 'b' }),
    ];

    // Act
    const groups = evidenceByScheme(evidence);

    // Assess
    expect(groups.map((g) => [g.label, g.items.map((i) => i.rule)])).toEqual([
      ['Store score', ['a', 'b']],
      ['Shopify store assessment', ['s1']],
    ]);
  });
});

describe('domain age', () => {
  it('says the registration day and the age the server counted', () => {
    const text = domainAgeText(
      { registeredAt: '2012-04-12T00:00:00.000Z', ageDays: 5114, note: 'RDAP' },
      '2026-03-03T14:05:00.000Z',
    );
    expect(text).toBe('Registered 12 Apr 2012 (14 years ago)');
  });

  it('counts from the analysis time when the server gave no age', () => {
    const text = domainAgeText(
      { registeredAt: '2025-12-01T00:00:00.000Z', ageDays: null, note: 'RDAP' },
      '2026-03-03T00:00:00.000Z',
    );
    expect(text).toBe('Registered 1 Dec 2025 (3 months ago)');
  });

  it('says unknown and why, never "new"', () => {
    expect(
      domainAgeText(
        { registeredAt: null, ageDays: null, note: 'no RDAP server for .zz' },
        '2026-03-03T00:00:00.000Z',
      ),
    ).toBe('Domain age unknown: no RDAP server for .zz');
  });

  it('words ages in days, months and years', () => {
    expect([0, 1, 12, 45, 364, 366, 800].map(ageText)).toEqual([
      'today',
      '1 day ago',
      '12 days ago',
      '1 month ago',
      '11 months ago',
      '1 year ago',
      '2 years ago',
    ]);
  });

  it('reads a registration day in UTC', () => {
    expect(formatDay('2012-04-12T23:30:00.000Z')).toBe('12 Apr 2012');
  });
});

describe('the url tab wording', () => {
  it('says how a catalogue match was made', () => {
    expect(matchText({ matchedBy: 'gtin', similarity: 100 })).toBe('Matched by barcode');
    expect(matchText({ matchedBy: 'name', similarity: 87 })).toBe('Matched by name, 87 % similar');
  });

  it('shows a price in the currency the page named, or as written when it is no ISO code', () => {
    expect(formatPagePrice(12.49, 'USD')).toBe('$12.49');
    expect(formatPagePrice(12.49, 'EUR')).toBe('€12.49');
    expect(formatPagePrice(12.5, 'US$')).toBe('12.50 US$');
    expect(formatPagePrice(12.5, undefined)).toBe('12.50');
  });

  it("says a page's status, or that it was not fetched", () => {
    expect([200, 404, null].map(pageStatusText)).toEqual(['HTTP 200', 'HTTP 404', 'Not fetched']);
  });

  it('names why a page was read in words, and keeps a role it does not know as written', () => {
    expect(['products-feed', 'store-meta', 'storefront', 'a new role'].map(pageRoleText)).toEqual([
      'Product list',
      'Store details',
      'Storefront',
      'a new role',
    ]);
  });
});
