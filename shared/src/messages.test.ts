import { describe, expect, it } from 'vitest';
import { countOf, productMessages, usageMessages } from './messages';

describe('countOf', () => {
  it.each([
    [0, '0 scans'],
    [1, '1 scan'],
    [2, '2 scans'],
    [11, '11 scans'],
  ])('words %i as %s', (n, text) => {
    expect(countOf(n, 'scan', 'scans')).toBe(text);
  });
});

describe('texts with a count read right for any number', () => {
  it('says one scan, one search, one analysis, one comparison', () => {
    expect(productMessages.scannedRemaining(1)).toBe(
      'Barcode scanned! 1 scan remaining this month',
    );
    expect(usageMessages.scanLimit(1)).toContain('You have 1 scan remaining this month.');
    expect(usageMessages.searchLimit(1)).toBe(
      'Search limit reached. You have 1 search remaining this month.',
    );
    expect(usageMessages.crossPlatformLimit(1)).toContain('1 search remaining');
    expect(usageMessages.storeAnalysisLimit(1)).toContain('1 analysis remaining');
    expect(usageMessages.comparisonLimit(1)).toContain('1 comparison remaining');
  });

  it("keeps the spec's words for zero and for more than one", () => {
    expect(usageMessages.scanLimit(0)).toBe(
      'Scan limit reached. You have 0 scans remaining this month. Upgrade to Premium for unlimited scans.',
    );
    expect(productMessages.scannedRemaining(0)).toBe(
      'Barcode scanned! 0 scans remaining this month',
    );
    expect(usageMessages.searchLimit(2)).toContain('2 searches remaining');
  });
});
