import { upgradeRequestSchema } from '@shop-scanner/shared/billing';
import { usageRequestSchema } from '@shop-scanner/shared/subscription';
import { startCheckout } from '../../domain/billing/checkout';
import { billingUserOf } from '../../domain/billing/customers';
import {
  cancelAtPeriodEnd,
  downgradeToFree,
  reactivate,
} from '../../domain/billing/subscription-changes';
import { recordUsage, subscriptionView } from '../../domain/usage/subscription-service';
import { createGroupHandler } from '../group-handler';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';

/** The subscription group: the plan and its usage, and the changes a shopper makes to the plan. */
export const handler = createGroupHandler('subscription', {
  // Never a 404 for a user without a stored subscription: the spec's client treats that 404 as
  // "the free plan with a 30-day period and zero usage", so the server answers exactly
  // that itself, with the usage it really counted this month instead of a made-up zero.
  'GET /api/subscription': defineRoute({
    handle: async ({ caller }) => ok(await subscriptionView(requireCaller(caller).userId)),
  }),
  'POST /api/subscription/usage': defineRoute({
    body: usageRequestSchema,
    handle: async ({ caller, body }) =>
      ok(await recordUsage(requireCaller(caller).userId, body.feature)),
  }),
  // The spec's upgrade answers the subscription with a checkoutUrl; the checkout happens inside
  // /pricing, so the answer also carries what that page confirms.
  'POST /api/subscription/upgrade': defineRoute({
    body: upgradeRequestSchema,
    handle: async ({ caller, body }) => {
      const user = billingUserOf(requireCaller(caller));
      const checkout = await startCheckout({ user, planId: body.planId });
      const subscription = await subscriptionView(user.userId);
      return ok({ ...subscription, checkoutUrl: `/pricing?checkout=${body.planId}`, checkout });
    },
  }),
  'POST /api/subscription/cancel': defineRoute({
    handle: async ({ caller }) => ok(await cancelAtPeriodEnd(requireCaller(caller).userId)),
  }),
  'POST /api/subscription/reactivate': defineRoute({
    handle: async ({ caller }) => ok(await reactivate(requireCaller(caller).userId)),
  }),
  'POST /api/subscription/downgrade': defineRoute({
    handle: async ({ caller }) => ok(await downgradeToFree(requireCaller(caller).userId)),
  }),
});
