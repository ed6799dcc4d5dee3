/**
 * The Cross-platform analysis the panel shows, computed from the matches found and nothing else:
 * price analysis, authenticity flags, recommendations and warnings, search confidence. The
 * matches are answered best first (match confidence, then price), at most maxMatches of them;
 * the figures rest on every match found, and totalMatches says how many that was.
 */
import {
  crossPlatformConstants as c,
  type CrossPlatformAnalysis,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import { authenticityFlagsOf } from './authenticity-flags';
import { priceAnalysisOf } from './price-analysis';
import { recommendationsOf } from './recommendations';
import { searchConfidenceOf } from './search-confidence';

export interface AnalysisInput {
  readonly original: CrossPlatformAnalysis['originalProduct'];
  readonly matches: readonly PlatformMatch[];
  /** Content hashes of the matches' images that could be read, by image address. */
  readonly imageHashes: ReadonlyMap<string, string>;
  readonly platforms: CrossPlatformAnalysis['platforms'];
}

/** Best first: the surer match, then the cheaper, then by address for a stable order. */
export const bestFirst = (a: PlatformMatch, b: PlatformMatch): number =>
  b.matchConfidence - a.matchConfidence || a.price - b.price || a.url.localeCompare(b.url);

export const buildCrossPlatformAnalysis = (input: AnalysisInput): CrossPlatformAnalysis => {
  const matches = [...input.matches].sort(bestFirst);
  const originalPrice = input.original.price;
  const authenticityFlags = authenticityFlagsOf(matches, input.imageHashes);
  return {
    originalProduct: input.original,
    matches: matches.slice(0, c.maxMatches),
    priceAnalysis: priceAnalysisOf(matches, originalPrice),
    authenticityFlags,
    recommendations: recommendationsOf(matches, authenticityFlags, originalPrice),
    totalMatches: matches.length,
    searchConfidence: searchConfidenceOf(matches),
    platforms: input.platforms,
  };
};
