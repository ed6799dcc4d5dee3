import { describe, expect, it } from 'vitest';
import { searchUsageKey } from '../../model/products/identifiers';
import { comparisonUsageKey } from './comparison-usage';

describe('comparisonUsageKey', () => {
  it('is one key per product, never a search key', () => {
    expect(comparisonUsageKey('demo-0001')).toBe(comparisonUsageKey('demo-0001'));
    expect(comparisonUsageKey('demo-0001')).not.toBe(comparisonUsageKey('demo-0002'));
    expect(comparisonUsageKey('kettle')).not.toBe(searchUsageKey(['kettle']));
  });
});
