/**
 * The Open Prices import against DynamoDB Local and a loopback Open Prices:
 * a demo product whose barcode Open Prices knows gets the shops' offers (source open-prices) with
 * history points and PriceChanged events, and a second run changes nothing; an unknown barcode,
 * a slow server, a broken one and no network change nothing and throw nothing; two shops of one
 * name in one town stay two stores; the scheduled
 * price job runs the import against the configured server.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';
import type { App } from '../../local/src/local-stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import {
  openPricesPrice,
  refusedUrl,
  startOpenPricesFixture,
  type OpenPricesBehaviour,
  type OpenPricesFixture,
} from '../../local/test/fixtures/open-prices-server';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { received, startAppRecordingPriceEvents } from './support/price-event-app';
import { DAY_MS } from '@shop-scanner/shared/time';

// The modules under test read the environment when they load: import them once it is set.
let app: App;
let market: OpenPricesFixture;
let openPrices: typeof import('../src/domain/prices/open-prices-import');
let products: typeof import('../src/data/products');
let demoLoad: typeof import('../src/data/products-demo-load');
let history: typeof import('../src/data/price-history');

const RUN = `o${Date.now().toString(36)}`;
const NOW = new Date();
/** The UTC day `n` days before the run, YYYY-MM-DD, as Open Prices dates a price. */
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS).toISOString().slice(0, 10);
const startOf = (day: string) => `${day}T00:00:00.000Z`;

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `26${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

/** Demo products as generated, with ids and barcodes of this run, with room for new stores. */
const catalogue: DemoCatalogueProduct[] = generateDemoCatalogue({
  seed: DEMO_CATALOGUE_SEED,
  count: 40,
  now: DEMO_CATALOGUE_REFERENCE_DATE,
})
  .filter((p) => p.stores.length <= 5)
  .slice(0, 3)
  .map((p, i) => ({ ...p, id: `open-prices-${RUN}-${i}`, barcode: newBarcode() }));
const [known, unknown, twoShops] = catalogue as [
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
];

/** One of two shops of one chain in one town, mapped alike (only their location ids differ). */
const walgreens = (locationId: number, price: number) =>
  openPricesPrice({
    product_code: twoShops.barcode,
    price,
    date: daysAgo(4),
    location_id: locationId,
    location: {
      type: 'OSM',
      id: locationId,
      osm_name: 'Walgreens',
      osm_address_city: 'Springfield',
      osm_address_country_code: 'US',
    },
  });

beforeAll(async () => {
  market = await startOpenPricesFixture({
    prices: [
      openPricesPrice({
        product_code: known.barcode,
        price: 3.29,
        date: daysAgo(10),
        location: { type: 'OSM', osm_name: 'Safeway', osm_address_country_code: 'US' },
      }),
      openPricesPrice({ product_code: known.barcode, price: 3.19, date: daysAgo(5) }),
      openPricesPrice({
        product_code: known.barcode,
        price: 2.99,
        price_is_discounted: true,
        price_without_discount: 3.49,
        date: daysAgo(3),
        location: { type: 'OSM', osm_name: 'Safeway', osm_address_country_code: 'US' },
      }),
      // Neither is imported: a price in euros, and one older than 30 days.
      openPricesPrice({
        product_code: known.barcode,
        price: 2.5,
        currency: 'EUR',
        date: daysAgo(2),
      }),
      openPricesPrice({ product_code: known.barcode, price: 4.99, date: daysAgo(45) }),
      walgreens(36, 4.19),
      walgreens(38, 4.59),
    ],
  });
  // Read once when the modules load: the import asks the fixture, never the internet.
  process.env.OPEN_PRICES_BASE_URL = market.url;
  app = await startAppRecordingPriceEvents();
  openPrices = await import('../src/domain/prices/open-prices-import');
  products = await import('../src/data/products');
  demoLoad = await import('../src/data/products-demo-load');
  history = await import('../src/data/price-history');
  await demoLoad.loadDemoCatalogue(catalogue, { version: `open-prices-${RUN}` });
});
afterAll(async () => {
  await app?.stop();
  await market?.close();
});

const importFor = (product: DemoCatalogueProduct, baseUrl?: string) =>
  openPrices.importOpenPrices({
    now: NOW,
    candidates: async () => [{ id: product.id, barcode: product.barcode }],
    ...(baseUrl !== undefined ? { baseUrl } : {}),
  });

const itemOf = async (id: string) => (await products.getProductItem(id))!;
const pointsOf = async (id: string) => history.readHistory(id, new Date(0));
/** The product as stored, and its whole history: what "nothing changed" compares. */
const stateOf = async (id: string) => ({ item: await itemOf(id), points: await pointsOf(id) });

const priceEventsOf = async (productId: string) => {
  await app.bus.idle();
  return (received.consumedEvents ?? [])
    .map((e) => e.detail as PriceChangedDetail)
    .filter((d) => d.productId === productId);
};

describe('two shops of one name in one town', () => {
  it('stay two stores, each with its own price', async () => {
    // Act
    const summary = await importFor(twoShops);

    // Assess
    expect(summary).toMatchObject({ withPrices: 1, observations: 2, changed: 2 });
    const offers = (await itemOf(twoShops.id)).stores.filter((s) => s.name.startsWith('Walgreens'));
    expect(offers.map((s) => [s.name, s.price]).sort()).toEqual([
      ['Walgreens, Springfield (Open Prices shop 36)', 4.19],
      ['Walgreens, Springfield (Open Prices shop 38)', 4.59],
    ]);
  });
});

describe('a product whose barcode Open Prices knows', () => {
  it("adds each shop's offer (source open-prices) with a history point per change", async () => {
    // Prepare
    received.consumedEvents = [];
    const before = await stateOf(known.id);

    // Act
    const summary = await importFor(known);

    // Assess: Safeway (two days) and Trader Joe's, oldest first, every one a change
    expect(summary).toEqual({
      enabled: true,
      products: 1,
      asked: 1,
      withPrices: 1,
      observations: 3,
      changed: 3,
      failed: 0,
    });
    const item = await itemOf(known.id);
    expect(item.stores.find((s) => s.name === 'Safeway')).toMatchObject({
      price: 2.99,
      originalPrice: 3.49,
      inStock: true,
      shipping: { free: true, cost: 0, estimatedDays: 0 },
      url: '',
      source: 'open-prices',
      lastUpdated: startOf(daysAgo(3)),
    });
    expect(item.stores.find((s) => s.name === 'Trader Joe’s, Portland')).toMatchObject({
      price: 3.19,
      source: 'open-prices',
      lastUpdated: startOf(daysAgo(5)),
    });
    // ... the demo stores as they were
    expect(item.stores).toHaveLength(known.stores.length + 2);
    // ... three history points, at the days the prices were seen
    const added = (await pointsOf(known.id)).filter((p) => p.source === 'open-prices');
    expect((await pointsOf(known.id)).length).toBe(before.points.length + 3);
    expect(added.map((p) => [p.store, p.price, p.originalPrice, p.observedAt])).toEqual([
      ['Safeway', 329, undefined, startOf(daysAgo(10))],
      ['Trader Joe’s, Portland', 319, undefined, startOf(daysAgo(5))],
      ['Safeway', 299, 349, startOf(daysAgo(3))],
    ]);
    // ... and the bus heard of each change
    const events = await priceEventsOf(known.id);
    expect(events.map((e) => [e.store, e.source, e.old?.price ?? null, e.new.price])).toEqual([
      ['Safeway', 'open-prices', null, 3.29],
      ['Trader Joe’s, Portland', 'open-prices', null, 3.19],
      ['Safeway', 'open-prices', 3.29, 2.99],
    ]);
  });

  it('changes nothing when imported again', async () => {
    received.consumedEvents = [];
    const before = await stateOf(known.id);

    const summary = await importFor(known);

    expect(summary).toMatchObject({ withPrices: 1, observations: 3, changed: 0, failed: 0 });
    expect(await stateOf(known.id)).toEqual(before);
    expect(await priceEventsOf(known.id)).toEqual([]);
  });
});

describe('what changes nothing and throws nothing', () => {
  it('an unknown barcode', async () => {
    const before = await stateOf(unknown.id);

    const summary = await importFor(unknown);

    expect(summary).toMatchObject({ asked: 1, withPrices: 0, observations: 0, failed: 0 });
    expect(await stateOf(unknown.id)).toEqual(before);
  });

  it('a server that never answers: given up after the 3 s timeout', async () => {
    const slow = await startOpenPricesFixture({ behaviour: 'never-answer' });
    const before = await stateOf(known.id);
    const started = performance.now();

    try {
      const summary = await importFor(known, slow.url);

      expect(summary).toMatchObject({ asked: 1, withPrices: 0, observations: 0, failed: 0 });
      expect(performance.now() - started).toBeLessThan(5000);
      expect(slow.requests).toHaveLength(1);
      expect(await stateOf(known.id)).toEqual(before);
    } finally {
      await slow.close();
    }
  });

  it.each(['http-500', 'invalid-json', 'wrong-shape'] satisfies OpenPricesBehaviour[])(
    'a broken server (%s)',
    async (behaviour) => {
      const broken = await startOpenPricesFixture({ behaviour });
      const before = await stateOf(known.id);

      try {
        const summary = await importFor(known, broken.url);

        expect(summary).toMatchObject({ asked: 1, withPrices: 0, observations: 0, failed: 0 });
        expect(await stateOf(known.id)).toEqual(before);
      } finally {
        await broken.close();
      }
    },
  );

  it('no network: the run stops asking after two refused lookups', async () => {
    const offline = await refusedUrl();
    const before = await stateOf(known.id);

    const summary = await openPrices.importOpenPrices({
      now: NOW,
      baseUrl: offline,
      candidates: async () => catalogue.concat(catalogue),
    });

    expect(summary).toMatchObject({
      products: catalogue.length * 2,
      asked: 2,
      stopped: 'unreached',
      failed: 0,
    });
    expect(await stateOf(known.id)).toEqual(before);
  });
});

describe('the scheduled price job', () => {
  it('asks the configured Open Prices about the most popular products', async () => {
    // Prepare
    const { handler } = await import('../src/events/price-drop-job/handler');
    const { popularProducts } = await import('../src/data/products-search');
    const { openPricesCode } = await import('../src/lib/open-prices');
    const popular = await popularProducts(openPrices.OPEN_PRICES_PRODUCTS_PER_RUN);
    market.requests.splice(0);

    // Act
    const result = await handler({ time: NOW.toISOString() } as ScheduledEvent);

    // Assess: every popular barcode asked once; what was imported before is not imported again;
    // then the price watch's safety net ran over the registry (shared with the files run before:
    // its figures are price-watch-job.int.test.ts's to check)
    expect(popular.length).toBeGreaterThan(0);
    expect(result).toMatchObject({
      products: expect.any(Number),
      rechecked: expect.any(Number),
      noticesSent: expect.any(Number),
      openPrices: { enabled: true, products: popular.length, asked: popular.length, changed: 0 },
    });
    const asked = market.requests.map((r) =>
      new URL(r.path, market.url).searchParams.get('product_code'),
    );
    expect(asked.sort()).toEqual(popular.map((p) => openPricesCode(p.barcode)).sort());
  });
});
