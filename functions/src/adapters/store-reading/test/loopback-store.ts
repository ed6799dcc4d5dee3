/**
 * A store on loopback for store-reading tests: each path answers what the test says (status,
 * headers, body), everything else 404, and every request is recorded. It stands in for the
 * store's server, not for any of our code: the real safe fetcher reaches it through its
 * loopback allow-list.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoreRoute {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Drops the connection without answering (a page that cannot be fetched). */
  hangUp?: boolean;
}

export interface LoopbackStore {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `127.0.0.1:PORT`, for the fetcher's allow-list. */
  hostPort: string;
  /** Paths with their query, in the order they arrived. */
  requests: string[];
  close(): Promise<void>;
}

/** Routes by path, or by path with its query when a key has one. */
export const startLoopbackStore = async (
  routes: Readonly<Record<string, StoreRoute>>,
): Promise<LoopbackStore> => {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const target = request.url ?? '/';
    requests.push(target);
    const route = routes[target] ?? routes[new URL(target, 'http://store').pathname];
    if (route?.hangUp) {
      request.socket.destroy();
      return;
    }
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Page not found</h1></body></html>');
      return;
    }
    const isText = typeof route.body === 'string';
    const body = route.body === undefined ? '' : isText ? route.body : JSON.stringify(route.body);
    response.writeHead(route.status ?? 200, {
      'content-type': isText ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      ...route.headers,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
