/**
 * One fixture store: what every kind declares (its label, the address to analyse, how it
 * answers) and its HTTP server on loopback, which records every request it is sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerificationFile } from './verification-file';

export const fixtureStoreKinds = [
  'brand-shopify',
  'dropship-shopify',
  'pod-shopify',
  'marketplace-listing',
  'woocommerce',
  'slow-store',
] as const;
export type FixtureStoreKind = (typeof fixtureStoreKinds)[number];

export type StoreHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface FixtureStoreDefinition {
  readonly kind: FixtureStoreKind;
  /** Shown to shoppers on /analyze as an example. */
  readonly label: string;
  /** The address to analyse, relative to the store's origin. */
  readonly path: string;
  /** A product page with structured data (the scan page's url tab), relative to the origin. */
  readonly productPath?: string;
  /**
   * The marketplace host this store stands in for: platform detection knows marketplaces by
   * their real host name only, so tests reach it under that name with an injected DNS lookup.
   */
  readonly marketplaceHost?: string;
  /**
   * The store's request handler. It is given the store's origin because real shops write their
   * own absolute addresses into pages and feeds, and the port is only known once listening.
   */
  readonly createHandler: (origin: string) => StoreHandler;
}

export interface FixtureStore {
  readonly kind: FixtureStoreKind;
  readonly label: string;
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** `127.0.0.1:PORT`: an entry of FETCH_ALLOW_PRIVATE_HOSTS. */
  readonly hostPort: string;
  readonly port: number;
  /** The address to analyse. */
  readonly url: string;
  /** A product page with structured data, for the url tab. */
  readonly productUrl?: string;
  /** The listing under its marketplace's host name: `http://www.amazon.com:PORT/dp/…`. */
  readonly marketplaceUrl?: string;
  /** `www.amazon.com:PORT`: the allow-list entry for marketplaceUrl. */
  readonly marketplaceHostPort?: string;
  /** Every request's path and query, in the order they arrived. */
  readonly requests: string[];
}

export interface RunningFixtureStore {
  readonly store: FixtureStore;
  close(): Promise<void>;
}

/** An address's host part: an IPv6 literal is bracketed. */
const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/** Starts one store's server on `host:port` (0: a free port). */
export const startFixtureStore = async (
  definition: FixtureStoreDefinition,
  host: string,
  port: number,
): Promise<RunningFixtureStore> => {
  const requests: string[] = [];
  // Bound once listening: the handler needs the origin, which needs the port.
  let handler: StoreHandler = (_request, response) => response.destroy();
  // Every store is a site its seller can publish the verification file on.
  const verificationFile = createVerificationFile();
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '/');
    void verificationFile(request, response).then(
      (answered) => answered || handler(request, response),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const hostPort = `${urlHost(host)}:${bound}`;
  const origin = `http://${hostPort}`;
  handler = definition.createHandler(origin);
  const { marketplaceHost } = definition;
  const store: FixtureStore = {
    kind: definition.kind,
    label: definition.label,
    origin,
    hostPort,
    port: bound,
    url: new URL(definition.path, origin).toString(),
    ...(definition.productPath && {
      productUrl: new URL(definition.productPath, origin).toString(),
    }),
    ...(marketplaceHost && {
      marketplaceUrl: new URL(definition.path, `http://${marketplaceHost}:${bound}`).toString(),
      marketplaceHostPort: `${marketplaceHost}:${bound}`,
    }),
    requests,
  };
  return {
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The slow store's connections never end by themselves.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** The request's path and query, parsed (the host part is irrelevant to a store's routes). */
export const requestTarget = (request: http.IncomingMessage): URL =>
  new URL(request.url ?? '/', 'http://fixture.invalid');

/** Answers in one piece; Node sets content-length (and sends no body to a HEAD request). */
export const answer = (
  response: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: string,
): void => {
  response.writeHead(status, headers);
  response.end(body);
};
