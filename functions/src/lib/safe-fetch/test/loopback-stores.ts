/**
 * Loopback HTTP servers (the "stores") and fetchers for the safe fetcher's tests: each test file
 * that imports this closes what its tests started after every test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';
import {
  createSafeFetcher,
  type SafeFetcherInstance,
  type SafeFetcherOptions,
} from '../create-safe-fetcher';
import { FetchRefused, type FetchRefusalReason } from '../fetch-refused';
import type { ResolveHost } from '../guarded-agent';

export interface Store {
  port: number;
  origin: string;
  hostPort: string;
  requests: IncomingMessage[];
  bodies: string[];
  close(): Promise<void>;
}

export const startStore = async (
  handle: (req: IncomingMessage, res: ServerResponse, store: Store) => void,
): Promise<Store> => {
  const server = createServer((req, res) => {
    store.requests.push(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      store.bodies.push(Buffer.concat(chunks).toString());
      handle(req, res, store);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const store: Store = {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests: [],
    bodies: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return store;
};

export const refusal = async (promise: Promise<unknown>): Promise<FetchRefused> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefused) return error;
    throw error;
  }
  throw new Error('expected a FetchRefused, got an answer');
};

export const expectRefused = async (promise: Promise<unknown>, reason: FetchRefusalReason) =>
  expect((await refusal(promise)).reason).toBe(reason);

/** A DNS for tests: names from the table, anything else does not exist. */
export const fakeDns =
  (table: Record<string, string[]>): ResolveHost =>
  async (hostname) => {
    const addresses = table[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const fetchers: SafeFetcherInstance[] = [];
export const fetcherWith = (options: SafeFetcherOptions = {}) => {
  const fetcher = createSafeFetcher({ requestsPerSecond: 1000, ...options });
  fetchers.push(fetcher);
  return fetcher;
};
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

const stores: Store[] = [];
export const store = async (handle: Parameters<typeof startStore>[0]) => {
  const started = await startStore(handle);
  stores.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((started) => started.close()));
});

/** A body that never ends: 64 KB chunks as fast as the client takes them. */
export const endlessBody = (_req: IncomingMessage, res: ServerResponse) => {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  res.writeHead(200);
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', pump);
  pump();
};

export const ok = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<h1>hello</h1>');
};
