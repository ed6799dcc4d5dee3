/**
 * The sellers endpoint group: what a business writes from its dashboard (its own store's website
 * and verification, its offer feeds), apart from the dashboard's read-only Lambda. Business
 * accounts only; each business reaches only its own store and feeds.
 */
import { businessStoreRequestSchema } from '@shop-scanner/shared/business-store';
import { offerFeedIdParamsSchema } from '@shop-scanner/shared/offer-feed';
import {
  nameWebsite,
  readStore,
  verifyStore,
} from '../../domain/business-store/business-store-service';
import { readFeed, recentFeeds, uploadFeed } from '../../domain/offer-feeds/upload-feed';
import { defineRoute } from '../../lib/http/define-route';
import { requireBusiness } from '../business-caller';
import { json, ok } from '../../lib/http/responses';
import { createGroupHandler } from '../group-handler';
import { readFeedBody } from './feed-body';

export const handler = createGroupHandler('sellers', {
  'GET /api/dashboard/store': defineRoute({
    handle: async ({ caller }) => {
      const { userId } = await requireBusiness(caller);
      return ok({ store: await readStore(userId) });
    },
  }),

  'PUT /api/dashboard/store': defineRoute({
    body: businessStoreRequestSchema,
    handle: async ({ body, caller }) => {
      const { userId } = await requireBusiness(caller);
      return ok({ store: await nameWebsite(userId, body.website) });
    },
  }),

  'POST /api/dashboard/store/verify': defineRoute({
    handle: async ({ caller }) => {
      const { userId } = await requireBusiness(caller);
      return ok(await verifyStore(userId));
    },
  }),

  'POST /api/dashboard/offer-feeds': defineRoute({
    handle: async ({ caller, event }) => {
      const { userId, businessName } = await requireBusiness(caller);
      const seller = { userId, storeName: businessName };
      // 202: the report is final, the rows' ingestion goes on after the answer.
      return json(202, await uploadFeed(seller, readFeedBody(event)));
    },
  }),

  'GET /api/dashboard/offer-feeds': defineRoute({
    handle: async ({ caller }) => {
      const { userId } = await requireBusiness(caller);
      return ok({ feeds: await recentFeeds(userId) });
    },
  }),

  'GET /api/dashboard/offer-feeds/{id}': defineRoute({
    params: offerFeedIdParamsSchema,
    handle: async ({ params, caller }) => {
      const { userId } = await requireBusiness(caller);
      return ok(await readFeed(userId, params.id));
    },
  }),
});
