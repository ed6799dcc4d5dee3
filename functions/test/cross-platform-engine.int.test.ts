/**
 * The cross-platform search engine against DynamoDB Local: a small demo catalogue loaded with the
 * real loader (every name carries a word made for this run, so other files' data never matches),
 * the real token index and product reads, and stand-in connectors and page readers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type {
  CrossPlatformSearchRequest,
  PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import { startTestApp } from '../../local/test/stack';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import type { PlatformConnector } from '../src/adapters/connectors/platform-connector';

// The modules under test read the environment when they load: imported once the app has set it.
let app: App;
let engine: typeof import('../src/domain/cross-platform/search-service');
let candidates: typeof import('../src/domain/cross-platform/match-candidates');

/** A word no other data holds: letters only, so it is one token. */
const RUN = `qx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(
  /\d/g,
  (d) => 'abcdefghij'.charAt(Number(d)),
);

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `3${String(Date.now() % 1e7).padStart(7, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

const offer = (name: string, price: number, extra: Partial<StoreOffer> = {}): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/${RUN}/${price}`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 100,
  trustScore: 90,
  lastUpdated: '2025-10-01T00:00:00.000Z',
  ...extra,
});

const demo = (
  key: string,
  fields: Pick<DemoCatalogueProduct, 'name' | 'category'> & Partial<DemoCatalogueProduct>,
): DemoCatalogueProduct => ({
  id: `xp-${RUN}-${key}`,
  barcode: newBarcode(),
  description: `Test product ${key}`,
  features: [],
  tags: [],
  stores: [],
  priceHistory: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

const turntable = demo('turntable', {
  name: `Kestrel Audio Studio Turntable Belt-Drive ${RUN}`,
  brand: 'Kestrel Audio',
  category: 'Electronics',
  stores: [
    offer('Amazon', 149, { trustScore: 95 }),
    offer('Walmart', 139),
    offer('eBay', 99, { trustScore: 80 }),
    offer('AliExpress', 79, {
      trustScore: 60,
      shipping: { free: true, cost: 0, estimatedDays: 21 },
    }),
  ],
});
/** The same turntable in walnut: a name that holds every word of the turntable's. */
const walnut = demo('walnut', {
  name: `Kestrel Audio Studio Turntable Belt-Drive Walnut ${RUN}`,
  brand: 'Kestrel Audio',
  category: 'Home & Kitchen',
  stores: [offer('Target', 159)],
});
const dustCover = demo('cover', {
  name: `Kestrel Audio Studio Turntable Dust Cover ${RUN}`,
  brand: 'Kestrel Audio',
  category: 'Electronics',
  stores: [offer('Amazon', 19)],
});
const otherBrand = demo('sonique', {
  name: `Sonique Studio Turntable Belt-Drive ${RUN}`,
  brand: 'Sonique',
  category: 'Electronics',
  stores: [offer('Best Buy', 129)],
});
const speaker = demo('speaker', {
  name: `Kestrel Audio Bluetooth Speaker ${RUN}`,
  brand: 'Kestrel Audio',
  category: 'Electronics',
  stores: [offer('Amazon', 59)],
});
const catalogue = [turntable, walnut, dustCover, otherBrand, speaker];

const ORIGINAL_URL = `https://kestrel-audio.example/${RUN}/turntable`;

const request = (fields: Partial<CrossPlatformSearchRequest> = {}): CrossPlatformSearchRequest => ({
  originalUrl: ORIGINAL_URL,
  productName: `Studio Turntable Belt-Drive ${RUN}`,
  ...fields,
});

const pageSaying = (page: { title?: string; price?: number; platform: string }) => async () => page;
const unreadablePage = () => Promise.reject(new Error('refused'));

const productIds = (matches: readonly PlatformMatch[]) => [
  ...new Set(matches.map((m) => m.productId)),
];

/** A connector answering what the test gives it, for the engine's handling of connectors. */
const standIn = (
  platform: string,
  answer: PlatformMatch[] | Error,
  connected = true,
): PlatformConnector => ({
  platform,
  isConnected: () => connected,
  notConnectedNote: `${platform} is not connected`,
  search: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
});

const listing = (overrides: Partial<PlatformMatch>): PlatformMatch => ({
  platform: 'eBay',
  url: `https://www.ebay.com/itm/${RUN}`,
  title: `Kestrel Audio Studio Turntable Belt-Drive ${RUN}`,
  price: 120,
  currency: 'USD',
  imageUrl: null,
  seller: 'vinyl-corner',
  sellerRating: null,
  availability: 'in_stock',
  matchConfidence: 100,
  matchedBy: 'name',
  priceRank: null,
  shippingDays: 4,
  shippingCost: 5,
  trustScore: 80,
  lastUpdated: '2025-11-01T12:00:00.000Z',
  reviews: null,
  source: 'ebay-browse',
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp();
  const { loadDemoCatalogue } = await import('../src/data/products-demo-load');
  await loadDemoCatalogue(catalogue, { version: `xp-${RUN}` });
  engine = await import('../src/domain/cross-platform/search-service');
  candidates = await import('../src/domain/cross-platform/match-candidates');
});
afterAll(async () => {
  await app?.stop();
});

describe('catalogue matches', () => {
  it('matches the product whose GTIN is the barcode, certain, with the original price from its offer', async () => {
    // Prepare: the original address is the catalogue's Walmart offer; the page is never read.
    const walmart = turntable.stores[1] as StoreOffer;
    let pageRead = false;

    // Act
    const analysis = await engine.runCrossPlatformSearch(
      request({ barcode: turntable.barcode, originalUrl: walmart.url, productName: 'Turntable' }),
      {
        readOriginal: async () => {
          pageRead = true;
          return { platform: 'Walmart' };
        },
        connectors: [],
      },
    );

    // Assess
    expect(pageRead).toBe(false);
    expect(analysis.originalProduct).toEqual({
      url: walmart.url,
      title: turntable.name,
      price: 139,
      platform: 'Walmart',
    });
    const gtin = analysis.matches.filter((m) => m.matchedBy === 'gtin');
    expect(gtin.map((m) => m.platform).sort()).toEqual(['AliExpress', 'Amazon', 'eBay']);
    expect(gtin.every((m) => m.matchConfidence === 100 && m.productId === turntable.id)).toBe(true);
    expect(analysis.matches.find((m) => m.platform === 'AliExpress')?.priceRank).toBe('suspicious'); // 79 / 139
  });

  it('matches by name above the threshold, and leaves out the accessory, the other brand and the other product', async () => {
    const analysis = await engine.runCrossPlatformSearch(request({ brand: 'Kestrel Audio' }), {
      readOriginal: pageSaying({ title: 'Studio Turntable', price: 150, platform: 'Shopify' }),
      connectors: [],
    });

    expect(productIds(analysis.matches).sort()).toEqual([turntable.id, walnut.id].sort());
    expect(analysis.matches.every((m) => m.matchedBy === 'name' && m.matchConfidence >= 88)).toBe(
      true,
    );
    expect(analysis.originalProduct).toEqual({
      url: ORIGINAL_URL,
      title: 'Studio Turntable',
      price: 150,
      platform: 'Shopify',
    });
    expect(analysis.totalMatches).toBe(5);
    expect(analysis.platforms).toEqual([
      {
        platform: 'Shop Scanner catalogue',
        status: 'searched',
        matches: 5,
        note: 'Store offers recorded in the Shop Scanner catalogue',
      },
    ]);
  });

  it('scores the products sharing a word with the name and keeps those above the threshold', async () => {
    const matched = await candidates.productsMatchingName({
      productName: `Kestrel Audio Studio Turntable Belt-Drive ${RUN}`,
    });

    expect(matched.map((m) => m.product.id)).toEqual([turntable.id, walnut.id]);
    expect(matched[0]?.similarity).toBe(100);
  });

  it('filters by category and brand on the product, and by price range on the offer', async () => {
    const deps = { readOriginal: pageSaying({ platform: 'Shopify' }), connectors: [] };

    const kestrel = { brand: 'Kestrel Audio' };

    const electronics = await engine.runCrossPlatformSearch(
      request({ ...kestrel, category: 'Electronics' }),
      deps,
    );
    const sonique = await engine.runCrossPlatformSearch(request({ brand: 'Sonique' }), deps);
    const ranged = await engine.runCrossPlatformSearch(
      request({ ...kestrel, minPrice: 100, maxPrice: 150 }),
      deps,
    );

    expect(productIds(electronics.matches)).toEqual([turntable.id]);
    expect(productIds(sonique.matches)).toEqual([otherBrand.id]);
    expect(ranged.matches.map((m) => m.price).sort()).toEqual([139, 149]);
  });

  it('finds nothing for a product below the threshold, with an empty analysis', async () => {
    const analysis = await engine.runCrossPlatformSearch(
      request({ productName: `Kestrel Audio Wireless Earbuds ${RUN}` }),
      { readOriginal: pageSaying({ platform: 'Shopify', price: 50 }), connectors: [] },
    );

    expect(analysis.matches).toEqual([]);
    expect(analysis.searchConfidence).toBe(0);
    expect(analysis.priceAnalysis.insights).toEqual([]);
  });

  it('ranks nothing when the original page cannot be read', async () => {
    const analysis = await engine.runCrossPlatformSearch(request(), {
      readOriginal: unreadablePage,
      connectors: [],
    });

    expect(analysis.originalProduct).toEqual({
      url: ORIGINAL_URL,
      title: request().productName,
      price: null,
      platform: 'kestrel-audio.example',
    });
    expect(analysis.matches.length).toBeGreaterThan(0);
    expect(analysis.matches.every((m) => m.priceRank === null)).toBe(true);
    expect(analysis.priceAnalysis.suspiciouslyLowCount).toBe(0);
  });
});

describe('connectors', () => {
  it('reports each connector: searched with its matches, not connected, failed', async () => {
    // Prepare
    const ebayListing = listing({});

    // Act
    const analysis = await engine.runCrossPlatformSearch(request(), {
      readOriginal: pageSaying({ platform: 'Shopify', price: 150 }),
      connectors: [
        standIn('eBay', [ebayListing]),
        standIn('Etsy', [], false),
        standIn('Walmart', new Error('boom')),
      ],
    });

    // Assess
    expect(analysis.platforms.slice(1)).toEqual([
      { platform: 'eBay', status: 'searched', matches: 1 },
      { platform: 'Etsy', status: 'not_connected', matches: 0, note: 'Etsy is not connected' },
      { platform: 'Walmart', status: 'failed', matches: 0, note: 'The Walmart search failed.' },
    ]);
    expect(analysis.matches.map((m) => m.url)).toContain(ebayListing.url);
    // The turntable's 4 offers, the walnut one's and the Sonique one's (a name without a brand
    // may be either brand's), and the listing.
    expect(analysis.platforms[0]?.matches).toBe(6);
    expect(analysis.totalMatches).toBe(7);
  });

  it("flags two sellers' identical images by the hash of their bytes", async () => {
    const a = listing({
      url: `https://www.ebay.com/itm/${RUN}-a`,
      seller: 'shop-a',
      imageUrl: 'https://i.example/a.jpg',
    });
    const b = listing({
      url: `https://www.ebay.com/itm/${RUN}-b`,
      seller: 'shop-b',
      imageUrl: 'https://i.example/b.jpg',
    });
    const hashed: string[] = [];

    const analysis = await engine.runCrossPlatformSearch(request(), {
      readOriginal: pageSaying({ platform: 'Shopify' }),
      connectors: [standIn('eBay', [a, b])],
      hashImage: async (url) => {
        hashed.push(url);
        return 'same-bytes';
      },
    });

    expect(hashed.sort()).toEqual(['https://i.example/a.jpg', 'https://i.example/b.jpg']);
    expect(analysis.authenticityFlags.identicalImages).toEqual([
      {
        urls: [a.url, b.url],
        detail: 'shop-a and shop-b show the same image file (identical content)',
      },
    ]);
    expect(analysis.recommendations.warnings[0]).toMatch(/^Identical images: shop-a and shop-b/);
  });
});

describe('platformSearch', () => {
  it("answers one platform's catalogue offers, not connected without a live connector", async () => {
    const answer = await engine.platformSearch('amazon', request(), {
      readOriginal: pageSaying({ platform: 'Shopify', price: 150 }),
      connectors: [],
    });

    expect(answer.platform).toBe('Amazon');
    expect(answer.status).toBe('not_connected');
    expect(answer.note).toMatch(/catalogue's offers/);
    expect(answer.matches.map((m) => [m.platform, m.price])).toEqual([['Amazon', 149]]);
  });

  it("adds the live connector's listings and takes its status", async () => {
    const ebayListing = listing({ price: 110 });

    const answer = await engine.platformSearch('ebay', request(), {
      readOriginal: pageSaying({ platform: 'Shopify', price: 150 }),
      connectors: [
        standIn('eBay', [ebayListing]),
        standIn('Etsy', [listing({ platform: 'Etsy' })]),
      ],
    });

    // Best first: the listing matched at 100, the catalogue's offer by a name without its brand.
    expect(answer.status).toBe('searched');
    expect(answer.matches.map((m) => [m.platform, m.price, m.source])).toEqual([
      ['eBay', 110, 'ebay-browse'],
      ['eBay', 99, 'catalogue'],
    ]);
  });
});
