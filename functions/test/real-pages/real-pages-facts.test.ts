/**
 * The real product pages of this folder, read as the service reads a shopper's address: the real
 * safe fetcher on loopback (see real-pages-server), then the product-page reader and the store
 * reader. Each page's expected facts are in expected-facts.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProductPage } from '../../src/adapters/store-reading/product-page';
import { readStore } from '../../src/adapters/store-reading/read-store';
import { expectedFacts } from './expected-facts';
import { startRealPagesServer, type RealPagesServer } from './real-pages-server';
import { SAVED_FROM, savedAnswer } from './saved-addresses';

let server: RealPagesServer;
beforeAll(async () => {
  server = await startRealPagesServer(expectedFacts.map((page) => savedAnswer(page.file)));
});
afterAll(() => server.close());

const noDomainAge = async () => ({ registeredAt: null, ageDays: null, note: 'not looked up' });

// Parsing a 2 MB marketplace page takes about a second on a loaded machine; a few run per file.
const PAGE_TIMEOUT_MS = 30_000;

describe.each(expectedFacts)('$file', (expected) => {
  it(
    'reads the product name, price and platform a careful person reads',
    async () => {
      // Act
      const reading = await readProductPage(server.addressOf(SAVED_FROM[expected.file]), {
        fetcher: server.fetcher,
      });

      // Assess
      const { facts } = reading;
      expect(reading.status).toBe(200);
      expect(reading.platform).toBe(expected.platform);
      expect(facts.name).toBe(expected.name);
      expect(facts.price).toBe(expected.price);
      expect(facts.currency).toBe(expected.currency);
      expect(facts.sources.price).toBe(expected.priceSource);
      expect(facts.otherPrices?.map((other) => other.price)).toEqual(expected.otherPrices);
      expect(reading.readInPart !== undefined).toBe(expected.readInPart);
    },
    PAGE_TIMEOUT_MS,
  );

  it(
    "reads the store's name and pages, and says when the page was read in part",
    async () => {
      // Act
      const snapshot = await readStore(server.addressOf(SAVED_FROM[expected.file]), {
        fetcher: server.fetcher,
        domainAge: noDomainAge,
      });

      // Assess
      const [main] = snapshot.pages;
      expect(main?.status).toBe(200);
      expect(snapshot.storeName).toBe(expected.storeName);
      expect(snapshot.sellerName).toBe(expected.sellerName);
      expect(main?.note?.includes('read in part') ?? false).toBe(expected.readInPart);
      for (const { role, host } of expected.ownSubdomainPages ?? []) {
        const read = snapshot.pages.filter((page) => page.role === role);
        expect(read.map((page) => new URL(page.url).hostname)).toContain(host);
      }
    },
    PAGE_TIMEOUT_MS,
  );
});

describe('the largest page', () => {
  it(
    'is read in part, and the evidence says how much of how large a page, in words',
    async () => {
      // Prepare: the 3.1 MB Amazon page, whose title and price sit near its 1.4 MB mark.
      const large = expectedFacts.find((page) => page.file === 'amazon-com-relay-module.html.gz')!;

      // Act
      const snapshot = await readStore(server.addressOf(SAVED_FROM[large.file]), {
        fetcher: server.fetcher,
        domainAge: noDomainAge,
      });

      // Assess: sent compressed, its size is unknown before it is read: no size is claimed.
      expect(snapshot.pages[0]?.note).toBe(
        "read in part: the first 2.0 MB of a longer page (its top, where the product's name and price are shown)",
      );
      expect(snapshot.platform).toBe('amazon');
    },
    PAGE_TIMEOUT_MS,
  );
});

describe('the sale in Open Graph', () => {
  it(
    "is the price the store's verdict reads, and the page's note says which and what else",
    async () => {
      // Prepare
      const sale = expectedFacts.find((page) => page.file.startsWith('rejuvenation'))!;

      // Act
      const snapshot = await readStore(server.addressOf(SAVED_FROM[sale.file]), {
        fetcher: server.fetcher,
        domainAge: noDomainAge,
      });

      // Assess
      expect(snapshot.products?.[0]?.variants[0]?.price).toBe(120);
      expect(snapshot.pages[0]?.note).toBe(
        'prices differ: 120.00 USD in Open Graph was used (the lowest published), 150.00 in JSON-LD also published',
      );
    },
    PAGE_TIMEOUT_MS,
  );
});
