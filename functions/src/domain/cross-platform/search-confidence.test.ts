import { describe, expect, it } from 'vitest';
import { searchConfidenceOf } from './search-confidence';

const m = (matchConfidence: number, platform = 'Amazon') => ({ matchConfidence, platform });

describe('searchConfidenceOf', () => {
  it('is 0.6 x the average confidence + 5 per platform + 15 for a match above 85', () => {
    // Prepare: average 90, two platforms, one match above 85.
    const matches = [m(100, 'Amazon'), m(90, 'eBay'), m(80, 'Amazon')];

    // Act
    const confidence = searchConfidenceOf(matches);

    // Assess: 54 + 10 + 15.
    expect(confidence).toBe(79);
  });

  it('gives no bonus at 85 exactly, and gives it at 86', () => {
    expect(searchConfidenceOf([m(85)])).toBe(56); // 51 + 5
    expect(searchConfidenceOf([m(86)])).toBe(72); // 51.6 + 5 + 15 = 71.6
  });

  it('rounds the sum', () => {
    expect(searchConfidenceOf([m(88), m(87)])).toBe(73); // 52.5 + 5 + 15 = 72.5
  });

  it('stops at 100', () => {
    const many = ['Amazon', 'eBay', 'Etsy', 'Walmart', 'Target', 'Best Buy'].map((p) => m(100, p));

    expect(searchConfidenceOf(many)).toBe(100); // 60 + 30 + 15 = 105
  });

  it('is 0 without matches', () => {
    expect(searchConfidenceOf([])).toBe(0);
  });
});
