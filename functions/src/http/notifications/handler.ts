import { listNotifications } from '../../data/billing-records';
import { createGroupHandler } from '../group-handler';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';

/** What the server has told the user lately (billing events today), newest first. */
export const handler = createGroupHandler('notifications', {
  'GET /api/notifications': defineRoute({
    handle: async ({ caller }) => ok(await listNotifications(requireCaller(caller).userId)),
  }),
});
