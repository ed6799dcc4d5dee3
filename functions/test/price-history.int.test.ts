/**
 * Price history storage against the real DynamoDB Local: a year of daily changes written one
 * point at a time through appendObservationPoint leaves the recent 90 days and more on the
 * product and the rest in month items, every item far under the 100 KB budget (measured as
 * DynamoDB counts, and checked against the capacity DynamoDB itself charges to read it);
 * readHistory gives every point back in order; concurrent appends all land; an edit never puts
 * an old window back over an append; an item written in the old packed format goes on working.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { startTestApp, testTable } from '../../local/test/stack';
import type { HistoryPoint } from '../src/model/price-history/history-point';
import { WINDOW_DAYS } from '../src/model/price-history/history-window';
import { itemSize } from '../src/lib/dynamodb-item-size';
import { EIGHT_STORES, dailyPriceChanges } from './support/price-history-simulation';
import { DAY_MS } from '@shop-scanner/shared/time';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let history: typeof import('../src/data/price-history');
let edits: typeof import('../src/data/product-edit-transaction');
let products: typeof import('../src/data/products');

beforeAll(async () => {
  app = await startTestApp();
  history = await import('../src/data/price-history');
  edits = await import('../src/data/product-edit-transaction');
  products = await import('../src/data/products');
});
afterAll(async () => {
  await app?.stop();
});

const table = testTable;
const BUDGET_BYTES = 100 * 1024;
/** A strongly consistent read costs one unit per 4 KB of the item, rounded up. */
const READ_UNIT_BYTES = 4 * 1024;

const offer = (name: string): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/item`,
  price: 24.99,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 100,
  trustScore: 90,
  lastUpdated: '2025-01-01T00:00:00.000Z',
});

/** A shopper's product with no history yet, written as the catalogue writes products. */
const newProduct = async (history: Parameters<typeof products.buildProductItem>[1] = []) => {
  const id = `history-${randomUUID()}`;
  const item = products.buildProductItem(
    {
      id,
      barcode: '4006381333931',
      name: 'Enamelled Cast Iron Frying Pan',
      description: 'A heavy pan for searing',
      category: 'Home & Kitchen',
      features: [],
      tags: [],
      stores: EIGHT_STORES.map(offer),
      source: 'user',
      createdAt: '2024-12-01T00:00:00.000Z',
      updatedAt: '2024-12-01T00:00:00.000Z',
      version: 1,
    },
    history,
    'items',
  );
  await table().send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
  return id;
};

/** Every item of the product's partition, each with its size and the read units DynamoDB charges. */
const storedItems = async (id: string) => {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PRODUCT#${id}` },
      ConsistentRead: true,
    }),
  );
  return Promise.all(
    Items.map(async (item) => {
      const { ConsumedCapacity } = await table().send(
        new GetCommand({
          TableName: TABLE_NAME,
          Key: { pk: item.pk, sk: item.sk },
          ConsistentRead: true,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      return {
        sk: String(item.sk),
        item,
        bytes: itemSize(item),
        readUnits: ConsumedCapacity?.CapacityUnits,
      };
    }),
  );
};

const point = (observedAt: string, overrides: Partial<HistoryPoint> = {}): HistoryPoint => ({
  store: 'Amazon',
  price: 2_499,
  inStock: true,
  source: 'shopper',
  observedAt,
  ...overrides,
});

describe('a year of daily changes on 8 stores, written one point at a time', () => {
  const points = dailyPriceChanges({
    stores: EIGHT_STORES,
    days: 365,
    start: new Date('2025-01-01T00:00:00.000Z'),
  });
  const last = Date.parse(points.at(-1)!.observedAt);
  let id: string;

  beforeAll(async () => {
    id = await newProduct();
    for (const p of points) await history.appendObservationPoint(id, p, new Date(p.observedAt));
  }, 240_000);

  it('keeps the recent 90 days and more on the product, the rest in one item per month', async () => {
    const stored = await storedItems(id);
    const product = stored.find((s) => s.sk === 'PRODUCT')!.item;
    const window = products.toProduct(product as never).priceHistory;

    expect(product.historyVersion).toBe(points.length);
    expect(product.historyFrom).toBe(Date.parse('2025-10-01T00:00:00.000Z'));
    expect(Date.parse(window.at(-1)!.timestamp)).toBeLessThanOrEqual(last - WINDOW_DAYS * DAY_MS);
    expect(stored.map((s) => s.sk).filter((sk) => sk !== 'PRODUCT')).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((m) => `HISTORY#2025-${m}`),
    );
  });

  it('keeps every item far under 100 KB, as DynamoDB itself counts it', async () => {
    const stored = await storedItems(id);

    for (const { sk, bytes, readUnits } of stored) {
      expect(bytes, sk).toBeLessThan(BUDGET_BYTES / 5);
      expect(readUnits, sk).toBe(Math.ceil(bytes / READ_UNIT_BYTES));
    }
    const month = stored.filter((s) => s.sk !== 'PRODUCT').map((s) => s.bytes);
    expect(Math.max(...month)).toBeLessThan(4_096);
  });

  it('reads every point back in order, and the recent ones from the product alone', async () => {
    const all = await history.readHistory(id, new Date('2024-01-01T00:00:00.000Z'));
    const recent = await history.readHistory(id, new Date(last - 30 * DAY_MS));

    expect(all).toEqual(points);
    expect(recent).toEqual(points.filter((p) => Date.parse(p.observedAt) >= last - 30 * DAY_MS));
  });

  it('files a point older than the window in its month, and reads it back there', async () => {
    const imported = point('2025-03-15T12:00:00.000Z', { store: 'Lidl', source: 'open-prices' });

    const outcome = await history.appendObservationPoint(id, imported, new Date(last));
    const march = await history.readHistory(id, new Date('2025-03-15T00:00:00.000Z'));

    expect(outcome).toEqual({ appended: true, months: ['2025-03'] });
    expect(march.filter((p) => p.store === 'Lidl')).toEqual([imported]);
  });
});

describe('appendObservationPoint under concurrency', () => {
  it('lands every one of concurrent appends, each once', async () => {
    const id = await newProduct();
    const now = new Date('2026-02-01T10:00:00.000Z');
    const racing = EIGHT_STORES.map((store, i) =>
      point(new Date(now.getTime() + i).toISOString(), { store, price: 1_000 + i }),
    );

    await Promise.all(racing.map((p) => history.appendObservationPoint(id, p, now)));

    expect(await history.readHistory(id, new Date(0))).toEqual(racing);
    const product = (await products.getProductItem(id))!;
    expect(product.historyVersion).toBe(racing.length);
  });

  it('changes nothing for a point already held (a retried write)', async () => {
    const id = await newProduct();
    const p = point('2026-02-01T10:00:00.000Z', { originalPrice: 2_999, shippingCost: 499 });
    await history.appendObservationPoint(id, p, new Date(p.observedAt));

    const again = await history.appendObservationPoint(id, { ...p }, new Date(p.observedAt));

    expect(again).toEqual({ appended: false, months: [] });
    expect((await products.getProductItem(id))!.historyVersion).toBe(1);
  });

  it('refuses an unknown product', async () => {
    await expect(
      history.appendObservationPoint(`missing-${randomUUID()}`, point('2026-02-01T00:00:00.000Z')),
    ).rejects.toBeInstanceOf(history.HistoryProductMissing);
  });

  it('makes an edit that read the window before an append fail rather than put it back', async () => {
    const id = await newProduct();
    const before = (await products.getProductItem(id))!;
    await history.appendObservationPoint(id, point('2026-02-01T00:00:00.000Z'));
    const after = products.buildProductItem(
      { ...before, name: 'Renamed pan', version: before.version + 1 },
      before,
      before.indexedIn,
    );

    await expect(
      edits.saveProductEdit(
        before,
        after,
        { name: { from: before.name, to: 'Renamed pan' } },
        'u1',
      ),
    ).rejects.toBeInstanceOf(edits.ProductChangedMeanwhile);
    expect(await history.readHistory(id, new Date(0))).toHaveLength(1);
  });
});

describe('a product stored in the packed format of before (format 1)', () => {
  it('goes on: its page reads, and the next append keeps its points in the new format', async () => {
    const id = await newProduct();
    const {
      historyFrom: _from,
      historyVersion: _version,
      ...current
    } = (await products.getProductItem(id))!;
    const legacy = {
      ...current,
      history: {
        sources: ['Walmart', 'Amazon'],
        since: 1755244800123,
        points: '0.pzkjwl.v9 1.ntc70l.t6 1.0.2naj',
      },
    };
    await table().send(new PutCommand({ TableName: TABLE_NAME, Item: legacy }));

    expect((await products.getProduct(id))!.priceHistory.map((p) => p.price)).toEqual([
      11.25, 10.5, 1234.99,
    ]);

    const now = new Date('2025-09-10T00:00:00.000Z');
    await history.appendObservationPoint(id, point(now.toISOString()), now);

    const stored = (await products.getProductItem(id))!;
    expect(stored.history).toMatchObject({ v: 2 });
    expect((await history.readHistory(id, new Date(0))).map((p) => [p.store, p.price])).toEqual([
      ['Amazon', 123_499],
      ['Amazon', 1_050],
      ['Walmart', 1_125],
      ['Amazon', 2_499],
    ]);
  });
});
