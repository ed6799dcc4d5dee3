/**
 * The subset of Stripe's API the stand-in answers: method, path, who may call it (a secret key,
 * or also a publishable key with the intent's client secret, as Stripe.js calls), and what it
 * does. Each validates its parameters with its schema and delegates to the engine.
 */
import type { StripeEngine, PaymentMethodChoice, RequestInfo } from './engine';
import { invalidRequest, noSuchObject } from './errors';
import { paginate, type AnswerType } from './expand';
import type { FormObject } from './form';
import * as p from './params';
import type { StripeState, Subscription } from './state';

export interface RouteContext {
  readonly engine: StripeEngine;
  readonly state: StripeState;
  readonly form: FormObject;
  readonly path: Readonly<Record<string, string>>;
  readonly request: RequestInfo;
  /** The caller used a publishable key (and so proved itself with a client secret). */
  readonly publishable: boolean;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly pattern: RegExp;
  /** What it answers, which `expand[]` paths are checked against before it runs. */
  readonly answers: AnswerType;
  readonly auth: 'secret' | 'client';
  /** Answers the object (or list) to render, and the expand paths asked for. */
  readonly handle: (ctx: RouteContext) => { body: unknown; expand?: readonly string[] };
}

const id = '(?<id>[A-Za-z0-9_]+)';

const route = (
  method: Route['method'],
  path: string,
  answers: AnswerType,
  handle: Route['handle'],
  auth: Route['auth'] = 'secret',
): Route => ({ method, pattern: new RegExp(`^${path}$`), answers, auth, handle });

const confirmChoice = (
  params: ReturnType<typeof p.intentConfirm.parse>,
): PaymentMethodChoice | undefined => {
  if (params.payment_method && params.payment_method_data) {
    throw invalidRequest(
      'You cannot provide both payment_method and payment_method_data.',
      'payment_method_data',
    );
  }
  if (params.payment_method) return { kind: 'id', id: params.payment_method };
  const data = params.payment_method_data;
  if (!data) return undefined;
  return {
    kind: 'data',
    data: {
      card: data.card,
      email: data.billing_details?.email ?? null,
      name: data.billing_details?.name ?? null,
      country: data.billing_details?.address?.country ?? null,
    },
  };
};

/** A publishable key reads or confirms an intent only with that intent's own client secret. */
const checkClientSecret = (
  ctx: RouteContext,
  intent: { client_secret: string },
  clientSecret: string | undefined,
): void => {
  if (!ctx.publishable) return;
  if (!clientSecret) {
    throw invalidRequest(
      'You must provide a client_secret when using a publishable key.',
      'client_secret',
    );
  }
  if (clientSecret !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with this intent.',
      'client_secret',
    );
  }
};

const subscriptionMatches = (sub: Subscription, status: string | undefined): boolean => {
  if (status === 'all') return true;
  if (status === 'ended') return sub.status === 'canceled' || sub.status === 'incomplete_expired';
  if (status) return sub.status === status;
  // Stripe's default: everything but canceled.
  return sub.status !== 'canceled';
};

export const routes: readonly Route[] = [
  // Customers
  route('POST', '/v1/customers', 'customer', ({ engine, form, request }) => {
    const params = p.parseParams(p.customerCreate, form);
    return { body: engine.customers.createCustomer(params, request), expand: params.expand };
  }),
  route('GET', `/v1/customers/${id}`, 'customer', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.customer(path.id as string), expand: params.expand };
  }),
  route('POST', `/v1/customers/${id}`, 'customer', ({ engine, form, path, request }) => {
    const params = p.parseParams(p.customerUpdate, form);
    const body = engine.customers.updateCustomer(
      path.id as string,
      {
        email: params.email,
        name: params.name,
        metadata: params.metadata,
        defaultPaymentMethod: params.invoice_settings?.default_payment_method,
      },
      request,
    );
    return { body, expand: params.expand };
  }),
  route(
    'GET',
    `/v1/customers/${id}/payment_methods`,
    { list: 'payment_method' },
    ({ engine, form, path }) => {
      const params = p.parseParams(p.customerPaymentMethodList, form);
      const customerId = path.id as string;
      return {
        body: paginate(
          engine.paymentMethods.listPaymentMethods(customerId),
          params,
          `/v1/customers/${customerId}/payment_methods`,
        ),
        expand: params.expand,
      };
    },
  ),

  // Products and prices
  route('POST', '/v1/products', 'product', ({ engine, form }) => {
    const params = p.parseParams(p.productCreate, form);
    return { body: engine.prices.createProduct(params), expand: params.expand };
  }),
  route('GET', `/v1/products/${id}`, 'product', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.product(path.id as string), expand: params.expand };
  }),
  route('POST', '/v1/prices', 'price', ({ engine, form }) => {
    const params = p.parseParams(p.priceCreate, form);
    return { body: engine.prices.createPrice(params), expand: params.expand };
  }),
  route('GET', `/v1/prices/${id}`, 'price', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.price(path.id as string, 'id'), expand: params.expand };
  }),
  route('GET', '/v1/prices', { list: 'price' }, ({ state, form }) => {
    const params = p.parseParams(p.priceList, form);
    const prices = Object.values(state.prices).filter(
      (price) =>
        (!params.lookup_keys ||
          (price.lookup_key !== null && params.lookup_keys.includes(price.lookup_key))) &&
        (params.active === undefined || price.active === params.active) &&
        (!params.product || price.product === params.product),
    );
    return { body: paginate(prices, params, '/v1/prices'), expand: params.expand };
  }),

  // Subscriptions
  route('POST', '/v1/subscriptions', 'subscription', ({ engine, form, request }) => {
    const params = p.parseParams(p.subscriptionCreate, form);
    const body = engine.subscriptions.createSubscription(
      {
        customer: params.customer,
        price: (params.items[0] as { price: string }).price,
        paymentBehavior: params.payment_behavior ?? 'allow_incomplete',
        saveDefaultPaymentMethod: params.payment_settings?.save_default_payment_method ?? 'off',
        trialPeriodDays: params.trial_period_days,
        trialEnd: params.trial_end,
        defaultPaymentMethod: params.default_payment_method,
        metadata: params.metadata,
      },
      request,
    );
    return { body, expand: params.expand };
  }),
  route('GET', `/v1/subscriptions/${id}`, 'subscription', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.subscription(path.id as string), expand: params.expand };
  }),
  route('POST', `/v1/subscriptions/${id}`, 'subscription', ({ engine, form, path, request }) => {
    const params = p.parseParams(p.subscriptionUpdate, form);
    const body = engine.subscriptions.updateSubscription(
      path.id as string,
      {
        cancelAtPeriodEnd: params.cancel_at_period_end,
        item: params.items?.[0],
        prorationBehavior: params.proration_behavior,
        defaultPaymentMethod: params.default_payment_method,
        metadata: params.metadata,
      },
      request,
    );
    return { body, expand: params.expand };
  }),
  route('DELETE', `/v1/subscriptions/${id}`, 'subscription', ({ engine, form, path, request }) => {
    const params = p.parseParams(p.subscriptionCancel, form);
    return {
      body: engine.subscriptions.cancelSubscription(path.id as string, request),
      expand: params.expand,
    };
  }),
  route('GET', '/v1/subscriptions', { list: 'subscription' }, ({ state, form }) => {
    const params = p.parseParams(p.subscriptionList, form);
    const subs = Object.values(state.subscriptions).filter(
      (sub) =>
        (!params.customer || sub.customer === params.customer) &&
        (!params.price || sub.items.data.some((item) => item.price.id === params.price)) &&
        subscriptionMatches(sub, params.status),
    );
    return { body: paginate(subs, params, '/v1/subscriptions'), expand: params.expand };
  }),

  // Payment methods
  route('GET', '/v1/payment_methods', { list: 'payment_method' }, ({ engine, form }) => {
    const params = p.parseParams(p.paymentMethodList, form);
    if (!params.customer) {
      throw invalidRequest(
        'The stand-in lists payment methods of one customer: give customer.',
        'customer',
      );
    }
    return {
      body: paginate(
        engine.paymentMethods.listPaymentMethods(params.customer),
        params,
        '/v1/payment_methods',
      ),
      expand: params.expand,
    };
  }),
  route('GET', `/v1/payment_methods/${id}`, 'payment_method', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.paymentMethod(path.id as string, 'id'), expand: params.expand };
  }),
  route(
    'POST',
    `/v1/payment_methods/${id}/detach`,
    'payment_method',
    ({ engine, form, path, request }) => {
      const params = p.parseParams(p.retrieve, form);
      return {
        body: engine.paymentMethods.detachPaymentMethod(path.id as string, request),
        expand: params.expand,
      };
    },
  ),

  // Setup intents
  route('POST', '/v1/setup_intents', 'setup_intent', ({ engine, form }) => {
    const params = p.parseParams(p.setupIntentCreate, form);
    return { body: engine.intents.createSetupIntent(params), expand: params.expand };
  }),
  route('GET', '/v1/setup_intents', { list: 'setup_intent' }, ({ state, form }) => {
    const params = p.parseParams(p.setupIntentList, form);
    const intents = Object.values(state.setupIntents).filter(
      (intent) => !params.customer || intent.customer === params.customer,
    );
    return { body: paginate(intents, params, '/v1/setup_intents'), expand: params.expand };
  }),
  route(
    'POST',
    `/v1/setup_intents/${id}/cancel`,
    'setup_intent',
    ({ engine, form, path, request }) => {
      const params = p.parseParams(p.setupIntentCancel, form);
      return {
        body: engine.intents.cancelSetupIntent(
          path.id as string,
          params.cancellation_reason,
          request,
        ),
        expand: params.expand,
      };
    },
  ),
  route(
    'GET',
    `/v1/setup_intents/${id}`,
    'setup_intent',
    (ctx) => {
      const params = p.parseParams(p.clientRetrieve, ctx.form);
      const intent = ctx.engine.objects.setupIntent(ctx.path.id as string);
      checkClientSecret(ctx, intent, params.client_secret);
      return { body: intent, expand: params.expand };
    },
    'client',
  ),
  route(
    'POST',
    `/v1/setup_intents/${id}/confirm`,
    'setup_intent',
    (ctx) => {
      const params = p.parseParams(p.intentConfirm, ctx.form);
      checkClientSecret(
        ctx,
        ctx.engine.objects.setupIntent(ctx.path.id as string),
        params.client_secret,
      );
      const body = ctx.engine.intents.confirmSetupIntent(
        ctx.path.id as string,
        confirmChoice(params),
        ctx.request,
      );
      return { body, expand: params.expand };
    },
    'client',
  ),

  // Payment intents (made by invoices; read and confirmed here)
  route(
    'GET',
    `/v1/payment_intents/${id}`,
    'payment_intent',
    (ctx) => {
      const params = p.parseParams(p.clientRetrieve, ctx.form);
      const intent = ctx.engine.objects.paymentIntent(ctx.path.id as string);
      checkClientSecret(ctx, intent, params.client_secret);
      return { body: intent, expand: params.expand };
    },
    'client',
  ),
  route(
    'POST',
    `/v1/payment_intents/${id}/confirm`,
    'payment_intent',
    (ctx) => {
      const params = p.parseParams(p.intentConfirm, ctx.form);
      checkClientSecret(
        ctx,
        ctx.engine.objects.paymentIntent(ctx.path.id as string),
        params.client_secret,
      );
      const body = ctx.engine.intents.confirmPaymentIntent(
        ctx.path.id as string,
        confirmChoice(params),
        ctx.request,
      );
      return { body, expand: params.expand };
    },
    'client',
  ),

  // Invoices
  route('GET', '/v1/invoices', { list: 'invoice' }, ({ state, form }) => {
    const params = p.parseParams(p.invoiceList, form);
    const invoices = Object.values(state.invoices).filter(
      (inv) =>
        (!params.customer || inv.customer === params.customer) &&
        (!params.subscription ||
          inv.parent.subscription_details.subscription === params.subscription) &&
        (!params.status || inv.status === params.status),
    );
    return { body: paginate(invoices, params, '/v1/invoices'), expand: params.expand };
  }),
  route('GET', `/v1/invoices/${id}`, 'invoice', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return { body: engine.objects.invoice(path.id as string), expand: params.expand };
  }),
  route('POST', `/v1/invoices/${id}/pay`, 'invoice', ({ engine, form, path, request }) => {
    const params = p.parseParams(p.invoicePay, form);
    return {
      body: engine.invoices.payInvoice(path.id as string, params.payment_method, request),
      expand: params.expand,
    };
  }),

  // Webhook endpoints
  route('POST', '/v1/webhook_endpoints', 'webhook_endpoint', ({ engine, form }) => {
    const params = p.parseParams(p.webhookEndpointCreate, form);
    return { body: engine.webhookEndpoints.createWebhookEndpoint(params), expand: params.expand };
  }),
  route('GET', '/v1/webhook_endpoints', { list: 'webhook_endpoint' }, ({ state, form }) => {
    const params = p.parseParams(p.webhookEndpointList, form);
    return {
      body: paginate(Object.values(state.webhookEndpoints), params, '/v1/webhook_endpoints'),
      expand: params.expand,
    };
  }),
  route('GET', `/v1/webhook_endpoints/${id}`, 'webhook_endpoint', ({ engine, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    return {
      body: engine.webhookEndpoints.webhookEndpoint(path.id as string),
      expand: params.expand,
    };
  }),
  route('DELETE', `/v1/webhook_endpoints/${id}`, 'webhook_endpoint', ({ engine, form, path }) => {
    p.parseParams(p.retrieve, form);
    return { body: engine.webhookEndpoints.deleteWebhookEndpoint(path.id as string) };
  }),

  // Events
  route('GET', '/v1/events', { list: 'event' }, ({ state, form }) => {
    const params = p.parseParams(p.eventList, form);
    const events = Object.values(state.events).filter(
      (e) => !params.type || e.type === params.type,
    );
    return { body: paginate(events, params, '/v1/events'), expand: params.expand };
  }),
  route('GET', `/v1/events/${id}`, 'event', ({ state, form, path }) => {
    const params = p.parseParams(p.retrieve, form);
    const event = state.events[path.id as string];
    if (!event) throw noSuchObject('event', path.id as string);
    return { body: event, expand: params.expand };
  }),
];

/** The route for a method and path, with the path's parameters. */
export const matchRoute = (
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | 'method_not_allowed' | undefined => {
  let pathMatched = false;
  for (const candidate of routes) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (candidate.method === method) return { route: candidate, path: { ...match.groups } };
  }
  return pathMatched ? 'method_not_allowed' : undefined;
};
