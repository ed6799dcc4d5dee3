/**
 * The local Stripe stand-in: an HTTP server speaking the subset of Stripe's API the project
 * uses (routes in api-routes.ts), so the real `stripe` SDK talks to it unchanged
 * (`new Stripe('sk_test_local', {host: '127.0.0.1', port, protocol: 'http'})`); plus the card
 * form and hosted invoice pages, invoice PDFs, the virtual clock and webhook delivery, and an
 * admin API for tests and `npm run job -- stripe-clock`. See README.md beside this file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Log } from '../log';
import { readBody } from '../read-body';
import { matchRoute, type Route } from './api-routes';
import {
  cardFormPage,
  assets,
  hostedInvoicePage,
  LOOPBACK_FRAME_ANCESTORS,
  pageCsp,
} from './pages';
import { StripeEngine, API_VERSION, type RequestInfo } from './engine';
import { invalidRequest, StripeApiError } from './errors';
import { checkExpand, expandPathsOf, renderObject, type RenderSources } from './expand';
import { FormParseError, parseForm, type FormObject } from './form';
import { newId } from './ids';
import { renderInvoicePdf } from './invoice-pdf';
import { openStateStore, type IdempotencyRecord } from './state';
import { createWebhookSender, type WebhookSender } from './webhooks';
import { DAY_SECONDS } from '@shop-scanner/shared/time';

/** The publishable key the local card form uses (the SPA needs none locally). */
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_local';
/** The secret key the project's functions use against the stand-in. */
export const LOCAL_SECRET_KEY = 'sk_test_local';

const IDEMPOTENCY_TTL_SECONDS = DAY_SECONDS;
const BODY_LIMIT = 1024 * 1024;

export interface StripeStandInOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Where state.json lives (the local stack passes `<DATA_DIR>/stripe`); memory without it. */
  readonly dataDir?: string;
  /** Where events are POSTed; may be set later with setWebhookUrl. */
  readonly webhookUrl?: string;
  readonly log: Log;
  /** Webhook retry backoff (default 1, 2, 4, 8, 16 s). */
  readonly webhookRetryDelaysMs?: readonly number[];
  /** How often changes that fall due in real time are applied (default every 60 s). */
  readonly tickMs?: number;
}

export interface StripeClock {
  /** Stripe's now, Unix seconds. */
  now(): number;
  /** The time of the next scheduled change of any subscription, or null. */
  next(): number | null;
  /** Advances by `seconds`, applying every change that falls due. */
  advance(seconds: number): { now: number; applied: number };
  /** Advances to the next scheduled change (if any) and applies it. */
  advanceToNext(): { now: number; applied: number };
}

export interface StripeStandIn {
  readonly url: string;
  readonly port: number;
  readonly webhookSecret: string;
  readonly publishableKey: string;
  readonly secretKey: string;
  readonly clock: StripeClock;
  readonly webhooks: WebhookSender;
  readonly engine: StripeEngine;
  setWebhookUrl(url: string | undefined): void;
  stop(): Promise<void>;
}

/** JSON with sorted keys: the same parameters always compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const isLoopback = (address: string | undefined): boolean =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** A key as Stripe echoes a wrong one: its kind, then stars, then its last four characters. */
const maskKey = (key: string) => {
  const prefix = /^(?:sk|pk|rk)_(?:test|live)_/.exec(key)?.[0] ?? '';
  const tail = key.length - prefix.length > 8 ? key.slice(-4) : '';
  return `${prefix}${'*'.repeat(Math.max(4, key.length - prefix.length - tail.length))}${tail}`;
};

/** Who calls, by their key (the Authorization header, or Stripe.js's `key` parameter). */
const authenticate = (
  req: IncomingMessage,
  form: FormObject,
  route: Route,
): { publishable: boolean } => {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const key = bearer || (typeof form.key === 'string' ? form.key : undefined);
  if (!key) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  // Only the stack's own keys open it: Stripe answers any other key 401, so a client holding a
  // wrong key fails here as it would there.
  if (key === LOCAL_SECRET_KEY) return { publishable: false };
  if (key === LOCAL_PUBLISHABLE_KEY) {
    if (route.auth === 'client') return { publishable: true };
    throw new StripeApiError(
      401,
      'invalid_request_error',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
    );
  }
  throw new StripeApiError(
    401,
    'invalid_request_error',
    `Invalid API Key provided: ${maskKey(key)}`,
  );
};

export const startStripeStandIn = async (options: StripeStandInOptions): Promise<StripeStandIn> => {
  const { log } = options;
  const store = openStateStore(options.dataDir);
  const { state } = store;
  let baseUrl = '';
  const webhooks = createWebhookSender({
    state,
    save: store.save,
    log,
    url: options.webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });
  /**
   * Whether events of a type go out: all of them to a URL the stack set, only the enabled ones
   * to an endpoint made through the API (the newest, which the stand-in sends to).
   */
  const sends = (type: string): boolean => {
    const url = webhooks.url();
    if (url === undefined) return false;
    const endpoint = Object.values(state.webhookEndpoints).at(-1);
    if (!endpoint || endpoint.url !== url) return true;
    return endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type);
  };
  const engine = new StripeEngine({
    state,
    baseUrl: () => baseUrl,
    onEvent: (event) => {
      if (sends(event.type)) webhooks.enqueue(event.id);
    },
    hasWebhookEndpoint: (type) => sends(type),
    sendWebhooksTo: (url) => webhooks.setUrl(url),
  });

  const resolve = (id: string): object | undefined => {
    const prefix = id.slice(0, id.indexOf('_'));
    const collection = {
      cus: state.customers,
      in: state.invoices,
      seti: state.setupIntents,
      pi: state.paymentIntents,
      pm: state.paymentMethods,
      prod: state.products,
      price: state.prices,
      sub: state.subscriptions,
      ch: state.charges,
    }[prefix];
    return collection?.[id];
  };

  const sources: RenderSources = {
    resolve,
    include: (object, field) =>
      object.object === 'invoice' && field === 'payments' && typeof object.id === 'string'
        ? engine.invoices.invoicePayments(object.id)
        : undefined,
  };

  const send = (
    res: ServerResponse,
    status: number,
    body: string | Uint8Array,
    headers: Record<string, string>,
  ) => {
    res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  };

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    send(res, status, JSON.stringify(body, null, 2), {
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store',
      ...headers,
    });

  /** One API call: authenticate, replay or run (idempotency), answer as Stripe does. */
  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const method = req.method ?? 'GET';
    const requestId = newId('request');
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': API_VERSION,
      'access-control-allow-origin': '*',
    };
    const idempotencyKey =
      method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const fail = (error: unknown) => {
      if (error instanceof StripeApiError)
        return sendJson(res, error.status, error.toJSON(), headers);
      if (error instanceof FormParseError) {
        return sendJson(res, 400, invalidRequest(error.message, error.param).toJSON(), headers);
      }
      log.error(`${method} ${url.pathname} failed`, error);
      return sendJson(
        res,
        500,
        {
          error: {
            type: 'api_error',
            message: 'An unknown error occurred in the local Stripe stand-in.',
          },
        },
        headers,
      );
    };
    let form: FormObject;
    try {
      const raw =
        method === 'POST'
          ? (await readBody(req, BODY_LIMIT)).toString('utf8')
          : url.search.slice(1);
      form = parseForm(raw);
    } catch (error) {
      return fail(error);
    }
    const matched = matchRoute(method, url.pathname);
    if (!matched || matched === 'method_not_allowed') {
      return fail(
        new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in covers a subset of the API (local/src/stripe/README.md).`,
        ),
      );
    }
    let publishable: boolean;
    try {
      ({ publishable } = authenticate(req, form, matched.route));
    } catch (error) {
      return fail(error);
    }

    const params = canonical(form);
    if (idempotencyKey) {
      const previous = state.idempotency[idempotencyKey];
      if (previous) {
        if (
          previous.method !== method ||
          previous.path !== url.pathname ||
          previous.params !== params
        ) {
          return fail(
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        }
        return send(res, previous.status, previous.body, {
          'content-type': 'application/json',
          ...headers,
          'request-id': previous.requestId,
          'idempotent-replayed': 'true',
        });
      }
    }

    const request: RequestInfo = { id: requestId, idempotencyKey: idempotencyKey ?? null };
    let status = 200;
    let body: string;
    // Synchronous from here to the record: a concurrent request with the same key finds it.
    try {
      // Stripe refuses a path it cannot expand before the request does anything.
      checkExpand(matched.route.answers, expandPathsOf(form));
      const answer = matched.route.handle({
        engine,
        state,
        form,
        path: matched.path,
        request,
        publishable,
      });
      body = JSON.stringify(
        renderObject(answer.body, matched.route.answers, answer.expand ?? [], sources),
        null,
        2,
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) {
        if (method !== 'GET') store.save();
        return fail(error);
      }
      status = error.status;
      body = JSON.stringify(error.toJSON(), null, 2);
    }
    if (method !== 'GET') {
      // Stripe keeps the result of any request that ran, failed payments included, but not
      // of requests refused before running (400s).
      if (idempotencyKey && status !== 400) {
        const record: IdempotencyRecord = {
          method,
          path: url.pathname,
          params,
          status,
          body,
          requestId,
          created: engine.now(),
        };
        for (const [key, old] of Object.entries(state.idempotency)) {
          if (old.created < engine.now() - IDEMPOTENCY_TTL_SECONDS) delete state.idempotency[key];
        }
        state.idempotency[idempotencyKey] = record;
      }
      store.save();
    }
    send(res, status, body, { 'content-type': 'application/json', ...headers });
  };

  const clock: StripeClock = {
    now: () => engine.now(),
    next: () => engine.clock.nextChangeAt(),
    advance: (seconds) => {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw invalidRequest('seconds must be 0 or more', 'seconds');
      const applied = engine.clock.advanceTo(engine.now() + Math.floor(seconds));
      store.save();
      return { now: engine.now(), applied };
    },
    advanceToNext: () => {
      const next = engine.clock.nextChangeAt();
      const applied = next === null ? 0 : engine.clock.advanceTo(Math.max(next, engine.now()));
      store.save();
      return { now: engine.now(), applied };
    },
  };

  const clockAnswer = (extra: object = {}) => ({
    now: engine.now(),
    iso: new Date(engine.now() * 1000).toISOString(),
    offset_seconds: state.clockOffset,
    next_change: engine.clock.nextChangeAt(),
    ...extra,
  });

  const handleAdmin = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!isLoopback(req.socket.remoteAddress))
      return sendJson(res, 403, { error: 'loopback only' });
    const method = req.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    try {
      if (route === 'GET /_admin/clock') return sendJson(res, 200, clockAnswer());
      if (route === 'POST /_admin/clock/advance') {
        const raw = (await readBody(req, 4096)).toString('utf8');
        const body = (raw ? JSON.parse(raw) : {}) as { seconds?: unknown; to?: unknown };
        const result =
          body.to === 'next'
            ? clock.advanceToNext()
            : typeof body.seconds === 'number'
              ? clock.advance(body.seconds)
              : undefined;
        if (!result) return sendJson(res, 400, { error: 'give {"seconds": n} or {"to": "next"}' });
        log.info(
          `clock advanced to ${new Date(result.now * 1000).toISOString()}: ${result.applied} change(s)`,
        );
        return sendJson(res, 200, clockAnswer({ applied: result.applied }));
      }
      if (route === 'POST /_admin/webhooks/pause') {
        webhooks.pause();
        return sendJson(res, 200, { paused: true, pending: webhooks.pending() });
      }
      if (route === 'POST /_admin/webhooks/resume') {
        webhooks.resume();
        return sendJson(res, 200, { paused: false, pending: webhooks.pending() });
      }
      if (route === 'GET /_admin/webhooks/pending') {
        return sendJson(res, 200, {
          pending: webhooks.pending(),
          paused: webhooks.isPaused(),
          url: webhooks.url() ?? null,
        });
      }
      if (route === 'GET /_admin/webhooks/idle') {
        await webhooks.idle(Number(url.searchParams.get('timeout_ms') ?? 60_000));
        return sendJson(res, 200, { pending: webhooks.pending() });
      }
      return sendJson(res, 404, { error: `no admin route ${route}` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return sendJson(res, error instanceof StripeApiError ? error.status : 500, {
        error: message,
      });
    }
  };

  const sendHtml = (res: ServerResponse, status: number, html: string, frameAncestors: string) =>
    send(res, status, html, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': pageCsp(frameAncestors),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin',
      'cache-control': 'no-store',
    });

  const handlePages = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = assets[url.pathname];
    if (asset) {
      send(res, 200, asset.body(), {
        'content-type': asset.type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      });
      return true;
    }
    if (url.pathname === '/elements/card-form') {
      const secret = url.searchParams.get('client_secret') ?? '';
      if (!engine.intents.intentBySecret(secret)) {
        sendHtml(
          res,
          400,
          '<!doctype html><title>Card form</title><p>Unknown client_secret.</p>',
          LOOPBACK_FRAME_ANCESTORS,
        );
        return true;
      }
      sendHtml(res, 200, cardFormPage(secret, LOCAL_PUBLISHABLE_KEY), LOOPBACK_FRAME_ANCESTORS);
      return true;
    }
    const hosted = /^\/i\/([A-Za-z0-9]+)(\/pdf)?$/.exec(url.pathname);
    if (hosted) {
      const invoice = engine.invoices.invoiceByToken(hosted[1] as string);
      if (!invoice) {
        sendHtml(
          res,
          404,
          '<!doctype html><title>Invoice</title><p>No such invoice.</p>',
          "'none'",
        );
        return true;
      }
      if (hosted[2]) {
        const pdf = await renderInvoicePdf(invoice);
        send(res, 200, pdf, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
          'cache-control': 'no-store',
        });
        return true;
      }
      const intent = engine.invoices.invoicePaymentIntent(invoice.id);
      const cardFormUrl =
        intent && intent.status === 'requires_payment_method'
          ? `/elements/card-form?client_secret=${encodeURIComponent(intent.client_secret)}`
          : null;
      sendHtml(
        res,
        200,
        hostedInvoicePage(invoice, { pdfUrl: `${url.pathname}/pdf`, cardFormUrl }),
        `'self' ${LOOPBACK_FRAME_ANCESTORS}`,
      );
      return true;
    }
    return false;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const work = async () => {
      if (req.method === 'OPTIONS' && url.pathname.startsWith('/v1/')) {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, DELETE',
          'access-control-allow-headers':
            'authorization, content-type, idempotency-key, stripe-version',
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      if (url.pathname.startsWith('/v1/')) return handleApi(req, res, url);
      if (url.pathname.startsWith('/_admin/')) return handleAdmin(req, res, url);
      if (await handlePages(req, res, url)) return;
      sendJson(res, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        },
      });
    };
    work().catch((error: unknown) => {
      log.error(`${req.method} ${url.pathname} failed`, error);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: 'Internal error' } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: '127.0.0.1' }, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  // Changes that fall due as real time passes (an unpaid incomplete subscription expiring).
  const tick = setInterval(() => {
    try {
      if (engine.clock.advanceTo(engine.now()) > 0) store.save();
    } catch (error) {
      log.error('applying due changes failed', error);
    }
  }, options.tickMs ?? 60_000);
  tick.unref();

  log.info(
    `Stripe stand-in on ${baseUrl}${options.dataDir ? ` (state in ${path.join(options.dataDir, 'state.json')})` : ' (in memory)'}`,
  );

  return {
    url: baseUrl,
    port,
    webhookSecret: state.webhookSecret,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    clock,
    webhooks,
    engine,
    setWebhookUrl: (next) => webhooks.setUrl(next),
    stop: async () => {
      clearInterval(tick);
      await webhooks.stop();
      store.save();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
