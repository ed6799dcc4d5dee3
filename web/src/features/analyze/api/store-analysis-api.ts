/**
 * The store analysis API: analyse a store, the shopper's history of analyses, and
 * the scan page's url tab. Answers are checked for their kind (lib/api/answer-shape.ts), entry and
 * report both, so a page never renders half a verdict; zod stays off the first load.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  ProductPageCheck,
  StoreAnalysisEntry,
  StoreAnalysisReport,
} from '@shop-scanner/shared/store-analysis';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client';
import { objectWith, UnexpectedAnswerError } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

const entryShape = objectWith<StoreAnalysisEntry>('id', 'url', 'store', 'timestamp', 'analysis');
const reportShape = objectWith<StoreAnalysisReport>(
  'verdict',
  'productType',
  'indicators',
  'storeMetadata',
  'priceAnalysis',
  'riskFactors',
  'evidence',
  'pagesRead',
);

const entryOf = (value: unknown): StoreAnalysisEntry => {
  const entry = entryShape.parse(value);
  reportShape.parse(entry.analysis);
  return entry;
};

export const storeAnalysisEntryAnswer: ResponseSchema<StoreAnalysisEntry> = { parse: entryOf };

export const storeAnalysisHistoryAnswer: ResponseSchema<StoreAnalysisEntry[]> = {
  parse: (value) => {
    if (!Array.isArray(value)) throw new UnexpectedAnswerError('Expected a list of analyses');
    return value.map(entryOf);
  },
};

const productPageShape = objectWith<ProductPageCheck>('url', 'facts', 'catalogueMatch', 'store');

export const productPageCheckAnswer: ResponseSchema<ProductPageCheck> = {
  parse: (value) => {
    const check = productPageShape.parse(value);
    objectWith<ProductPageCheck['facts']>('images', 'sources').parse(check.facts);
    entryOf(check.store);
    return check;
  },
};

export const storeAnalysisQueryKeys = {
  all: ['store-analysis'] as const,
  history: ['store-analysis', 'history'] as const,
};

export const storeAnalysisApi = {
  /** `POST /api/store-analysis`: counted against the plan's store analyses (a repeat is free). */
  analyze: (url: string) =>
    apiRequest('/api/store-analysis', {
      method: 'POST',
      body: { url },
      schema: storeAnalysisEntryAnswer,
    }),
  /** `GET /api/store-analysis/history`: newest first, at most 10. */
  history: (signal?: AbortSignal) =>
    apiRequest('/api/store-analysis/history', { schema: storeAnalysisHistoryAnswer, signal }),
  /** `POST /api/store-analysis/product-page`: the url tab's product page and its store. */
  checkProductPage: (url: string) =>
    apiRequest('/api/store-analysis/product-page', {
      method: 'POST',
      body: { url },
      schema: productPageCheckAnswer,
    }),
};

export const storeAnalysisHistoryQueryOptions = () =>
  queryOptions({
    queryKey: storeAnalysisQueryKeys.history,
    queryFn: ({ signal }) => storeAnalysisApi.history(signal),
    retry: retryTransientOnce,
  });
