/**
 * Each endpoint's parameters as zod schemas over the parsed form (all values strings), and
 * zod's complaints turned into Stripe's: unknown parameters are refused, as Stripe refuses them,
 * so a call the stand-in does not cover fails loudly instead of being half-applied.
 */
import { z } from 'zod';
import { invalidRequest, missingParam, type StripeApiError } from './errors';
import { paramName, type FormObject } from './form';

const integer = z
  .string()
  .regex(/^-?\d+$/, 'Invalid integer')
  .transform(Number);
const positiveInteger = integer.refine((n) => n > 0, 'Must be positive');
const boolean = z.enum(['true', 'false']).transform((v) => v === 'true');
/** Stripe reads an empty value as "unset". */
const nullableString = z.string().transform((v) => (v === '' ? null : v));
const metadata = z.union([z.literal(''), z.record(z.string(), z.string())]);
const expand = z.array(z.string()).optional();
const interval = z.enum(['day', 'week', 'month', 'year']);
const page = {
  limit: positiveInteger.optional(),
  starting_after: z.string().optional(),
  ending_before: z.string().optional(),
  expand,
};

export const customerCreate = z.strictObject({
  email: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  metadata: metadata.optional(),
  expand,
});

export const customerUpdate = z.strictObject({
  email: nullableString.optional(),
  name: nullableString.optional(),
  metadata: metadata.optional(),
  invoice_settings: z
    .strictObject({ default_payment_method: nullableString.optional() })
    .optional(),
  expand,
});

export const retrieve = z.strictObject({ expand });

export const productCreate = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  metadata: metadata.optional(),
  expand,
});

export const priceCreate = z.strictObject({
  product: z.string(),
  unit_amount: integer.refine((n) => n >= 0, 'Must not be negative'),
  currency: z.string().regex(/^[a-zA-Z]{3}$/, 'Invalid currency'),
  recurring: z.strictObject({ interval, interval_count: positiveInteger.optional() }).optional(),
  lookup_key: z.string().optional(),
  transfer_lookup_key: boolean.optional(),
  nickname: z.string().optional(),
  metadata: metadata.optional(),
  expand,
});

export const priceList = z.strictObject({
  lookup_keys: z.array(z.string()).optional(),
  active: boolean.optional(),
  product: z.string().optional(),
  ...page,
});

const paymentSettings = z.strictObject({
  save_default_payment_method: z.enum(['off', 'on_subscription']).optional(),
});

export const subscriptionCreate = z.strictObject({
  customer: z.string(),
  items: z
    .array(z.strictObject({ price: z.string(), quantity: z.literal('1').optional() }))
    .length(1, {
      message: 'The stand-in takes exactly one item',
    }),
  payment_behavior: z.enum(['default_incomplete', 'allow_incomplete']).optional(),
  payment_settings: paymentSettings.optional(),
  trial_period_days: integer.refine((n) => n >= 0 && n <= 730, 'Invalid trial').optional(),
  trial_end: integer.optional(),
  default_payment_method: z.string().optional(),
  metadata: metadata.optional(),
  expand,
});

export const subscriptionUpdate = z.strictObject({
  cancel_at_period_end: boolean.optional(),
  items: z
    .array(z.strictObject({ id: z.string(), price: z.string() }))
    .length(1, { message: 'The stand-in takes exactly one item' })
    .optional(),
  proration_behavior: z.literal('none').optional(),
  payment_behavior: z.enum(['allow_incomplete', 'default_incomplete']).optional(),
  default_payment_method: nullableString.optional(),
  metadata: metadata.optional(),
  expand,
});

export const subscriptionCancel = z.strictObject({
  invoice_now: boolean.optional(),
  prorate: boolean.optional(),
  expand,
});

export const subscriptionList = z.strictObject({
  customer: z.string().optional(),
  price: z.string().optional(),
  status: z
    .enum([
      'all',
      'active',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'trialing',
      'ended',
    ])
    .optional(),
  ...page,
});

export const paymentMethodList = z.strictObject({
  customer: z.string().optional(),
  type: z.literal('card').optional(),
  ...page,
});

export const customerPaymentMethodList = z.strictObject({
  type: z.literal('card').optional(),
  ...page,
});

export const setupIntentCreate = z.strictObject({
  customer: z.string().optional(),
  usage: z.enum(['off_session', 'on_session']).optional(),
  payment_method_types: z.array(z.literal('card')).optional(),
  metadata: metadata.optional(),
  expand,
});

export const setupIntentList = z.strictObject({
  customer: z.string().optional(),
  ...page,
});

export const setupIntentCancel = z.strictObject({
  cancellation_reason: z.enum(['abandoned', 'duplicate', 'requested_by_customer']).optional(),
  expand,
});

export const invoiceList = z.strictObject({
  customer: z.string().optional(),
  subscription: z.string().optional(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']).optional(),
  ...page,
});

export const invoicePay = z.strictObject({
  payment_method: z.string().optional(),
  off_session: boolean.optional(),
  expand,
});

export const eventList = z.strictObject({
  type: z.string().optional(),
  ...page,
});

export const webhookEndpointCreate = z.strictObject({
  url: z.url(),
  enabled_events: z.array(z.string().min(1)).min(1),
  api_version: z.string().optional(),
  description: z.string().optional(),
  metadata: metadata.optional(),
  expand,
});

export const webhookEndpointList = z.strictObject({ ...page });

/** What Stripe.js (or a server) sends to confirm an intent. */
export const intentConfirm = z.strictObject({
  client_secret: z.string().optional(),
  /** Stripe.js sends its publishable key in the body. */
  key: z.string().optional(),
  payment_method: z.string().optional(),
  payment_method_data: z
    .strictObject({
      type: z.literal('card'),
      card: z.strictObject({
        number: z.string(),
        exp_month: integer,
        exp_year: integer,
        cvc: z.string().optional(),
      }),
      billing_details: z
        .strictObject({
          email: z.string().optional(),
          name: z.string().optional(),
          address: z.strictObject({ country: z.string().optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
  return_url: z.string().optional(),
  expected_payment_method_type: z.literal('card').optional(),
  use_stripe_sdk: boolean.optional(),
  off_session: boolean.optional(),
  expand,
});

/** A client-side retrieve (Stripe.js): the client secret proves the right to read. */
export const clientRetrieve = z.strictObject({
  client_secret: z.string().optional(),
  key: z.string().optional(),
  expand,
});

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/** zod's first complaint as Stripe words it (unknown parameters first, as Stripe checks them). */
export const toStripeError = (error: z.ZodError, input: unknown): StripeApiError => {
  const issues = error.issues;
  const unknown = issues.find((i) => i.code === 'unrecognized_keys');
  if (unknown && unknown.code === 'unrecognized_keys') {
    const name = paramName([...unknown.path, unknown.keys[0] ?? '']);
    return invalidRequest(
      `Received unknown parameter: ${name}. The local Stripe stand-in covers a subset of the API (local/src/stripe/README.md).`,
      name,
      'parameter_unknown',
    );
  }
  const first = issues[0];
  if (!first) return invalidRequest('Invalid request');
  const name = paramName(first.path);
  if (valueAt(input, first.path) === undefined && first.code === 'invalid_type') {
    return missingParam(name);
  }
  return invalidRequest(`Invalid ${name}: ${first.message}`, name, 'parameter_invalid_string');
};

/** Parses `form` with `schema`, or throws Stripe's 400. */
export const parseParams = <S extends z.ZodType>(schema: S, form: FormObject): z.output<S> => {
  const result = schema.safeParse(form);
  if (!result.success) throw toStripeError(result.error, form);
  return result.data;
};
