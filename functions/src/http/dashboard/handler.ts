import { readDashboard } from '../../domain/dashboard/dashboard-service';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { requireBusiness } from '../business-caller';
import { createGroupHandler } from '../group-handler';

/**
 * The seller dashboard: the calling business's products and their edits, how shoppers met them,
 * its store and that store's latest analysis. Nothing in the route names a business: each sees
 * only its own. Read-only: this Lambda may only read the table.
 */
export const handler = createGroupHandler('dashboard', {
  'GET /api/dashboard': defineRoute({
    handle: async ({ caller }) => {
      const business = await requireBusiness(caller);
      return ok(await readDashboard(business.userId, business.businessName));
    },
  }),
});
