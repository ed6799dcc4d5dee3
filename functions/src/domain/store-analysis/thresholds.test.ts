import { describe, expect, it } from 'vitest';
import { formatNumber, landOn } from './thresholds';

const ladder = [
  { value: 'low', above: 70 },
  { value: 'medium', above: 40 },
] as const;

describe('landOn', () => {
  it('lands on the first step the value is strictly above', () => {
    expect(landOn(71, ladder, 'high')).toEqual({ value: 'low', reason: '71 is above 70' });
    expect(landOn(70, ladder, 'high')).toEqual({ value: 'medium', reason: '70 is above 40' });
    expect(landOn(41, ladder, 'high').value).toBe('medium');
  });

  it('falls to the last band at or below the lowest floor, and says so', () => {
    expect(landOn(40, ladder, 'high')).toEqual({ value: 'high', reason: '40 is not above 40' });
  });
});

describe('formatNumber', () => {
  it('shows at most two decimals', () => {
    expect(formatNumber(63.75)).toBe('63.75');
    expect(formatNumber(80)).toBe('80');
    expect(formatNumber(1 / 3)).toBe('0.33');
  });
});
