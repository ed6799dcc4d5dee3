import { apiMessages } from '@shop-scanner/shared/messages';
import { getOrCreateProfile } from '../../domain/accounts/profile-service';
import { Forbidden } from '../../lib/errors';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../../lib/http/group-handler';
import { ok } from '../../lib/http/responses';

/**
 * The seller dashboard is a placeholder in the spec. It answers who the business is, and nothing
 * it cannot know (no made-up sales figures).
 */
export const handler = createGroupHandler('dashboard', {
  'GET /api/dashboard': defineRoute({
    handle: async ({ caller }) => {
      const profile = await getOrCreateProfile(requireCaller(caller));
      // The adapter checked the token's claim; the profile, fixed at sign-up, has the last word.
      if (profile.type !== 'business') throw new Forbidden(apiMessages.forbiddenAccountType);
      return ok({ businessName: profile.businessName ?? profile.name, status: 'coming-soon' });
    },
  }),
});
