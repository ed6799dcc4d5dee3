/**
 * Payments and billing contracts.
 * Stripe is the system of record: these are the shapes the billing API answers with, read from
 * Stripe (payment methods, invoices) or from the table's mirror of Stripe's events (subscription,
 * payment attempts, notifications). Money is in cents with currency usd.
 */
import { z } from 'zod';
import { billingEventNames } from './billing-rules';
import { boundedString } from './bounded-string';
import { planIds } from './plans';
import { watchEventNames } from './price-watch-rules';
import {
  checkoutIntentTypes,
  invoiceStatuses,
  paidPlanIds,
  paymentAttemptOutcomes,
} from './billing-rules';
import { subscriptionSchema } from './subscription';
import { TEXT_LIMITS } from './text-limits';

export * from './billing-rules';

/**
 * The start of a checkout, answered by all three checkout calls. Nothing the shopper has not
 * agreed to is left at Stripe: with the 7-day trial only a SetupIntent exists until the card is
 * saved (intentType setup), and the trialing subscription is made from it afterwards; without a
 * trial the subscription waits `incomplete` for the first payment the page confirms (intentType
 * payment), which Stripe never charges by itself. `checkoutId` names what the page completes
 * (`seti_…`) or abandons (`seti_…` or `sub_…`) when the dialog closes.
 */
export const checkoutStartSchema = z.object({
  planId: z.enum(paidPlanIds),
  checkoutId: z.string(),
  /** The subscription being paid for; null while a trial's card is not saved yet. */
  subscriptionId: z.string().nullable(),
  intentType: z.enum(checkoutIntentTypes),
  clientSecret: z.string(),
  /** Cents due now: 0 during a trial. */
  amountDue: z.number().int(),
  /** Cents per period after any trial. */
  amount: z.number().int(),
  currency: z.literal('usd'),
  /** ISO instant when the trial would end if the card were saved now, or null without a trial. */
  trialEnd: z.iso.datetime().nullable(),
  /** The e-mail the receipt goes to (the user's, or the one given). */
  customerEmail: z.string(),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

/** `POST /api/subscription/upgrade {planId}`. */
export const upgradeRequestSchema = z.strictObject({ planId: z.enum(paidPlanIds) });
/**
 * Answer: the subscription as it is now, where the checkout happens, and the checkout to confirm.
 */
export const upgradeResponseSchema = subscriptionSchema.extend({
  checkoutUrl: z.string(),
  checkout: checkoutStartSchema,
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** The text for an e-mail address that is not one. */
const invalidEmail = 'Please enter a valid email address';

/** `POST /api/subscriptions/create-checkout-session`. */
export const checkoutSessionRequestSchema = z.strictObject({
  planId: z.enum(paidPlanIds),
  customerEmail: boundedString(TEXT_LIMITS.email, { tooLong: invalidEmail, notText: invalidEmail })
    .pipe(z.email(invalidEmail))
    .optional(),
  savePaymentMethod: z.boolean().optional(),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/**
 * A Stripe id with one of its prefixes (`pm`, `in`, `seti`, ...): letters and digits after it. The
 * length is bounded before the pattern runs, and a longer id stops there (a prefix, `_` and 255
 * characters fit within it).
 */
export const stripeIdOf = (...prefixes: readonly string[]) =>
  boundedString(TEXT_LIMITS.stripeId, { tooLong: 'Invalid id', notText: 'Invalid id' }).regex(
    new RegExp(`^(?:${prefixes.join('|')})_[A-Za-z0-9]{1,255}$`),
    'Invalid id',
  );

/**
 * `POST /api/subscriptions/checkout/complete`: the page saved the trial's card; the trial starts
 * now (Stripe's `setup_intent.succeeded` webhook does the same, whichever comes first).
 */
export const completeCheckoutRequestSchema = z.strictObject({ checkoutId: stripeIdOf('seti') });
/**
 * `POST /api/subscriptions/checkout/abandon`: the dialog closed without paying or saving a card.
 */
export const abandonCheckoutRequestSchema = z.strictObject({
  checkoutId: stripeIdOf('seti', 'sub'),
});

/**
 * `POST /api/payments/create-intent`: {planId, amount in cents, currency usd}. The
 * server decides the price: an amount that is not the plan's price is refused.
 */
export const createIntentRequestSchema = z.strictObject({
  planId: z.enum(paidPlanIds),
  amount: z.number().int().positive(),
  currency: z.literal('usd'),
});
export const createIntentResponseSchema = checkoutStartSchema.extend({
  client_secret: z.string(),
});

/** `POST /api/payment-methods/setup-intent`: a SetupIntent to add a card in the page. */
export const setupIntentResponseSchema = z.object({ clientSecret: z.string() });

/** A saved payment method, as the subscription page lists it. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  is_default: z.boolean(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.array(paymentMethodSchema);

/** An invoice (Unix seconds, as Stripe gives them; cents). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  created: z.number().int(),
  /** Stripe's window for adding invoice items (looks back one period), as Stripe gives it. */
  period_start: z.number().int(),
  period_end: z.number().int(),
  /** What the invoice bills for: its subscription line's period; null when it has none. */
  service_period: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  /** Stripe's hosted page, where an open invoice is paid (Pay Now). */
  hosted_invoice_url: z.string().nullable(),
  /** Our own download route (the PDF streamed through the API), not Stripe's file URL. */
  invoice_pdf: z.string().nullable(),
  description: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

/** One payment attempt of the user, mirrored from Stripe's payment and invoice events. */
export const paymentAttemptSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  outcome: z.enum(paymentAttemptOutcomes),
  amount: z.number().int(),
  currency: z.string(),
  /** Stripe's decline message, when it failed. */
  failureMessage: z.string().nullable(),
  invoiceId: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const paymentAttemptListSchema = z.array(paymentAttemptSchema);

/**
 * A notification the server wrote for the user: a billing event, or a fired watch (a wishlist
 * item's price drop or return to stock, a price alert reaching its target). The SPA turns each
 * into the spec's toast by its `event` and `data` (a watch's words: price-watch-rules.ts).
 */
export const notificationSchema = z.object({
  id: z.string(),
  event: z.enum([...billingEventNames, ...watchEventNames]),
  at: z.iso.datetime(),
  data: z.object({
    // A fired watch's facts (WatchFacts), in dollars.
    productId: z.string().optional(),
    productName: z.string().optional(),
    store: z.string().optional(),
    newPrice: z.number().optional(),
    oldPrice: z.number().nullable().optional(),
    priceDropPercentage: z.number().optional(),
    storeTrustScore: z.number().optional(),
    // A billing event's.
    planId: z.enum(planIds).optional(),
    status: z.string().optional(),
    /** Cents. */
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    /** ISO instant: period end (canceled), due date (upcoming). */
    date: z.iso.datetime().optional(),
    invoiceId: z.string().optional(),
    failureMessage: z.string().optional(),
  }),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
