/**
 * The reasons a verdict leads with: the rules that weighed most, by the size of their points
 * whichever way they pushed (a −25 for a week-old domain says more than a +5 for a contact page).
 * The rest of the evidence stays one tap away, so every point of the verdict still shows its
 * evidence. Rules worth no points did not move the score and never lead. On equal weight the
 * store score's own rules come first (the headline number is theirs), then the server's order.
 */
import { scoringSchemes } from '@shop-scanner/shared/store-analysis-rules';
import type { VerdictEvidence } from '@shop-scanner/shared/store-analysis';

export const TOP_REASONS = 3;

export const topReasons = (
  evidence: readonly VerdictEvidence[],
  count: number = TOP_REASONS,
): VerdictEvidence[] =>
  evidence
    .map((item, order) => ({ item, order }))
    .filter(({ item }) => item.points !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.item.points) - Math.abs(a.item.points) ||
        scoringSchemes.indexOf(a.item.scheme) - scoringSchemes.indexOf(b.item.scheme) ||
        a.order - b.order,
    )
    .slice(0, count)
    .map(({ item }) => item);
