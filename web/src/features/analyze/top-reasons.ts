/**
 * The reasons a verdict leads with: of the rules that make up its score (the store score; the
 * print-on-demand check and the Shopify assessment keep scores of their own, and their points
 * never moved this one), those that weighed most, by the size of their points whichever way they
 * pushed (a −20 for a dropshipped catalogue says more than a +8 for a contact page). Rules worth
 * no points did not move the score and never lead, nor do the score's starting points and its
 * clamp to 0-100 (they say nothing about the store). On equal weight, the server's order.
 * The rest of the evidence stays one tap away, so every point of the verdict still shows its
 * evidence.
 */
import { isScoreBookkeeping, type ScoringScheme } from '@shop-scanner/shared/store-analysis-rules';
import type { VerdictEvidence } from '@shop-scanner/shared/store-analysis';

export const TOP_REASONS = 3;

/** The scheme whose score is the verdict's authenticity score. */
const VERDICT_SCHEME: ScoringScheme = 'store';

export const topReasons = (
  evidence: readonly VerdictEvidence[],
  count: number = TOP_REASONS,
): VerdictEvidence[] =>
  evidence
    .map((item, order) => ({ item, order }))
    .filter(
      ({ item }) =>
        item.scheme === VERDICT_SCHEME && item.points !== 0 && !isScoreBookkeeping(item.rule),
    )
    .sort((a, b) => Math.abs(b.item.points) - Math.abs(a.item.points) || a.order - b.order)
    .slice(0, count)
    .map(({ item }) => item);
