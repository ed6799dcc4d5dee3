/**
 * The one origin the browser sees: the SPA (built, or Vite in dev), `/config.json`, `/cognito`
 * (the Cognito shim) and the gateway for `/api/*` and `/auth/*`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  contentSecurityPolicy,
  staticSecurityHeaders,
} from '@shop-scanner/shared/security-headers';
import { apiMessages } from '@shop-scanner/shared/messages';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { cognitoError, handleCognitoCall, type CognitoShimOptions } from './cognito-shim';
import { createGateway, isGatewayPath, looksLikeApiPath, type GatewayOptions } from './gateway';
import type { Log } from './log';
import type { MailCatcher } from './mail/mail-catcher';
import { serveMailPages } from './mail/mail-pages';
import { BodyTooLargeError, discardRest, readBody } from './read-body';
import { localRuntimeConfig } from './runtime-config';
import { createStaticSite } from './static-site';
import { paymentSourcesOf, type CheckoutProvider } from './stripe-mode';

export interface AppServerOptions {
  readonly port: number;
  /** 127.0.0.1 by default; the SPA and API are only for this machine unless asked otherwise. */
  readonly host?: string;
  readonly gateway: Omit<GatewayOptions, 'log'>;
  readonly cognito: CognitoShimOptions;
  readonly ids: { userPoolId: string; userPoolClientId: string };
  readonly webRoot: string;
  /** Vite in middleware mode instead of the built SPA. */
  readonly dev?: { readonly root: string };
  /** What the checkout talks to (the stand-in's card form, or Stripe.js): CSP and config. */
  readonly checkout?: CheckoutProvider;
  /** The loopback fixture stores offered on /analyze (config.json's demoStores). */
  readonly demoStores?: RuntimeConfig['demoStores'];
  /** The local mail catcher, whose inbox the server shows at /_local/mail (mail-pages.ts). */
  readonly mailCatcher?: MailCatcher;
  readonly log: Log;
}

export interface AppServer {
  readonly url: string;
  readonly port: number;
  readonly server: http.Server;
  stop(): Promise<void>;
}

export const spaSecurityHeaders = (
  dev: boolean,
  checkout?: CheckoutProvider,
): Record<string, string> => ({
  // Vite's dev client injects inline scripts and a websocket; the CSP would block hot reload.
  ...(dev
    ? {}
    : {
        'content-security-policy': contentSecurityPolicy({
          connectSources: [],
          ...(checkout ? { payments: paymentSourcesOf(checkout) } : {}),
        }),
      }),
  ...staticSecurityHeaders,
});

/** Cognito's own limit on a request body. */
export const MAX_COGNITO_BODY_BYTES = 1024 * 1024;

/**
 * `/cognito`: the app-client part of the Cognito API (see cognito-shim.ts). Every answer, errors
 * included, is in Cognito's shape (`{ __type, message }`), so Amplify shows a proper error.
 */
const serveCognito = async (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  shim: CognitoShimOptions,
): Promise<void> => {
  const send = ({ status, body }: { status: number; body: unknown }, extra = {}) => {
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
      ...extra,
    });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST') {
    send(cognitoError(405, 'MethodNotAllowedException', 'Method Not Allowed'), { allow: 'POST' });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_COGNITO_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    send(
      cognitoError(
        413,
        'RequestEntityTooLargeException',
        `Request body exceeds ${MAX_COGNITO_BODY_BYTES} bytes`,
      ),
      { connection: 'close' },
    );
    discardRest(req);
    return;
  }
  const target = req.headers['x-amz-target'];
  send(
    await handleCognitoCall(
      typeof target === 'string' ? target : undefined,
      body.toString('utf8'),
      shim,
      'app-client',
    ),
  );
};

export const startAppServer = async (options: AppServerOptions): Promise<AppServer> => {
  const { log } = options;
  const gateway = createGateway({ ...options.gateway, log });
  const securityHeaders = spaSecurityHeaders(Boolean(options.dev), options.checkout);
  const staticSite = createStaticSite({ root: options.webRoot, securityHeaders });
  const server = http.createServer();

  type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  let vite: { middlewares: Middleware; close(): Promise<void> } | undefined;
  if (options.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: options.dev.root,
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handle = async () => {
      if (isGatewayPath(path)) return gateway(req, res);
      if (looksLikeApiPath(path)) {
        // Every API-looking answer is JSON, whatever the method: a client asking the API gets the
        // API's error shape, never the site's text.
        res.writeHead(404, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify({ message: apiMessages.notFound }));
        return;
      }

      if (options.mailCatcher && serveMailPages(req, res, path, options.mailCatcher)) return;

      if (path === '/cognito' || path === '/cognito/') {
        await serveCognito(req, res, options.cognito);
        return;
      }

      if (path === '/config.json') {
        res.writeHead(200, {
          ...securityHeaders,
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-cache',
        });
        res.end(
          JSON.stringify(localRuntimeConfig(options.ids, options.checkout, options.demoStores)),
        );
        return;
      }

      if (vite) {
        for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
        vite.middlewares(req, res, () => {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Not Found');
        });
        return;
      }
      return staticSite(req, res);
    };
    handle().catch((error: unknown) => {
      log.error(`${req.method} ${path} failed`, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      } else {
        res.end();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    server,
    stop: async () => {
      await vite?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
};
