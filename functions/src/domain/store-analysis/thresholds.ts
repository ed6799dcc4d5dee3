/**
 * The spec's bands all read "above X": risk level (above 70 low, above 40 medium, else high),
 * store health, dropship likelihood, the print-on-demand store classification. One ladder for all
 * of them, and the sentence that says why a value landed where it did.
 */

export interface Step<T> {
  value: T;
  /** The value lands on this step when it is strictly above this floor. */
  above: number;
}

export interface Landing<T> {
  value: T;
  /** "72 is above 70", "40 is not above 40". */
  reason: string;
}

/** Up to two decimals: an average of four integers can be 63.75. */
export const formatNumber = (n: number): string => String(Math.round(n * 100) / 100);

/** The first step (highest floor first) whose floor `n` is above; `otherwise` when none. */
export const landOn = <T>(n: number, steps: readonly Step<T>[], otherwise: T): Landing<T> => {
  const step = steps.find((candidate) => n > candidate.above);
  if (step) return { value: step.value, reason: `${formatNumber(n)} is above ${step.above}` };
  const lowest = steps.at(-1)?.above;
  return {
    value: otherwise,
    reason:
      lowest === undefined ? `${formatNumber(n)}` : `${formatNumber(n)} is not above ${lowest}`,
  };
};
