/**
 * Serves this folder's real pages on loopback, each at its own address (host and path), as the
 * store's server would: gzip-compressed with a content-length, so the safe fetcher's cap is
 * counted after decompression as on the web. Any other address answers 404. The real safe
 * fetcher reaches it under the pages' real host names through an injected DNS lookup.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createSafeFetcher,
  type SafeFetcherInstance,
} from '../../src/lib/safe-fetch/create-safe-fetcher';
import type { ResolveHost } from '../../src/lib/safe-fetch/guarded-agent';

export const REAL_PAGES_DIR = path.dirname(new URL(import.meta.url).pathname);

/** A page of the folder, compressed as stored. */
export const readRealPage = (file: string): Buffer => readFileSync(path.join(REAL_PAGES_DIR, file));

export interface RealPagesServer {
  port: number;
  /** The page's real address, on the server's port: `http://www.amazon.com:PORT/dp/…`. */
  addressOf(url: string): string;
  /** The real safe fetcher, allowed to reach the pages' hosts on this port only. */
  fetcher: SafeFetcherInstance;
  close(): Promise<void>;
}

const keyOf = (host: string, pathname: string) => `${host.replace(/:\d+$/, '')}${pathname}`;

export const startRealPagesServer = async (
  pages: readonly { file: string; url: string }[],
): Promise<RealPagesServer> => {
  const bodies = new Map<string, Buffer>();
  for (const page of pages) {
    const url = new URL(page.url);
    bodies.set(keyOf(url.hostname, url.pathname), readRealPage(page.file));
  }
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://page');
    const body = bodies.get(keyOf(request.headers.host ?? '', target.pathname));
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': String(body.length),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const hosts = new Set(pages.map((page) => new URL(page.url).hostname));
  // Plays DNS for the pages' hosts; every other name (a CDN, a help centre) does not exist.
  const lookup: ResolveHost = async (hostname) => {
    if (hosts.has(hostname)) return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
  const fetcher = createSafeFetcher({
    allowPrivateHosts: [...hosts].map((host) => `${host}:${port}`),
    lookup,
    requestsPerSecond: 100,
  });

  return {
    port,
    addressOf: (url) => {
      const address = new URL(url);
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
