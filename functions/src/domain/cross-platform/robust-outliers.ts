/**
 * Price outliers by the modified z-score (Iglewicz and Hoaglin): 0.6745 × (x − median) / MAD,
 * where MAD is the median absolute deviation. Unlike a mean and standard deviation, one wild
 * price cannot hide itself by dragging them along. An absolute score above 3.5 is an outlier.
 *
 * Guarded: with fewer than 4 prices the median says little, and with a MAD of 0 (most prices
 * equal) every other price would score infinity; then nothing is called an outlier.
 */

export const MODIFIED_Z_FACTOR = 0.6745;
export const OUTLIER_SCORE_ABOVE = 3.5;
export const MIN_PRICES_FOR_OUTLIERS = 4;

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface Outlier {
  readonly index: number;
  readonly value: number;
  readonly score: number;
}

export interface OutlierReading {
  readonly median: number;
  readonly mad: number;
  readonly outliers: readonly Outlier[];
}

/** The outliers of a sample, or undefined when the guard holds (too few values, MAD of 0). */
export const modifiedZOutliers = (values: readonly number[]): OutlierReading | undefined => {
  if (values.length < MIN_PRICES_FOR_OUTLIERS) return undefined;
  const centre = median(values);
  const mad = median(values.map((v) => Math.abs(v - centre)));
  if (mad === 0) return undefined;
  const outliers = values
    .map((value, index) => ({ index, value, score: (MODIFIED_Z_FACTOR * (value - centre)) / mad }))
    .filter((o) => Math.abs(o.score) > OUTLIER_SCORE_ABOVE);
  return { median: centre, mad, outliers };
};
