import { z } from 'zod';
import {
  abandonCheckoutRequestSchema,
  checkoutSessionRequestSchema,
  completeCheckoutRequestSchema,
  createIntentRequestSchema,
  invoiceFileName,
  planPriceCents,
  stripeIdOf,
} from '@shop-scanner/shared/billing';
import { billingMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { listPaymentAttempts } from '../../data/billing-records';
import { abandonCheckout } from '../../domain/billing/abandon-checkout';
import { startCheckout } from '../../domain/billing/checkout';
import { completeTrialCheckout } from '../../domain/billing/trial-checkout';
import { billingUserOf } from '../../domain/billing/customers';
import { invoicePdf, listInvoices } from '../../domain/billing/invoices';
import {
  deletePaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
  startAddingPaymentMethod,
} from '../../domain/billing/payment-methods';
import { receiveWebhook } from '../../domain/billing/webhook';
import { InvalidInput } from '../../lib/errors';
import type { Caller } from '../../lib/http/caller';
import { createGroupHandler } from '../group-handler';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { json, noContent, ok } from '../../lib/http/responses';

const methodParams = z.strictObject({ id: stripeIdOf('pm') });
const invoiceParams = z.strictObject({ id: stripeIdOf('in') });

const billingUser = (caller: Caller | undefined) => billingUserOf(requireCaller(caller));

/** The payments and billing group, and Stripe's webhook. */
export const handler = createGroupHandler('billing', {
  'POST /api/subscriptions/create-checkout-session': defineRoute({
    body: checkoutSessionRequestSchema,
    handle: async ({ caller, body }) =>
      ok(
        await startCheckout({
          user: billingUser(caller),
          planId: body.planId,
          ...(body.customerEmail ? { customerEmail: body.customerEmail } : {}),
        }),
      ),
  }),
  'POST /api/payments/create-intent': defineRoute({
    body: createIntentRequestSchema,
    handle: async ({ caller, body }) => {
      // The server decides the price: the client's amount must be the plan's.
      if (body.amount !== planPriceCents(plans[body.planId].price))
        throw new InvalidInput({ amount: [billingMessages.amountMismatch] });
      const checkout = await startCheckout({ user: billingUser(caller), planId: body.planId });
      return ok({ ...checkout, client_secret: checkout.clientSecret });
    },
  }),
  'POST /api/subscriptions/checkout/complete': defineRoute({
    body: completeCheckoutRequestSchema,
    handle: async ({ caller, body }) =>
      ok(await completeTrialCheckout(requireCaller(caller).userId, body.checkoutId)),
  }),
  'POST /api/subscriptions/checkout/abandon': defineRoute({
    body: abandonCheckoutRequestSchema,
    handle: async ({ caller, body }) =>
      ok({ outcome: await abandonCheckout(requireCaller(caller).userId, body.checkoutId) }),
  }),
  'GET /api/payment-methods': defineRoute({
    handle: async ({ caller }) => ok(await listPaymentMethods(requireCaller(caller).userId)),
  }),
  'POST /api/payment-methods/setup-intent': defineRoute({
    handle: async ({ caller }) => ok(await startAddingPaymentMethod(billingUser(caller))),
  }),
  'DELETE /api/payment-methods/{id}': defineRoute({
    params: methodParams,
    handle: async ({ caller, params }) => {
      await deletePaymentMethod(requireCaller(caller).userId, params.id);
      return noContent();
    },
  }),
  'POST /api/payment-methods/{id}/set-default': defineRoute({
    params: methodParams,
    handle: async ({ caller, params }) =>
      ok(await setDefaultPaymentMethod(requireCaller(caller).userId, params.id)),
  }),
  'GET /api/billing/invoices': defineRoute({
    handle: async ({ caller }) => ok(await listInvoices(requireCaller(caller).userId)),
  }),
  'GET /api/billing/invoices/{id}/download': defineRoute({
    params: invoiceParams,
    handle: async ({ caller, params }) => {
      const pdf = await invoicePdf(requireCaller(caller).userId, params.id);
      return {
        statusCode: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${invoiceFileName(params.id)}"`,
          'cache-control': 'no-store',
        },
        body: pdf.toString('base64'),
        isBase64Encoded: true,
      };
    },
  }),
  'GET /api/billing/payment-attempts': defineRoute({
    handle: async ({ caller }) => ok(await listPaymentAttempts(requireCaller(caller).userId)),
  }),
  // No body schema: the adapter must not parse the body; the signature covers its exact bytes.
  'POST /api/billing/webhook': defineRoute({
    handle: async ({ event }) => {
      const received = await receiveWebhook({
        body: event.body,
        isBase64Encoded: event.isBase64Encoded,
        signature: event.headers['stripe-signature'],
      });
      return json(200, { received: true, id: received.id });
    },
  }),
});
