/**
 * The cross-platform search API: one search across every platform, and the
 * shopper's last 10 searches kept on the server. Answers are checked for their kind
 * (lib/api/answer-shape.ts), down to the sections the panel renders, so a page never renders half
 * an analysis; zod stays off the page.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CrossPlatformAnalysis,
  CrossPlatformHistoryEntry,
  PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client';
import { listOf, objectWith, UnexpectedAnswerError } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import type { SearchRequestBody } from '../search-form-rules';

const analysisShape = objectWith<CrossPlatformAnalysis>(
  'originalProduct',
  'matches',
  'priceAnalysis',
  'authenticityFlags',
  'recommendations',
  'totalMatches',
  'searchConfidence',
  'platforms',
);
const matchesShape = listOf<PlatformMatch>(
  'platform',
  'url',
  'title',
  'price',
  'matchConfidence',
  'priceRank',
);
const priceAnalysisShape = objectWith<CrossPlatformAnalysis['priceAnalysis']>(
  'lowestPrice',
  'highestPrice',
  'averagePrice',
  'priceSpread',
  'insights',
);
const flagsShape = objectWith<CrossPlatformAnalysis['authenticityFlags']>(
  'identicalImages',
  'similarTitles',
  'priceOutliers',
  'dropshipIndicators',
);
const recommendationsShape = objectWith<CrossPlatformAnalysis['recommendations']>(
  'bestValue',
  'mostTrusted',
  'fastest',
  'warnings',
);
const entryShape = objectWith<CrossPlatformHistoryEntry>('id', 'query', 'timestamp', 'analysis');

const analysisOf = (value: unknown): CrossPlatformAnalysis => {
  const analysis = analysisShape.parse(value);
  matchesShape.parse(analysis.matches);
  priceAnalysisShape.parse(analysis.priceAnalysis);
  flagsShape.parse(analysis.authenticityFlags);
  recommendationsShape.parse(analysis.recommendations);
  if (!Array.isArray(analysis.platforms)) {
    throw new UnexpectedAnswerError('Expected the list of platforms searched');
  }
  return analysis;
};

export const crossPlatformAnalysisAnswer: ResponseSchema<CrossPlatformAnalysis> = {
  parse: analysisOf,
};

export const crossPlatformHistoryAnswer: ResponseSchema<CrossPlatformHistoryEntry[]> = {
  parse: (value) => {
    if (!Array.isArray(value)) throw new UnexpectedAnswerError('Expected a list of searches');
    return value.map((item) => {
      const entry = entryShape.parse(item);
      analysisOf(entry.analysis);
      return entry;
    });
  },
};

export const crossPlatformQueryKeys = {
  all: ['cross-platform'] as const,
  history: ['cross-platform', 'history'] as const,
};

export const crossPlatformApi = {
  /** `POST /api/cross-platform-search`: one use of the month's searches per distinct search. */
  search: (body: SearchRequestBody) =>
    apiRequest('/api/cross-platform-search', {
      method: 'POST',
      body,
      schema: crossPlatformAnalysisAnswer,
    }),
  /** `GET /api/cross-platform-search/history`: newest first, at most 10. */
  history: (signal?: AbortSignal) =>
    apiRequest('/api/cross-platform-search/history', {
      schema: crossPlatformHistoryAnswer,
      signal,
    }),
};

export const crossPlatformHistoryQueryOptions = () =>
  queryOptions({
    queryKey: crossPlatformQueryKeys.history,
    queryFn: ({ signal }) => crossPlatformApi.history(signal),
    retry: retryTransientOnce,
  });
