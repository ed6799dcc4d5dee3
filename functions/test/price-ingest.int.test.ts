/**
 * The one ingest path of price observations against DynamoDB Local, with the app
 * started: a demo product (generated and loaded as the real loader does) takes observations, and
 * its offer, history and derived figures move in one write; the PriceChanged event reaches a test
 * consumer through a rule with the very pattern the CDK stack deploys (priceChangedPattern), one
 * event per change and none for a redelivery; unknown products, bad observations and concurrent
 * observations behave; a shopper's product's search card follows its prices.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import {
  PRICE_CHANGED_DETAIL_TYPE,
  PRICE_EVENT_SOURCE,
  roundCents,
  type PriceChangedDetail,
  type PriceObservation,
} from '@shop-scanner/shared/prices';
import type { App } from '../../local/src/local-stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import { assessAuthenticity } from '../src/model/products/authenticity';
import { offerFigures } from '../src/model/products/pricing';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { searchCatalogueFor } from './support/catalogue-search';
import { received, startAppRecordingPriceEvents } from './support/price-event-app';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let ingest: typeof import('../src/domain/prices/ingest-observation');
let products: typeof import('../src/data/products');
let demoLoad: typeof import('../src/data/products-demo-load');
let history: typeof import('../src/data/price-history');

const RUN = `i${Date.now().toString(36)}`;
/** The demo catalogue's offers were last updated up to its reference date: observe after it. */
const NOW = new Date(DEMO_CATALOGUE_REFERENCE_DATE.getTime() + 24 * 3_600_000);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `25${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

/**
 * Demo products as generated, with ids and barcodes of this run (so no other test file's data
 * meets them), each sold by at least three stores.
 */
const demoProducts = (count: number): DemoCatalogueProduct[] =>
  generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: 40,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  })
    .filter((p) => p.stores.length >= 3)
    .slice(0, count)
    .map((p, i) => ({ ...p, id: `ingest-${RUN}-${i}`, barcode: newBarcode() }));

let catalogue: DemoCatalogueProduct[];
const productAt = (i: number): DemoCatalogueProduct => catalogue[i]!;

beforeAll(async () => {
  app = await startAppRecordingPriceEvents();
  ingest = await import('../src/domain/prices/ingest-observation');
  products = await import('../src/data/products');
  demoLoad = await import('../src/data/products-demo-load');
  history = await import('../src/data/price-history');
  catalogue = demoProducts(5);
  await demoLoad.loadDemoCatalogue(catalogue, { version: `ingest-${RUN}` });
});
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  received.consumedEvents = [];
});

/** The PriceChanged events of a product the test consumer received, once deliveries are done. */
const priceEventsOf = async (productId: string) => {
  await app.bus.idle();
  return (received.consumedEvents ?? []).filter(
    (e) => (e.detail as PriceChangedDetail).productId === productId,
  );
};

/** An observation of one of the product's stores (the first by default) as generated. */
const observation = (
  product: DemoCatalogueProduct,
  overrides: Partial<PriceObservation>,
  offer = product.stores[0]!,
): PriceObservation => {
  return {
    productId: product.id,
    store: offer.name,
    price: offer.price,
    ...(offer.originalPrice !== undefined ? { originalPrice: offer.originalPrice } : {}),
    inStock: offer.inStock,
    shipping: offer.shipping,
    url: offer.url,
    source: 'open-prices',
    observedAt: NOW.toISOString(),
    ...overrides,
  };
};

const itemOf = async (id: string) => (await products.getProductItem(id))!;
const offerOf = async (id: string, store: string) =>
  (await itemOf(id)).stores.find((s) => s.name === store);
const pointsOf = async (id: string) => history.readHistory(id, new Date(0));

describe('a new price for a demo product', () => {
  it('updates the offer, appends one history point, recomputes the figures, puts one PriceChanged', async () => {
    // Prepare
    const product = productAt(0);
    const store = product.stores[0]!;
    const before = await pointsOf(product.id);
    const newPrice = roundCents(store.price - 1.25);

    // Act
    const outcome = await ingest.ingestObservation(
      observation(product, { price: newPrice, originalPrice: store.price }),
      NOW,
    );

    // Assess: the offer
    expect(outcome).toMatchObject({ effect: 'changed', historyAppended: true, published: true });
    const item = await itemOf(product.id);
    const offer = item.stores.find((s) => s.name === store.name);
    expect(offer).toMatchObject({
      price: newPrice,
      originalPrice: store.price,
      source: 'open-prices',
      lastUpdated: NOW.toISOString(),
    });
    // ... the other offers as they were, their source now written down
    expect(item.stores.filter((s) => s.name !== store.name)).toEqual(
      product.stores.filter((s) => s.name !== store.name).map((s) => ({ ...s, source: 'demo' })),
    );
    // ... the figures, as the catalogue computes them for these offers
    const figures = offerFigures(item.stores);
    expect(item).toMatchObject({
      averagePrice: figures.averagePrice,
      lowestPrice: figures.lowestPrice,
      inStockStores: figures.inStockStores,
      ...assessAuthenticity(item.stores),
    });
    expect(item.averagePrice).not.toBe(offerFigures(product.stores).averagePrice);
    // ... one history point more, the new one last
    const after = await pointsOf(product.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      store: store.name,
      price: Math.round(newPrice * 100),
      originalPrice: Math.round(store.price * 100),
      ...(store.shipping.free ? {} : { shippingCost: Math.round(store.shipping.cost * 100) }),
      inStock: store.inStock,
      source: 'open-prices',
      observedAt: NOW.toISOString(),
    });
    // ... and one event, through the CDK's pattern
    const events = await priceEventsOf(product.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: PRICE_EVENT_SOURCE,
      'detail-type': PRICE_CHANGED_DETAIL_TYPE,
      detail: {
        productId: product.id,
        store: store.name,
        source: 'open-prices',
        old: { price: store.price, inStock: store.inStock },
        new: { price: newPrice, inStock: store.inStock },
        observedAt: NOW.toISOString(),
      },
    });
    expect(outcome.priceChanged).toEqual(events[0]?.detail);
  });

  it('has one effect when the same observation comes again: no point, no event, no write', async () => {
    // Prepare
    const product = productAt(1);
    const change = observation(product, { price: roundCents(product.stores[0]!.price + 2) });
    await ingest.ingestObservation(change, NOW);
    const written = await itemOf(product.id);
    const points = await pointsOf(product.id);

    // Act
    const again = await ingest.ingestObservation(change, at(5));

    // Assess
    expect(again).toMatchObject({
      effect: 'duplicate',
      historyAppended: false,
      priceChanged: null,
    });
    expect(await pointsOf(product.id)).toEqual(points);
    expect((await itemOf(product.id)).historyVersion).toBe(written.historyVersion);
    expect(await priceEventsOf(product.id)).toHaveLength(1);
  });

  it('moves only lastUpdated when the same offer is seen again later', async () => {
    // Prepare
    const product = productAt(1);
    const store = product.stores[1]!;
    const points = await pointsOf(product.id);

    // Act
    const seen = await ingest.ingestObservation(
      observation(product, { source: 'shopper', observedAt: at(30).toISOString() }, store),
      at(30),
    );

    // Assess: the source stays whoever set the price; no history, no event.
    expect(seen).toMatchObject({ effect: 'seen', historyAppended: false, priceChanged: null });
    expect(await offerOf(product.id, store.name)).toEqual({
      ...store,
      source: 'demo',
      lastUpdated: at(30).toISOString(),
    });
    expect(await pointsOf(product.id)).toEqual(points);
    expect(await priceEventsOf(product.id)).toHaveLength(0);
  });

  it('ignores an observation older than the offer', async () => {
    const product = productAt(1);
    const store = product.stores[0]!;
    const current = await offerOf(product.id, store.name);

    const stale = await ingest.ingestObservation(
      observation(product, { price: 1, observedAt: at(-60).toISOString() }),
      NOW,
    );

    expect(stale.effect).toBe('stale');
    expect(await offerOf(product.id, store.name)).toEqual(current);
    expect(await priceEventsOf(product.id)).toHaveLength(0);
  });
});

describe('a stock-out and a new store', () => {
  it('puts an event with inStock false, and counts one in-stock store less', async () => {
    // Prepare
    const product = productAt(2);
    const store = product.stores.find((s) => s.inStock)!;
    const inStockBefore = (await itemOf(product.id)).inStockStores;

    // Act
    await ingest.ingestObservation(
      observation(product, { store: store.name, price: store.price, inStock: false }),
      NOW,
    );

    // Assess
    expect((await itemOf(product.id)).inStockStores).toBe(inStockBefore - 1);
    expect((await pointsOf(product.id)).at(-1)).toMatchObject({
      store: store.name,
      inStock: false,
    });
    const events = await priceEventsOf(product.id);
    expect(events.map((e) => e.detail)).toEqual([
      expect.objectContaining({
        old: { price: store.price, inStock: true },
        new: { price: store.price, inStock: false },
      }),
    ]);
  });

  it('adds the offer of a store new to the product, with no old state in its event', async () => {
    // Prepare
    const product = productAt(2);
    const count = (await itemOf(product.id)).stores.length;

    // Act
    await ingest.ingestObservation(
      observation(product, {
        store: 'Corner Shop',
        price: 9.99,
        url: 'https://corner-shop.example/item',
        source: 'shopper',
        observedAt: at(10).toISOString(),
      }),
      at(10),
    );

    // Assess
    const item = await itemOf(product.id);
    expect(item.stores).toHaveLength(count + 1);
    expect(item.stores.at(-1)).toMatchObject({
      name: 'Corner Shop',
      price: 9.99,
      url: 'https://corner-shop.example/item',
      trustScore: 60,
      source: 'shopper',
    });
    expect(item.lowestPrice).toBe(offerFigures(item.stores).lowestPrice);
    const events = await priceEventsOf(product.id);
    expect(events.map((e) => e.detail)).toEqual([
      expect.objectContaining({
        store: 'Corner Shop',
        old: null,
        new: { price: 9.99, inStock: true },
      }),
    ]);
  });
});

describe('observations that cannot be ingested', () => {
  it('refuses an unknown product with NotFound, writing nothing', async () => {
    const unknown = { ...observation(productAt(0), {}), productId: `missing-${RUN}` };

    await expect(ingest.ingestObservation(unknown, NOW)).rejects.toMatchObject({
      name: 'NotFound',
      statusCode: 404,
    });
    expect(await products.getProductItem(unknown.productId)).toBeUndefined();
    expect(await priceEventsOf(unknown.productId)).toHaveLength(0);
  });

  it('refuses what the shared schema refuses, and a date in the future, naming the field', async () => {
    const product = productAt(3);

    await expect(
      ingest.ingestObservation(observation(product, { price: -1 }), NOW),
    ).rejects.toMatchObject({ statusCode: 400, fieldErrors: { price: expect.any(Array) } });
    await expect(
      ingest.ingestObservation(observation(product, { observedAt: at(60).toISOString() }), NOW),
    ).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { observedAt: [ingest.observationFromTheFuture] },
    });
  });
});

describe('concurrent observations', () => {
  it('of two stores of one product both land: two offers, two points, two events', async () => {
    // Prepare
    const product = productAt(3);
    const [first, second] = product.stores as [
      (typeof product.stores)[0],
      (typeof product.stores)[0],
    ];
    const points = await pointsOf(product.id);

    // Act
    const outcomes = await Promise.all([
      ingest.ingestObservation(
        observation(product, { store: first.name, price: roundCents(first.price + 1) }),
        NOW,
      ),
      ingest.ingestObservation(
        observation(product, { store: second.name, price: roundCents(second.price + 2) }),
        NOW,
      ),
    ]);

    // Assess
    expect(outcomes.map((o) => o.effect)).toEqual(['changed', 'changed']);
    expect((await offerOf(product.id, first.name))?.price).toBe(roundCents(first.price + 1));
    expect((await offerOf(product.id, second.name))?.price).toBe(roundCents(second.price + 2));
    expect(await pointsOf(product.id)).toHaveLength(points.length + 2);
    const events = await priceEventsOf(product.id);
    expect(events.map((e) => (e.detail as PriceChangedDetail).store).sort()).toEqual(
      [first.name, second.name].sort(),
    );
  });

  it('of the same observation twice at once have one effect', async () => {
    const product = productAt(4);
    const change = observation(product, { price: roundCents(product.stores[0]!.price + 3) });
    const points = await pointsOf(product.id);

    const outcomes = await Promise.all([
      ingest.ingestObservation(change, NOW),
      ingest.ingestObservation(change, NOW),
    ]);

    expect(outcomes.map((o) => o.effect).sort()).toEqual(['changed', 'duplicate']);
    expect(await pointsOf(product.id)).toHaveLength(points.length + 1);
    expect(await priceEventsOf(product.id)).toHaveLength(1);
  });
});

describe("a shopper's product", () => {
  it('gets its first offer, and its search card follows in the same write', async () => {
    // Prepare: a product with no offers yet, indexed by token items of its own.
    const word = `ingest${RUN.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
    const id = `ingest-${RUN}-shopper`;
    const { buildProductItem } = await import('../src/data/products');
    await products.insertProduct(
      buildProductItem(
        {
          id,
          barcode: newBarcode(),
          name: `Watering can ${word}`,
          description: '',
          category: 'Garden & Outdoor',
          features: [],
          tags: [],
          stores: [],
          source: 'user',
          createdAt: NOW.toISOString(),
          updatedAt: NOW.toISOString(),
          version: 1,
        },
        [],
        'items',
      ),
      {},
      'ingest-test',
    );

    // Act
    await ingest.ingestObservation(
      {
        productId: id,
        store: 'Walmart',
        price: 12.5,
        inStock: true,
        shipping: { free: true, cost: 0, estimatedDays: 2 },
        source: 'shopper',
        observedAt: NOW.toISOString(),
      },
      NOW,
    );

    // Assess: the product and its card agree.
    expect(await itemOf(id)).toMatchObject({
      averagePrice: 12.5,
      lowestPrice: 12.5,
      inStockStores: 1,
      stores: [expect.objectContaining({ name: 'Walmart', trustScore: 90, source: 'shopper' })],
    });
    const { products: cards } = await searchCatalogueFor({ query: word });
    expect(cards).toEqual([
      expect.objectContaining({ id, averagePrice: 12.5, lowestPrice: 12.5, inStockStores: 1 }),
    ]);
    expect((await priceEventsOf(id)).map((e) => e.detail)).toEqual([
      expect.objectContaining({ old: null, new: { price: 12.5, inStock: true } }),
    ]);
  });
});
