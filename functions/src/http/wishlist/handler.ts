/**
 * The wishlist endpoint group: a shopper's items, collections, stats and price drops (signed
 * in), and a collection's page (public: its owner's with a token, a public collection's for anyone). Each
 * route validates with the shared schemas and delegates to domain/wishlist.
 */
import {
  addWishlistItemSchema,
  collectionPathSchema,
  createCollectionSchema,
  priceDropPathSchema,
  priceDropsQuerySchema,
  updateCollectionSchema,
  updateWishlistItemSchema,
  wishlistItemPathSchema,
  wishlistItemsQuerySchema,
} from '@shop-scanner/shared/wishlist';
import {
  collectionPage,
  createWishlistCollection,
  listWishlistCollections,
  removeWishlistCollection,
  updateWishlistCollection,
} from '../../domain/wishlist/wishlist-collections';
import {
  addWishlistItem,
  listWishlistItems,
  removeWishlistItem,
  updateWishlistItem,
} from '../../domain/wishlist/wishlist-items';
import {
  listPriceDrops,
  markAllPriceDropsRead,
  markPriceDropRead,
} from '../../domain/wishlist/wishlist-price-drops';
import { wishlistStats } from '../../domain/wishlist/wishlist-stats';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { optionalCaller } from '../../lib/http/optional-caller';
import { created, noContent, ok } from '../../lib/http/responses';
import { createGroupHandler } from '../group-handler';

export const handler = createGroupHandler('wishlist', {
  'GET /api/wishlist/items': defineRoute({
    query: wishlistItemsQuerySchema,
    handle: async ({ query, caller }) =>
      ok(await listWishlistItems(requireCaller(caller).userId, query)),
  }),

  'POST /api/wishlist/items': defineRoute({
    body: addWishlistItemSchema,
    handle: async ({ body, caller }) =>
      created(await addWishlistItem(requireCaller(caller).userId, body)),
  }),

  'PUT /api/wishlist/items/{id}': defineRoute({
    params: wishlistItemPathSchema,
    body: updateWishlistItemSchema,
    handle: async ({ params: { id }, body, caller }) =>
      ok(await updateWishlistItem(requireCaller(caller).userId, id, body)),
  }),

  'DELETE /api/wishlist/items/{id}': defineRoute({
    params: wishlistItemPathSchema,
    handle: async ({ params: { id }, caller }) => {
      await removeWishlistItem(requireCaller(caller).userId, id);
      return noContent();
    },
  }),

  'GET /api/wishlist/collections': defineRoute({
    handle: async ({ caller }) => ok(await listWishlistCollections(requireCaller(caller).userId)),
  }),

  'POST /api/wishlist/collections': defineRoute({
    body: createCollectionSchema,
    handle: async ({ body, caller }) =>
      created(await createWishlistCollection(requireCaller(caller).userId, body)),
  }),

  'PUT /api/wishlist/collections/{id}': defineRoute({
    params: collectionPathSchema,
    body: updateCollectionSchema,
    handle: async ({ params: { id }, body, caller }) =>
      ok(await updateWishlistCollection(requireCaller(caller).userId, id, body)),
  }),

  'DELETE /api/wishlist/collections/{id}': defineRoute({
    params: collectionPathSchema,
    handle: async ({ params: { id }, caller }) => {
      await removeWishlistCollection(requireCaller(caller).userId, id);
      return noContent();
    },
  }),

  // Public: no authorizer runs, so a token that came along is verified here (a bad one is 401).
  'GET /api/wishlist/collections/{id}': defineRoute({
    params: collectionPathSchema,
    handle: async ({ params: { id }, caller, event }) =>
      ok(await collectionPage(id, (caller ?? (await optionalCaller(event)))?.userId)),
  }),

  'GET /api/wishlist/stats': defineRoute({
    handle: async ({ caller }) => ok(await wishlistStats(requireCaller(caller).userId)),
  }),

  'GET /api/wishlist/price-drops': defineRoute({
    query: priceDropsQuerySchema,
    handle: async ({ query, caller }) =>
      ok(await listPriceDrops(requireCaller(caller).userId, query)),
  }),

  'PUT /api/wishlist/price-drops/{id}/read': defineRoute({
    params: priceDropPathSchema,
    handle: async ({ params: { id }, caller }) =>
      ok(await markPriceDropRead(requireCaller(caller).userId, id)),
  }),

  'PUT /api/wishlist/price-drops/read': defineRoute({
    handle: async ({ caller }) => ok(await markAllPriceDropsRead(requireCaller(caller).userId)),
  }),
});
