import { describe, expect, it } from 'vitest';
import { median, modifiedZOutliers } from './robust-outliers';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('modifiedZOutliers', () => {
  it('finds a price far from the others, on either side', () => {
    // Prepare: median 10, deviations 0, 0.5, 0.5, 1, 1, 6, 90 -> MAD 1.
    const prices = [10, 10.5, 9.5, 11, 9, 4, 100];

    // Act
    const reading = modifiedZOutliers(prices);

    // Assess: (4 - 10) x 0.6745 = -4.047 and (100 - 10) x 0.6745 = 60.705, both beyond 3.5.
    expect(reading?.median).toBe(10);
    expect(reading?.mad).toBe(1);
    expect(reading?.outliers.map((o) => [o.index, o.value])).toEqual([
      [5, 4],
      [6, 100],
    ]);
    expect(reading?.outliers[0]?.score).toBeCloseTo(-4.047, 3);
    expect(reading?.outliers[1]?.score).toBeCloseTo(60.705, 3);
  });

  it('does not flag a price just inside 3.5', () => {
    // Prepare: median 10, MAD 1; 15 scores 0.6745 x 5 = 3.37.
    const reading = modifiedZOutliers([9, 10, 11, 10, 15]);

    expect(reading?.outliers).toEqual([]);
  });

  it('says nothing about fewer than 4 prices, however far apart', () => {
    expect(modifiedZOutliers([10, 11, 1000])).toBeUndefined();
    expect(modifiedZOutliers([])).toBeUndefined();
  });

  it('says nothing when most prices are equal (a MAD of 0)', () => {
    expect(modifiedZOutliers([10, 10, 10, 10, 500])).toBeUndefined();
  });
});
