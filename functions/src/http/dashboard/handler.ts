import { apiMessages } from '@shop-scanner/shared/messages';
import { getUser } from '../../data/users';
import { readDashboard } from '../../domain/dashboard/dashboard-service';
import { Forbidden } from '../../lib/errors';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { ok } from '../../lib/http/responses';

/**
 * The seller dashboard: the calling business's products and their edits, how shoppers met them,
 * its store and that store's latest analysis. Nothing in the route names a business: each sees
 * only its own. Read-only: this Lambda may only read the table.
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
      return ok(await readDashboard(who.userId, businessName));
    },
  }),
});
