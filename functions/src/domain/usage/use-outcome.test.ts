import { describe, expect, it } from 'vitest';
import { refusedUse } from './use-outcome';

describe('what a refused use write means', () => {
  it('is free when the marker shows the key was counted this month', () => {
    expect(refusedUse({ marker: 'ConditionalCheckFailed', counter: 'None' })).toBe(
      'alreadyCounted',
    );
  });

  it('stays free for a counted key even when the limit is reached too', () => {
    expect(
      refusedUse({ marker: 'ConditionalCheckFailed', counter: 'ConditionalCheckFailed' }),
    ).toBe('alreadyCounted');
  });

  it('is the limit when only the counter refused', () => {
    expect(refusedUse({ marker: 'None', counter: 'ConditionalCheckFailed' })).toBe('limitReached');
    // A use without a key has no marker.
    expect(refusedUse({ counter: 'ConditionalCheckFailed' })).toBe('limitReached');
  });

  it('tries again while another write holds the marker, even at the limit', () => {
    expect(refusedUse({ marker: 'TransactionConflict', counter: 'ConditionalCheckFailed' })).toBe(
      'conflict',
    );
  });

  it('tries again while another write holds the counter', () => {
    expect(refusedUse({ marker: 'None', counter: 'TransactionConflict' })).toBe('conflict');
    expect(refusedUse({ counter: 'TransactionConflict' })).toBe('conflict');
  });

  it('fails on anything else', () => {
    expect(refusedUse({ marker: 'ThrottlingError', counter: 'None' })).toBe('failed');
    expect(refusedUse({})).toBe('failed');
  });
});
