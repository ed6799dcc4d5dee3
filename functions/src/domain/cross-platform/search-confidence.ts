/**
 * The search's confidence (docs/cross-platform-search.md#confidence): 0.6 × the average match
 * confidence + 5 per distinct platform + 15 when any match is above 85, rounded, at most 100. No
 * matches: 0 (nothing was found to be confident about).
 */
import {
  crossPlatformConstants as c,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';

export const searchConfidenceOf = (
  matches: readonly Pick<PlatformMatch, 'matchConfidence' | 'platform'>[],
): number => {
  if (matches.length === 0) return 0;
  const average = matches.reduce((sum, m) => sum + m.matchConfidence, 0) / matches.length;
  const platforms = new Set(matches.map((m) => m.platform)).size;
  const strong = matches.some((m) => m.matchConfidence > c.confidenceStrongMatchAbove);
  return Math.min(
    c.confidenceMax,
    Math.round(
      c.confidenceMatchWeight * average +
        c.confidencePerPlatform * platforms +
        (strong ? c.confidenceStrongMatchBonus : 0),
    ),
  );
};
