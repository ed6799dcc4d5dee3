/**
 * The sellers endpoint group: what a business writes from its dashboard (its own store's website
 * and verification, its offer feeds), apart from the dashboard's read-only Lambda. Business
 * accounts only; each business reaches only its own store and feeds.
 */
import { businessStoreRequestSchema } from '@shop-scanner/shared/business-store';
import { apiMessages } from '@shop-scanner/shared/messages';
import { offerFeedIdParamsSchema } from '@shop-scanner/shared/offer-feed';
import { getUser } from '../../data/users';
import {
  nameWebsite,
  readStore,
  verifyStore,
} from '../../domain/business-store/business-store-service';
import { readFeed, recentFeeds, uploadFeed } from '../../domain/offer-feeds/upload-feed';
import { Forbidden } from '../../lib/errors';
import type { Caller } from '../../lib/http/caller';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { json, ok } from '../../lib/http/responses';
import { createGroupHandler } from '../group-handler';
import { readFeedBody } from './feed-body';

/**
 * The adapter checked the token's account type; the profile, fixed at sign-up, has the last
 * word. The business's name is the store name its prices are shown under.
 */
const requireBusiness = async (caller: Caller | undefined) => {
  const who = requireCaller(caller);
  const profile = await getUser(who.userId);
  if ((profile?.type ?? who.accountType) !== 'business') {
    throw new Forbidden(apiMessages.forbiddenAccountType);
  }
  const storeName = profile?.businessName ?? who.businessName ?? profile?.name ?? who.email;
  return { userId: who.userId, storeName };
};

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
      const seller = await requireBusiness(caller);
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
