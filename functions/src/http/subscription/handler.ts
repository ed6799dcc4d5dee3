import { usageRequestSchema } from '@shop-scanner/shared/subscription';
import { recordUsage, subscriptionView } from '../../domain/usage/subscription-service';
import { createGroupHandler } from '../../lib/http/group-handler';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';

/**
 * The subscription group. Upgrade and cancel answer 501 until the billing issue: a plan can only
 * change through the payment provider, which that issue brings.
 */
export const handler = createGroupHandler('subscription', {
  // Never a 404 for a user without a stored subscription: the spec's client treats that 404 as
  // "the free plan with a 30-day period and zero usage" (part 1 §4), so the server answers exactly
  // that itself, with the usage it really counted this month instead of a made-up zero.
  'GET /api/subscription': defineRoute({
    handle: async ({ caller }) => ok(await subscriptionView(requireCaller(caller).userId)),
  }),
  'POST /api/subscription/usage': defineRoute({
    body: usageRequestSchema,
    handle: async ({ caller, body }) =>
      ok(await recordUsage(requireCaller(caller).userId, body.feature)),
  }),
});
