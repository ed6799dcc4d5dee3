/**
 * The demo market (source `demo`) against DynamoDB Local, with the app started: 50 demo
 * products generated and loaded as `npm start` loads them, then market days run through the
 * scheduled job's handler. A day moves some offers exactly as the pure market decides (history
 * points marked demo, PriceChanged events through the CDK's pattern, figures recomputed, search
 * buckets' cards true again); the same day again changes nothing, even with its record removed;
 * the next day continues from the first.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { type PriceChangedDetail } from '@shop-scanner/shared/prices';
import type { ProductCategory } from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import { testTable } from '../../local/test/stack';
import { offerFigures } from '../src/model/products/pricing';
import { assessAuthenticity } from '../src/model/products/authenticity';
import { marketDay, marketDayOf } from '../src/domain/prices/demo-market/market-day';
import type { MarketDayReport } from '../src/domain/prices/demo-market/run-market-day';
import type { ProductItem } from '../src/data/products';
import type { DemoCatalogueProduct } from '../src/data/products-demo-load';
import { searchCatalogueFor } from './support/catalogue-search';
import { received, startAppRecordingPriceEvents } from './support/price-event-app';
import { DAY_MS } from '@shop-scanner/shared/time';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let handler: typeof import('../src/events/demo-market/handler').handler;
let run: typeof import('../src/domain/prices/demo-market/run-market-day');
let products: typeof import('../src/data/products');
let demoLoad: typeof import('../src/data/products-demo-load');

const RUN = `m${Date.now().toString(36)}`;
/** Two days that have begun, after the catalogue's offers were last updated. */
const today = Date.parse(`${marketDayOf(new Date())}T00:00:00.000Z`);
const DAY_1 = marketDayOf(new Date(today - 2 * DAY_MS));
const DAY_2 = marketDayOf(new Date(today - DAY_MS));
const startOf = (day: string) => `${day}T00:00:00.000Z`;

let barcodeCounter = 0;
const newBarcode = () =>
  withCheckDigit(
    `26${String(Date.now() % 1e6).padStart(6, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

let catalogue: DemoCatalogueProduct[];
const ids = () => catalogue.map((p) => p.id);

beforeAll(async () => {
  app = await startAppRecordingPriceEvents();
  ({ handler } = await import('../src/events/demo-market/handler'));
  run = await import('../src/domain/prices/demo-market/run-market-day');
  products = await import('../src/data/products');
  demoLoad = await import('../src/data/products-demo-load');
  // The generated catalogue's first 50 products, with ids and barcodes of this run.
  catalogue = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: 50,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  }).map((p, i) => ({ ...p, id: `market-${RUN}-${i}`, barcode: newBarcode() }));
  await demoLoad.loadDemoCatalogue(catalogue, {
    version: `market-${RUN}`,
    seed: DEMO_CATALOGUE_SEED,
  });
}, 120_000);
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  received.consumedEvents = [];
});

/** The job as the schedule invokes it, on `day`. */
const runDay = async (day: string) =>
  (await handler({ time: `${day}T00:05:00Z` } as ScheduledEvent)) as MarketDayReport;

const readAll = async (): Promise<ProductItem[]> =>
  Promise.all(ids().map(async (id) => (await products.getProductItem(id))!));

/** The PriceChanged events of this file's products, once deliveries are done. */
const ourEvents = async () => {
  await app.bus.idle();
  const ours = new Set(ids());
  return (received.consumedEvents ?? [])
    .map((e) => e.detail as PriceChangedDetail)
    .filter((d) => ours.has(d.productId));
};

/** The cards the category buckets hold of this file's products, by id. */
const categoryCards = async () => {
  const listed = await import('../src/data/demo-buckets').then((m) => m.listDemoProducts());
  return new Map(ids().map((id) => [id, listed.get(id)]));
};

const forgetMarketDay = () =>
  testTable().send(
    new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: 'CATALOGUE', sk: 'MARKET' } }),
  );

/**
 * Checks one day's effect on every product: the offers as the pure market said (moved ones
 * dated at the day's start, the rest untouched), one history point per change, one event per
 * price or stock change, figures recomputed, and the buckets' cards equal to the products'.
 */
const expectDay = async (day: string, before: readonly ProductItem[]) => {
  const after = await readAll();
  const events = await ourEvents();
  const cards = await categoryCards();
  let moved = 0;
  for (const [i, item] of after.entries()) {
    const old = before[i]!;
    const moves = marketDay(run.marketProductOf(old), day, DEMO_CATALOGUE_SEED);
    for (const offer of item.stores) {
      const was = old.stores.find((s) => s.name === offer.name)!;
      const move = moves.find((m) => m.observation.store === offer.name)?.observation;
      if (!move) {
        expect(offer, `${item.id} ${offer.name} stays`).toEqual(
          expect.objectContaining({ price: was.price, inStock: was.inStock }),
        );
        expect(offer.lastUpdated).toBe(was.lastUpdated);
        continue;
      }
      moved += 1;
      expect(offer).toMatchObject({
        price: move.price,
        inStock: move.inStock,
        source: 'demo',
        lastUpdated: startOf(day),
      });
      expect(offer.originalPrice).toBe(move.originalPrice);
      // The history point, marked demo.
      const points = products.windowOf(item).points;
      expect(points).toContainEqual(
        expect.objectContaining({
          store: offer.name,
          price: Math.round(move.price * 100),
          inStock: move.inStock,
          source: 'demo',
          observedAt: startOf(day),
        }),
      );
      // An event when the price or the stock changed, none otherwise.
      const event = events.filter((e) => e.productId === item.id && e.store === offer.name);
      const priceOrStock = was.price !== offer.price || was.inStock !== offer.inStock;
      expect(event, `${item.id} ${offer.name}`).toEqual(
        priceOrStock
          ? [
              {
                productId: item.id,
                store: offer.name,
                source: 'demo',
                old: { price: was.price, inStock: was.inStock },
                new: { price: offer.price, inStock: offer.inStock },
                observedAt: startOf(day),
              },
            ]
          : [],
      );
    }
    // The figures, as the catalogue computes them for these offers.
    const figures = offerFigures(item.stores);
    expect(item).toMatchObject({
      averagePrice: figures.averagePrice,
      lowestPrice: figures.lowestPrice,
      inStockStores: figures.inStockStores,
      verified: assessAuthenticity(item.stores).verified,
    });
    // Search and browse show the product as it is.
    expect(products.sameCard(cards.get(item.id)!, products.bucketCardOf(item)), item.id).toBe(true);
  }
  expect(events.length).toBeLessThanOrEqual(moved);
  return { after, moved, events };
};

describe('the demo market', () => {
  let afterDay1: ProductItem[];

  it('moves some offers on a day, through the ingest path, and keeps search true', async () => {
    // Prepare
    const loaded = await readAll();

    // Act
    const report = await runDay(DAY_1);

    // Assess
    expect(report).toMatchObject({ day: DAY_1, ran: true });
    const { after, moved, events } = await expectDay(DAY_1, loaded);
    // Some offers moved, most did not; some moves changed a price or a stock.
    const offers = loaded.reduce((n, p) => n + p.stores.length, 0);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(offers / 2);
    expect(events.length).toBeGreaterThan(0);
    // Search finds a product whose price moved by its new price, not its old, and shows its new
    // figures: the index was built again from the day's cards.
    const i = after.findIndex((item, n) => item.averagePrice !== loaded[n]!.averagePrice);
    const [was, changed] = [loaded[i]!, after[i]!];
    const atPrice = (price: number | null) =>
      searchCatalogueFor({
        category: changed.category as ProductCategory,
        minPrice: price ?? 0,
        maxPrice: price ?? 0,
        sort: 'price',
        limit: 50,
      });
    const [byName, atNewPrice, atOldPrice] = await Promise.all([
      searchCatalogueFor({ query: changed.name, limit: 50 }),
      atPrice(changed.averagePrice),
      atPrice(was.averagePrice),
    ]);
    const figures = {
      id: changed.id,
      averagePrice: changed.averagePrice,
      lowestPrice: changed.lowestPrice,
      inStockStores: changed.inStockStores,
    };
    expect(byName.products).toContainEqual(expect.objectContaining(figures));
    expect(atNewPrice.products).toContainEqual(expect.objectContaining(figures));
    expect(atOldPrice.products.map((p) => p.id)).not.toContain(changed.id);
    afterDay1 = after;
  });

  it('changes nothing when the same day runs again, even with its record gone', async () => {
    // Act: the scheduler's second tick of the day, then a run that finds no record of it.
    const again = await runDay(DAY_1);
    await forgetMarketDay();
    const forced = await runDay(DAY_1);

    // Assess
    expect(again).toEqual({ day: DAY_1, ran: false, reason: 'already-ran' });
    expect(forced).toMatchObject({
      ran: true,
      observations: 0,
      changes: 0,
      priceChangedEvents: 0,
      bucketsRewritten: 0,
    });
    expect(await readAll()).toEqual(afterDay1);
    expect(await ourEvents()).toEqual([]);
  });

  it('continues the next day from the first', async () => {
    // Act
    const report = await runDay(DAY_2);

    // Assess: moved from day 1's offers, both days' points in the history.
    expect(report).toMatchObject({ day: DAY_2, ran: true });
    const { after, moved } = await expectDay(DAY_2, afterDay1);
    expect(moved).toBeGreaterThan(0);
    const observedDays = new Set(
      after.flatMap((item) =>
        products
          .windowOf(item)
          .points.filter((p) => p.observedAt >= startOf(DAY_1))
          .map((p) => p.observedAt),
      ),
    );
    expect([...observedDays].sort()).toEqual([startOf(DAY_1), startOf(DAY_2)]);
    // A day before one already run is not run.
    expect(await runDay(DAY_1)).toEqual({ day: DAY_1, ran: false, reason: 'already-ran' });
  });
});
