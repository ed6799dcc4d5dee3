/**
 * Month items: the points that left a product's window, one item per product and calendar month
 * (UTC), packed like the window. A month is normally written once, whole, when it leaves the
 * window (history-window.ts); later points of the same month (an import of older prices) are
 * added to it. If a month ever outgrows the byte budget (history-budget.ts), its points go on in
 * a further part of the month, so no item grows past the budget whatever arrives: parts are
 * numbered from 0 and a reader takes the points of all of them.
 */
import { oldestFirst, pointKey, type HistoryPoint } from './history-point';
import { PACKED_HISTORY_BUDGET_BYTES, runsWithinBudget } from './history-budget';

/** One stored part of a month. */
export interface MonthPart {
  readonly part: number;
  /** Oldest first. */
  readonly points: readonly HistoryPoint[];
}

/** A part to write: the last part rewritten with more points, or a new one. */
export interface MonthPartWrite extends MonthPart {
  readonly isNew: boolean;
}

/**
 * The parts to write for new points of a month, given its stored parts: points already stored
 * (any part) are dropped, the rest join the last part while it fits the budget, and the overflow
 * opens new parts. Earlier, full parts are never rewritten. Nothing to write when nothing is new.
 */
export const appendToMonth = (
  stored: readonly MonthPart[],
  incoming: readonly HistoryPoint[],
  budget = PACKED_HISTORY_BUDGET_BYTES,
): MonthPartWrite[] => {
  const known = new Set(stored.flatMap((part) => part.points.map(pointKey)));
  const fresh = incoming.filter((point) => {
    const key = pointKey(point);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  if (fresh.length === 0) return [];
  const last = [...stored].sort((a, b) => a.part - b.part).at(-1);
  const merged = [...(last?.points ?? []), ...fresh].sort(oldestFirst);
  return runsWithinBudget(merged, budget).map((points, i) => ({
    part: (last?.part ?? 0) + i,
    points,
    isNew: last === undefined || i > 0,
  }));
};
