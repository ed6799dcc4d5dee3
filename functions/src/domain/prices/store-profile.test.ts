import { describe, expect, it } from 'vitest';
import { defaultStoreProfile, UNKNOWN_STORE_TRUST } from './store-profile';

describe('defaultStoreProfile', () => {
  it('gives a platform the spec names its trust score, however it is written', () => {
    expect(defaultStoreProfile(' amazon ')).toEqual({ trustScore: 95 });
    expect(defaultStoreProfile('ALIEXPRESS')).toEqual({ trustScore: 60 });
  });

  it('gives any other store the lowest moderate score and no rating', () => {
    expect(defaultStoreProfile('Corner Shop')).toEqual({ trustScore: UNKNOWN_STORE_TRUST });
    expect(UNKNOWN_STORE_TRUST).toBe(60);
  });
});
