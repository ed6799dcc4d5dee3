import { describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { assessAuthenticity } from './authenticity';

const offer = (price: number, trustScore: number): StoreOffer => ({
  name: `Store ${price}-${trustScore}`,
  url: 'https://store.example',
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 2 },
  trustScore,
  lastUpdated: '2025-01-01T00:00:00.000Z',
});

describe('assessAuthenticity', () => {
  it('has no score and is not verified without offers', () => {
    expect(assessAuthenticity([])).toEqual({ authenticity: null, verified: false });
  });

  it('scores consistent offers by the average trust of their stores', () => {
    const result = assessAuthenticity([offer(10, 95), offer(11, 90), offer(12, 85)]);

    expect(result.authenticity).toEqual({
      score: 90,
      factors: [
        'Sold by 3 stores with an average trust score of 90',
        'No offer is more than 30% below the median price',
      ],
    });
    expect(result.verified).toBe(true);
  });

  it('takes 15 points off an offer below 70% of the median, and says how far below', () => {
    const result = assessAuthenticity([
      offer(100, 90),
      offer(100, 90),
      offer(100, 90),
      offer(55, 90),
    ]);

    expect(result.authenticity?.score).toBe(75);
    expect(result.authenticity?.factors).toContain('One offer is 45% below the median price');
    expect(result.verified).toBe(false);
  });

  it('counts several suspicious offers', () => {
    const result = assessAuthenticity([
      offer(100, 80),
      offer(100, 80),
      offer(100, 80),
      offer(50, 80),
      offer(40, 80),
    ]);

    expect(result.authenticity?.score).toBe(50);
    expect(result.authenticity?.factors[1]).toBe(
      '2 offers are more than 30% below the median price (up to 60%)',
    );
  });

  it('takes 10 points off a single store, which leaves nothing to compare', () => {
    const result = assessAuthenticity([offer(30, 85)]);

    expect(result.authenticity).toEqual({
      score: 75,
      factors: [
        'Sold by one store with a trust score of 85',
        'Only one store sells it, so its price cannot be compared',
      ],
    });
  });

  it('never goes below 0', () => {
    const result = assessAuthenticity([
      offer(100, 10),
      offer(100, 10),
      offer(100, 10),
      offer(10, 10),
      offer(10, 10),
      offer(100, 10),
    ]);

    expect(result.authenticity?.score).toBe(0);
  });
});
