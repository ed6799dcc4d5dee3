/**
 * Real saved pages served on loopback under the addresses they were saved from, for tests that
 * run the real reader through the real safe fetcher. One server answers every host: the request's
 * Host header and path pick the file (`https://www.amazon.com/dp/X` is served as
 * `http://www.amazon.com:PORT/dp/X`), everything else is a 404. The fetcher plays DNS for these
 * hosts only (each resolves to 127.0.0.1) and may reach them on this port only, so nothing leaves
 * the machine: a link to another host or to the real port 443 is refused, as an unreadable page.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSafeFetcher,
  type SafeFetcherInstance,
} from '../../src/lib/safe-fetch/create-safe-fetcher';
import type { ResolveHost } from '../../src/lib/safe-fetch/guarded-agent';

export const REAL_PAGES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** One saved answer: the address it was saved from, and the file holding its body. */
export interface SavedAnswer {
  url: string;
  file: string;
  /** text/html unless given (a feed is application/json). */
  contentType?: string;
}

export interface RealPagesServer {
  /** The loopback address that serves a saved address. */
  loopbackUrl(savedUrl: string): string;
  fetcher: SafeFetcherInstance;
  close(): Promise<void>;
}

const routeKey = (url: URL): string => `${url.hostname}${url.pathname}`;

/** Reads every saved answer once, then serves them until closed. */
export const startRealPagesServer = async (
  answers: readonly SavedAnswer[],
  readBody: (file: string) => Promise<Buffer> = (file) => readFile(path.join(REAL_PAGES_DIR, file)),
): Promise<RealPagesServer> => {
  const routes = new Map<string, { body: Buffer; contentType: string }>();
  for (const answer of answers)
    routes.set(routeKey(new URL(answer.url)), {
      body: await readBody(answer.file),
      contentType: answer.contentType ?? 'text/html; charset=utf-8',
    });

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', `http://${request.headers.host ?? 'unknown'}`);
    const route = routes.get(routeKey(target));
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><body><h1>Not saved</h1></body></html>');
      return;
    }
    response.writeHead(200, { 'content-type': route.contentType });
    response.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const hosts = new Set(answers.map((answer) => new URL(answer.url).hostname));
  const lookup: ResolveHost = async (hostname) => {
    if (hosts.has(hostname)) return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
  const fetcher = createSafeFetcher({
    allowPrivateHosts: [...hosts].map((host) => `${host}:${port}`),
    lookup,
    // Every saved store is on 127.0.0.1; the per-host politeness would only slow the tests.
    requestsPerSecond: 50,
  });

  return {
    loopbackUrl: (savedUrl) => {
      const url = new URL(savedUrl);
      url.protocol = 'http:';
      url.port = String(port);
      return url.toString();
    },
    fetcher,
    close: async () => {
      await fetcher.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
};
