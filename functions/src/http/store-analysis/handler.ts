/**
 * The store-analysis group: analyse a store, the shopper's history, and the scan
 * page's url tab. Each route validates with the shared schemas and delegates to the store-check
 * services; every outbound fetch goes through the one safe fetcher.
 */
import {
  productPageRequestSchema,
  storeAnalysisMessages,
  storeAnalysisRequestSchema,
} from '@shop-scanner/shared/store-analysis';
import { checkProductPage } from '../../domain/analysis-requests/product-page-service';
import {
  analyzeStoreForShopper,
  storeAnalysisHistory,
} from '../../domain/analysis-requests/store-analysis-service';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { ok } from '../../lib/http/responses';
import { safeFetcher } from '../../lib/safe-fetch';

export const handler = createGroupHandler('store-analysis', {
  'POST /api/store-analysis': defineRoute({
    body: storeAnalysisRequestSchema,
    invalidMessage: storeAnalysisMessages.invalidUrl,
    handle: async ({ body, caller }) =>
      ok(
        await analyzeStoreForShopper({
          userId: requireCaller(caller).userId,
          url: body.url,
          fetcher: safeFetcher,
        }),
      ),
  }),

  'GET /api/store-analysis/history': defineRoute({
    handle: async ({ caller }) => ok(await storeAnalysisHistory(requireCaller(caller).userId)),
  }),

  'POST /api/store-analysis/product-page': defineRoute({
    body: productPageRequestSchema,
    // 'Please enter a product URL' for an empty field, 'Invalid URL format' for a malformed one.
    invalidMessage: (fieldErrors) => fieldErrors.url?.[0] ?? storeAnalysisMessages.invalidUrl,
    handle: async ({ body, caller }) =>
      ok(
        await checkProductPage({
          userId: requireCaller(caller).userId,
          url: body.url,
          fetcher: safeFetcher,
        }),
      ),
  }),
});
