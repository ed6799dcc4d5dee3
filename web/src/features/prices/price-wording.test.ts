import { describe, expect, it } from 'vitest';
import {
  changeText,
  compareButtonText,
  pointDateText,
  remainingComparisonsText,
} from './price-wording';

describe('price wording', () => {
  it('words the remaining comparisons, or unlimited', () => {
    expect(remainingComparisonsText(null, null)).toBe('Unlimited comparisons');
    expect(remainingComparisonsText(1, 2)).toBe(
      '1 of 2 comparisons left this month, shared with searches',
    );
    expect(remainingComparisonsText(0, 2)).toBe(
      '0 of 2 comparisons left this month, shared with searches',
    );
  });

  it('says on the Compare prices action how many remain, and no count when unlimited', () => {
    expect(compareButtonText({ remaining: 1, limit: 2 })).toBe(
      'Compare prices · 1 of 2 left this month',
    );
    expect(compareButtonText({ remaining: null, limit: null })).toBe('Compare prices');
    expect(compareButtonText(undefined)).toBe('Compare prices');
  });

  it('words a change with its sign, in dollars and percent', () => {
    expect(changeText(1.2, 5.34)).toBe('+$1.20 (+5.3%)');
    expect(changeText(-0.5, -2)).toBe('−$0.50 (−2%)');
    expect(changeText(0, 0)).toBe('No change');
    expect(changeText(null, null)).toBe('Not enough prices to tell');
    expect(changeText(2, null)).toBe('+$2.00');
  });

  it('dates a point by its hour in the last 24 hours, by its day otherwise', () => {
    const iso = '2026-03-02T12:00:00.000Z';
    expect(pointDateText(iso, '30d')).toBe('Mar 2, 2026');
    expect(pointDateText(iso, '24h')).toMatch(/^Mar 2, \d{1,2}:00 [AP]M$/);
  });
});
