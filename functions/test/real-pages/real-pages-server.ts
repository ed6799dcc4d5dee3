/**
 * Serves this folder's real pages and feeds on loopback, each at the address it was saved from
 * (host, path and query), as the store's server would: gzip-compressed with a content-length, so
 * the safe fetcher's cap is counted after decompression as on the web. Any other address answers
 * 404.
 * The real safe fetcher reaches it under the saved host names through an injected DNS lookup
 * (each resolves to 127.0.0.1) and on this port only, so nothing leaves the machine: a link to
 * another host (a CDN, a help centre that was not saved) does not resolve.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  createSafeFetcher,
  type SafeFetcherInstance,
} from '../../src/lib/safe-fetch/create-safe-fetcher';
import type { ResolveHost } from '../../src/lib/safe-fetch/guarded-agent';

export const REAL_PAGES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** One saved answer: the address it was saved from, and the file (gzip) holding its body. */
export interface SavedAnswer {
  url: string;
  file: string;
  /** text/html unless given (a feed is application/json). */
  contentType?: string;
}

/** A saved answer's body, compressed as stored. */
export const readRealPage = (file: string): Buffer => readFileSync(path.join(REAL_PAGES_DIR, file));

/** A saved answer's body as text, for a test that edits it before serving. */
export const readSavedText = (file: string): string =>
  gunzipSync(readRealPage(file)).toString('utf8');

/** A body as the server sends it, compressed as the folder stores it. */
export const compressed = (text: string): Buffer => gzipSync(Buffer.from(text, 'utf8'));

export interface RealPagesServer {
  port: number;
  /** The saved address, on the server's port: `http://www.amazon.com:PORT/dp/…`. */
  addressOf(savedUrl: string): string;
  /** The real safe fetcher, allowed to reach the saved hosts on this port only. */
  fetcher: SafeFetcherInstance;
  close(): Promise<void>;
}

/**
 * A saved answer's route: host, path and query. One saved without a query answers its path with
 * any query (a feed asked for with `?limit=250`); one saved with a query (vmzona's
 * `int.php?page=product&…`, where the query names the page) answers that query only.
 */
const routeKey = (host: string, pathAndQuery: string) =>
  `${host.replace(/:\d+$/, '')}${pathAndQuery}`;

/** Reads every saved answer once (compressed, as stored, unless `readBody` says), then serves them. */
export const startRealPagesServer = async (
  answers: readonly SavedAnswer[],
  readBody: (file: string) => Promise<Buffer> = async (file) => readRealPage(file),
): Promise<RealPagesServer> => {
  const routes = new Map<string, { body: Buffer; contentType: string }>();
  for (const answer of answers) {
    const url = new URL(answer.url);
    routes.set(routeKey(url.hostname, `${url.pathname}${url.search}`), {
      body: await readBody(answer.file),
      contentType: answer.contentType ?? 'text/html; charset=utf-8',
    });
  }

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://page');
    const host = request.headers.host ?? '';
    const route =
      routes.get(routeKey(host, `${target.pathname}${target.search}`)) ??
      routes.get(routeKey(host, target.pathname));
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, {
      'content-type': route.contentType,
      'content-encoding': 'gzip',
      'content-length': String(route.body.length),
    });
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
    requestsPerSecond: 100,
  });

  return {
    port,
    addressOf: (savedUrl) => {
      const address = new URL(savedUrl);
      address.protocol = 'http:';
      address.port = String(port);
      return address.toString();
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
