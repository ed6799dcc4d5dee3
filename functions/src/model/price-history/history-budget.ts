/**
 * Every item holding history stays bounded whatever arrives: 100 KB per item at most
 * (DynamoDB's own limit is 400 KB). The packed history of one item (a product's window, or one
 * part of a month) may take at most PACKED_HISTORY_BUDGET_BYTES, which leaves a product item
 * over 35 KB for its own fields (offers, texts, tokens: a few kilobytes). At 9 to 15 bytes a
 * point that is 4,000 to 7,000 points: 8 stores changing daily fill a month to about 4 KB and a
 * window to 15 KB at most, so the budget binds only on a flood (dozens of changes a day per store),
 * and then it rolls points out early or opens another part of the month rather than grow an item.
 */
import { attributeValueSize } from '../../lib/dynamodb-item-size';
import { timeOf, type HistoryPoint } from './history-point';
import { packHistory } from './history-packing';

export const PACKED_HISTORY_BUDGET_BYTES = 64 * 1024;

/** The bytes DynamoDB counts for these points packed (the packed map's value). */
export const packedSize = (points: readonly HistoryPoint[]): number =>
  attributeValueSize(packHistory(points));

const base36Length = (n: number): number => {
  let length = 1;
  for (let rest = n; rest >= 36; rest = Math.floor(rest / 36)) length += 1;
  return length;
};

/** The packed map's fixed part: its overhead, `v`, `since` and the names of its four fields. */
const PACKED_FIXED_BYTES = 64;

/**
 * An upper bound of packedSize from lengths alone, for points oldest first: every delta is at
 * most the span from the first point to the last, every head at most the last store's. Packing
 * parses every time; this parses two, so the check on every append costs next to nothing.
 */
export const packedSizeBound = (points: readonly HistoryPoint[]): number => {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return PACKED_FIXED_BYTES;
  const stores = new Set(points.map((p) => p.store));
  const deltaLength = base36Length(Math.max(0, timeOf(last) - timeOf(first)));
  const headLength = base36Length(stores.size * 8);
  let bytes = PACKED_FIXED_BYTES;
  for (const store of stores) bytes += 1 + Buffer.byteLength(store, 'utf8');
  for (const p of points) {
    // The space before it, head, dot, delta, dot, price; then the optional fields with dots.
    bytes += 3 + headLength + deltaLength + base36Length(p.price);
    if (p.originalPrice !== undefined || p.shippingCost)
      bytes += 1 + base36Length(p.originalPrice ?? 0);
    if (p.shippingCost) bytes += 1 + base36Length(p.shippingCost);
  }
  return bytes;
};

/** The least n for which `fits(n)` holds, given that it holds for every n above it up to `high`. */
const leastFitting = (low: number, high: number, fits: (n: number) => boolean): number => {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
};

/**
 * How many of the oldest points (sorted oldest first) must leave so that the rest pack within the
 * budget. Never splits an instant: the points left behind are all strictly newer than those that
 * leave, so "everything from this instant on" describes the rest exactly.
 */
export const oldestOverBudget = (points: readonly HistoryPoint[], budget: number): number => {
  if (packedSizeBound(points) <= budget || packedSize(points) <= budget) return 0;
  let cut = leastFitting(1, points.length, (n) => packedSize(points.slice(n)) <= budget);
  while (cut < points.length && timeOf(points[cut - 1]!) === timeOf(points[cut]!)) cut += 1;
  return cut;
};

/** The points (oldest first) in consecutive runs that each pack within the budget. */
export const runsWithinBudget = (
  points: readonly HistoryPoint[],
  budget: number,
): HistoryPoint[][] => {
  const runs: HistoryPoint[][] = [];
  let rest = points;
  while (rest.length > 0) {
    const remaining = rest;
    // The longest run that fits: at least one point, whatever its size (a point is bytes).
    const length =
      packedSize(remaining) <= budget
        ? remaining.length
        : Math.max(
            1,
            leastFitting(1, remaining.length, (n) => packedSize(remaining.slice(0, n)) > budget) -
              1,
          );
    runs.push(remaining.slice(0, length));
    rest = remaining.slice(length);
  }
  return runs;
};
