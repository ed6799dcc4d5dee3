/**
 * For the tests that read the fixture stores as the service does: the stores and our real safe
 * fetcher, allowed to reach them, started before a test file's tests and closed after them. The
 * listing is reached as www.amazon.com (marketplaces are known by their host name) through an
 * injected DNS lookup.
 */
import { afterAll, beforeAll } from 'vitest';
// The fetcher's own module rather than lib/safe-fetch's index, which reads the handlers'
// environment (TABLE_NAME and the rest) when it loads.
import {
  createSafeFetcher,
  type SafeFetcherInstance,
} from '@shop-scanner/functions/lib/safe-fetch/create-safe-fetcher';
import type { ResolveHost } from '@shop-scanner/functions/lib/safe-fetch/guarded-agent';
import type { ReadStoreDeps } from '@shop-scanner/functions/adapters/store-reading/read-store';
import type { SafeFetcher } from '@shop-scanner/functions/lib/safe-fetch/safe-fetcher';
import {
  startFixtureStores,
  type FixtureStore,
  type FixtureStoreKind,
  type FixtureStores,
} from '../index';

/** Plays DNS for the listing's marketplace host; nothing else is looked up in these tests. */
const lookup: ResolveHost = async (hostname) => {
  if (hostname === 'www.amazon.com') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** A deadline for the slow store's tests that keeps them short (the fetcher's default is 8 s). */
export const SLOW_STORE_DEADLINE_MS = 1500;

export interface ReadableFixtureStores {
  byKind(kind: FixtureStoreKind): FixtureStore;
  /** The real safe fetcher, allowed to reach every store and the listing's marketplace host. */
  readonly fetcher: SafeFetcher;
  /** readStore's dependencies: this fetcher unless another is given, and no domain age. */
  deps(fetcher?: SafeFetcher): ReadStoreDeps;
  /** The fetcher, with SLOW_STORE_DEADLINE_MS for every fetch that sets no deadline itself. */
  shortDeadlineFetcher(): SafeFetcher;
}

/**
 * Starts the fixture stores and the fetcher in the calling test file's beforeAll, and closes them
 * in its afterAll. What it returns is usable inside the file's tests.
 */
export const readableFixtureStores = (): ReadableFixtureStores => {
  let fixtures: FixtureStores | undefined;
  let safeFetcher: SafeFetcherInstance | undefined;

  beforeAll(async () => {
    fixtures = await startFixtureStores();
    const listing = fixtures.byKind('marketplace-listing');
    safeFetcher = createSafeFetcher({
      allowPrivateHosts: [...fixtures.allowList, listing.marketplaceHostPort!],
      lookup,
      // Every fixture store is on 127.0.0.1, which the per-host politeness sees as one store.
      requestsPerSecond: 50,
    });
  });
  afterAll(async () => {
    await safeFetcher?.close();
    await fixtures?.close();
  });

  const started = (): { fixtures: FixtureStores; fetcher: SafeFetcher } => {
    if (!fixtures || !safeFetcher) throw new Error('the fixture stores start in beforeAll');
    return { fixtures, fetcher: safeFetcher };
  };

  return {
    byKind: (kind) => started().fixtures.byKind(kind),
    get fetcher() {
      return started().fetcher;
    },
    deps: (fetcher = started().fetcher) => ({
      fetcher,
      domainAge: async () => ({ registeredAt: null, ageDays: null, note: 'fixture' }),
    }),
    shortDeadlineFetcher: () => {
      const { fetcher } = started();
      return {
        ...fetcher,
        fetch: (url, options) =>
          fetcher.fetch(url, {
            ...options,
            deadlineMs: options?.deadlineMs ?? SLOW_STORE_DEADLINE_MS,
          }),
      };
    },
  };
};
