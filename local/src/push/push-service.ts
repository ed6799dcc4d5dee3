/**
 * The local push service: plays the browser vendor's push endpoint on loopback, so the real
 * `web-push` requests of the functions have somewhere real to go. It is the `web-push-testing`
 * package (a push service made for this: it issues subscriptions with their own P-256 key pair
 * and auth secret, checks each request's VAPID signature against the subscription's
 * applicationServerKey and decrypts the RFC 8291 payload), run in-process like the Stripe
 * stand-in, with three additions of ours on the same server:
 *
 * - it listens on 127.0.0.1 only (the package's own start binds every interface, spawns a
 *   detached `node` and exits the process on a port clash);
 * - a notification for a subscription it does not know answers 410, as the vendors' services
 *   do for a subscription they dropped (the package answers 400), so a stack restarted with an
 *   empty service prunes the subscriptions of before;
 * - for tests: the headers of each request it received (TTL, Urgency, Topic), and faults to
 *   answer instead (a 429 with Retry-After, a 503) for a subscription's next requests.
 *
 * Its API (the package's README): POST /subscribe {applicationServerKey, userVisibleOnly}
 * answers {data: {endpoint, keys, clientHash}}; the endpoint is /notify/<clientHash>;
 * POST /expire-subscription/<clientHash> makes it answer 410; POST /get-notifications
 * {clientHash} answers {data: {messages: [decrypted payload, …]}}. Ours: POST
 * /faults/<clientHash> {status, times, retryAfter?} and GET /requests/<clientHash>.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Log } from '../log';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscriptions: Record<string, unknown>;
}
interface ExpressApp {
  post(path: string, handler: (req: Req, res: Res, next: () => void) => void): void;
  get(path: string, handler: (req: Req, res: Res) => void): void;
  listen(port: number, host: string, callback: () => void): Server;
}
interface Req {
  readonly params: Record<string, string>;
  readonly body: unknown;
  get(name: string): string | undefined;
}
interface Res {
  readonly statusCode: number;
  once(event: 'finish', listener: () => void): void;
  status(code: number): Res;
  set(name: string, value: string): Res;
  send(body?: unknown): void;
}
interface TestingServer {
  readonly _app: ExpressApp;
  setRequestHandlers(): void;
}

// The package's entry (`main`) names a file it does not ship: its modules are loaded by path.
const { PushApiModel: Model } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
type TestingServerClass = new (model: PushApiModel, port: number) => TestingServer;

/**
 * The server module keeps its model in a module-level variable, so two services in one process
 * (two stacks in one test file) would share the last one's subscriptions: each service loads
 * the module afresh. Its model class stays the cached one, which its 410 check relies on.
 */
const freshServerClass = (): TestingServerClass => {
  const id = require.resolve('web-push-testing/src/server.js');
  delete require.cache[id];
  return require(id) as TestingServerClass;
};

/** What one notify request carried, for tests to check the sender's headers. */
export interface ReceivedPushRequest {
  readonly ttl: string | undefined;
  readonly urgency: string | undefined;
  readonly topic: string | undefined;
  readonly contentEncoding: string | undefined;
  readonly status: number;
}

interface Fault {
  readonly status: number;
  readonly retryAfter?: string;
  times: number;
}

export interface LocalPushService {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export interface LocalPushServiceOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly log: Log;
}

const isFault = (body: unknown): body is { status: number; times?: number; retryAfter?: number } =>
  typeof body === 'object' &&
  body !== null &&
  Number.isInteger((body as { status?: unknown }).status);

export const startLocalPushService = async (
  options: LocalPushServiceOptions,
): Promise<LocalPushService> => {
  const model = new Model();
  const WebPushTestingServer = freshServerClass();
  const server = new WebPushTestingServer(model, options.port);
  const app = server._app;
  const received = new Map<string, ReceivedPushRequest[]>();
  const faults = new Map<string, Fault>();
  const record = (clientHash: string, req: Req, status: number) =>
    received.set(clientHash, [
      ...(received.get(clientHash) ?? []),
      {
        ttl: req.get('TTL'),
        urgency: req.get('Urgency'),
        topic: req.get('Topic'),
        contentEncoding: req.get('X-Content-Encoding') ?? req.get('Content-Encoding'),
        status,
      },
    ]);

  // Ahead of the package's own /notify handler: unknown subscriptions and injected faults.
  app.post('/notify/:clientHash', (req, res, next) => {
    const clientHash = req.params.clientHash ?? '';
    // Recorded with the status it was answered, whoever answers it.
    res.once('finish', () => record(clientHash, req, res.statusCode));
    if (!Object.hasOwn(model.subscriptions, clientHash)) {
      res.status(410).send({ reason: 'Push subscription has unsubscribed or expired.' });
      return;
    }
    const fault = faults.get(clientHash);
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.retryAfter !== undefined) res.set('Retry-After', fault.retryAfter);
      res.status(fault.status).send({ error: { message: 'fault injected by a test' } });
      return;
    }
    next();
  });
  app.post('/faults/:clientHash', (req, res) => {
    const clientHash = req.params.clientHash ?? '';
    if (!isFault(req.body)) {
      res.status(400).send({ error: { message: 'send {status, times?, retryAfter?}' } });
      return;
    }
    faults.set(clientHash, {
      status: req.body.status,
      times: req.body.times ?? 1,
      ...(req.body.retryAfter === undefined ? {} : { retryAfter: String(req.body.retryAfter) }),
    });
    res.status(204).send();
  });
  app.get('/requests/:clientHash', (req, res) => {
    res.status(200).send({ data: received.get(req.params.clientHash ?? '') ?? [] });
  });
  server.setRequestHandlers();

  const http = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The package names its endpoints after `localhost` and the port it was given (maybe 0).
  model.notifyUrl = `${url}/notify/`;
  options.log.info(`local push service (web-push-testing) at ${url}`);
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
};
