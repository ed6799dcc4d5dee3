import { apiMessages } from '@shop-scanner/shared/messages';
import { getUser } from '../../data/users';
import { Forbidden } from '../../lib/errors';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { ok } from '../../lib/http/responses';

/**
 * The seller dashboard is a placeholder in the spec. It answers who the business is, and nothing
 * it cannot know (no made-up sales figures). Read-only: this Lambda may only read the table.
 */
export const handler = createGroupHandler('dashboard', {
  'GET /api/dashboard': defineRoute({
    handle: async ({ caller }) => {
      const who = requireCaller(caller);
      // The adapter checked the token's claim; the profile, fixed at sign-up, has the last word.
      const profile = await getUser(who.userId);
      if ((profile?.type ?? who.accountType) !== 'business') {
        throw new Forbidden(apiMessages.forbiddenAccountType);
      }
      const businessName = profile?.businessName ?? who.businessName ?? profile?.name ?? who.email;
      return ok({ businessName, status: 'coming-soon' });
    },
  }),
});
