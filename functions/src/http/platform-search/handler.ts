/**
 * The platform-search group: the cross-platform search panel's search and history,
 * and the per-platform routes of the route table, all answering from one engine. A search counts
 * one `crossPlatformSearch` use per distinct search a month, before any work.
 */
import {
  crossPlatformSearchRequestSchema,
  platformSearchQuerySchema,
} from '@shop-scanner/shared/cross-platform';
import { searchPlatforms, type SearchPlatform } from '@shop-scanner/shared/routes';
import {
  crossPlatformHistory,
  searchAcrossPlatforms,
  searchOnePlatform,
} from '../../domain/cross-platform/shopper-search';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { ok } from '../../lib/http/responses';

const platformRoute = (platform: SearchPlatform) =>
  defineRoute({
    query: platformSearchQuerySchema,
    handle: async ({ query, caller }) =>
      ok(await searchOnePlatform(requireCaller(caller).userId, platform, query)),
  });

export const handler = createGroupHandler('platform-search', {
  'POST /api/cross-platform-search': defineRoute({
    body: crossPlatformSearchRequestSchema,
    handle: async ({ body, caller }) =>
      ok(await searchAcrossPlatforms(requireCaller(caller).userId, body)),
  }),

  'GET /api/cross-platform-search/history': defineRoute({
    handle: async ({ caller }) => ok(await crossPlatformHistory(requireCaller(caller).userId)),
  }),

  ...Object.fromEntries(
    searchPlatforms.map((platform) => [`GET /api/search/${platform}`, platformRoute(platform)]),
  ),
});
