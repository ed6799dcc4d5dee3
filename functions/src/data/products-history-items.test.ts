/**
 * The price history's item-size budget, measured on whole items as DynamoDB counts them: after a
 * year (and five) of daily changes on 8 stores, the product item with its window and every month
 * item stay far under 100 KB. And the window attributes read back as written, format 1 included.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { itemSize } from '../lib/dynamodb-item-size';
import {
  EIGHT_STORES,
  dailyPriceChanges,
  simulateHistory,
} from '../../test/support/price-history-simulation';
import { WINDOW_DAYS } from '../model/price-history/history-window';
import { timeOf } from '../model/price-history/history-point';
import {
  buildProductItem,
  periodItem,
  periodRange,
  periodSortKey,
  productKey,
  toProduct,
  windowAttributes,
  windowOf,
  windowUpdate,
} from './products';

// The product module holds the entity's reads and writes too: its client is a stand-in here,
// never called by the pure builders under test.
vi.mock('../lib/dynamodb', () => ({
  documentClient: { send: vi.fn() },
  tableName: 'shop-scanner',
}));

const BUDGET_BYTES = 100 * 1024;

const offer = (name: string, inStock = true): StoreOffer => ({
  name,
  url: `https://www.${name.toLowerCase().replace(/\W/g, '')}.example/search?q=cast+iron+frying+pan`,
  price: 24.99,
  originalPrice: 29.99,
  discountPercentage: 17,
  inStock,
  shipping: { free: false, cost: 5.99, estimatedDays: 4 },
  rating: 4.4,
  reviewCount: 1_234,
  trustScore: 88,
  lastUpdated: '2026-01-01T00:00:00.000Z',
});

/** A product as large as the catalogue makes them: 8 offers, a long description, many tags. */
const productItem = (history: Parameters<typeof buildProductItem>[1]) =>
  buildProductItem(
    {
      id: 'demo-0042',
      barcode: '4006381333931',
      name: 'Maison Élise Enamelled Cast Iron Frying Pan 28 cm',
      description: 'A heavy enamelled cast iron pan for searing and slow cooking. '.repeat(16),
      category: 'Home & Kitchen',
      brand: 'Maison Élise',
      features: ['Enamelled', 'Oven safe to 260 °C', 'Induction ready', 'Dishwasher safe'],
      tags: ['cookware', 'cast iron', 'frying pan', 'kitchen', 'induction'],
      stores: EIGHT_STORES.map((name) => offer(name)),
      source: 'demo',
      createdAt: '2024-06-01T00:00:00.000Z',
      updatedAt: '2024-06-01T00:00:00.000Z',
      version: 1,
    },
    history,
    'bucket',
  );

const measureYears = (years: number) => {
  const points = dailyPriceChanges({
    stores: EIGHT_STORES,
    days: years * 365,
    start: new Date('2025-01-01T00:00:00.000Z'),
  });
  const { window, largestWindow, months } = simulateHistory(points);
  const product = productItem(windowAttributes(window, points.length));
  const largestProduct = productItem(windowAttributes(largestWindow, points.length));
  const monthItems = [...months].flatMap(([month, parts]) =>
    parts.map((part) => periodItem({ pk: product.pk, id: product.id }, month, part, 1)),
  );
  return {
    points,
    window,
    product,
    monthItems,
    /** The product item at its largest: its window just before a month rolled out. */
    productBytes: itemSize(largestProduct as unknown as Record<string, unknown>),
    largestMonthBytes: Math.max(...monthItems.map((item) => itemSize({ ...item }))),
  };
};

describe('price history items under a year of daily changes on 8 stores', () => {
  const year = measureYears(1);

  it('keeps the product item, window included, far under 100 KB', () => {
    expect(year.window.points.length).toBeGreaterThanOrEqual(WINDOW_DAYS * 8);
    expect(year.productBytes).toBeLessThan(BUDGET_BYTES / 4);
  });

  it('files the rest in one item per month, each a few kilobytes', () => {
    expect(year.monthItems.map((item) => item.sk)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((m) => `HISTORY#2025-${m}`),
    );
    expect(year.largestMonthBytes).toBeLessThan(BUDGET_BYTES / 25);
  });

  it('loses nothing: the month items and the window hold every point once, in order', () => {
    const window = windowOf(year.product);
    // Before its start, the window carries copies of each store's last point (history-window.ts).
    const recent = window.points.filter((p) => timeOf(p) >= window.from);
    const stored = [
      ...year.monthItems.flatMap((item) => windowOf({ history: item.history }).points),
      ...recent,
    ];

    expect(stored).toEqual(year.points);
    expect(window.points.length - recent.length).toBe(8);
  });
});

describe('price history items under five years', () => {
  it('grows no item: the window and a month are as small as after one year', () => {
    const one = measureYears(1);
    const five = measureYears(5);

    expect(five.monthItems).toHaveLength(5 * 12 - 3);
    expect(five.productBytes).toBeLessThan(BUDGET_BYTES / 4);
    expect(five.largestMonthBytes).toBeLessThan(BUDGET_BYTES / 25);
    expect(Math.abs(five.productBytes - one.productBytes)).toBeLessThan(1_000);
    expect(Math.abs(five.largestMonthBytes - one.largestMonthBytes)).toBeLessThan(200);
  }, 60_000);
});

describe('the window on the product item', () => {
  it('gives the product page its points newest first, in dollars', () => {
    const item = productItem([
      {
        store: 'Amazon',
        price: 1_050,
        inStock: true,
        source: 'demo',
        observedAt: '2025-09-01T00:00:00.000Z',
      },
      {
        store: 'Walmart',
        price: 1_125,
        originalPrice: 1_499,
        inStock: false,
        source: 'shopper',
        observedAt: '2025-09-02T12:30:00.000Z',
      },
    ]);

    expect(item).toMatchObject({ historyFrom: 0, historyVersion: 0 });
    expect(toProduct(item).priceHistory).toEqual([
      { source: 'Walmart', timestamp: '2025-09-02T12:30:00.000Z', price: 11.25 },
      { source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 10.5 },
    ]);
  });

  it('still reads an item written before the window (format 1), its stock from the offers', () => {
    const legacy = {
      ...productItem([]),
      stores: [offer('Walmart', false), offer('Amazon')],
      history: {
        sources: ['Walmart', 'Amazon'],
        since: 1755244800123,
        points: '0.pzkjwl.v9 1.ntc70l.t6 1.0.2naj',
      },
      historyFrom: undefined,
      historyVersion: undefined,
    };

    expect(windowOf(legacy)).toEqual({
      from: 0,
      points: [
        {
          store: 'Amazon',
          price: 123_499,
          inStock: true,
          source: 'demo',
          observedAt: '2025-08-15T08:00:00.123Z',
        },
        {
          store: 'Amazon',
          price: 1_050,
          inStock: true,
          source: 'demo',
          observedAt: '2025-09-01T00:00:00.000Z',
        },
        {
          store: 'Walmart',
          price: 1_125,
          inStock: false,
          source: 'demo',
          observedAt: '2025-09-02T12:30:00.000Z',
        },
      ],
    });
    expect(toProduct(legacy).priceHistory.map((p) => p.price)).toEqual([11.25, 10.5, 1234.99]);
  });
});

describe('month keys', () => {
  it("sort by time, each month's parts between it and the next month", () => {
    const keys = [
      periodSortKey('2025-10', 0),
      periodSortKey('2025-09', 12),
      periodSortKey('2025-09', 0),
      periodSortKey('2025-09', 2),
      periodRange('2025-09', '2025-09').to,
    ].sort();

    expect(keys).toEqual([
      'HISTORY#2025-09',
      'HISTORY#2025-09#12',
      'HISTORY#2025-09#2',
      'HISTORY#2025-09~',
      'HISTORY#2025-10',
    ]);
    expect(productKey('p').pk).toBe('PRODUCT#p');
  });
});

describe('windowUpdate', () => {
  const window = { from: 0, points: [] };

  it('moves the window and its version, conditional on the version read', () => {
    const update = windowUpdate(3, window);

    expect(update).toEqual({
      UpdateExpression: 'SET #history = :history, #from = :from, #historyVersion = :next',
      ConditionExpression: 'attribute_exists(pk) AND #historyVersion = :historyVersion',
      ExpressionAttributeNames: {
        '#history': 'history',
        '#from': 'historyFrom',
        '#historyVersion': 'historyVersion',
      },
      ExpressionAttributeValues: {
        ':history': windowAttributes(window, 4).history,
        ':from': 0,
        ':next': 4,
        ':historyVersion': 3,
      },
    });
  });

  it('carries an offer change in the same Update, the window left as read', () => {
    const update = windowUpdate(0, undefined, {
      set: { stores: [], averagePrice: null },
      remove: ['gsi3pk'],
      condition: {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': 2 },
      },
    });

    expect(update).toEqual({
      UpdateExpression: 'SET #historyVersion = :next, #s0 = :s0, #s1 = :s1 REMOVE #r0',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(#historyVersion) OR #historyVersion = :historyVersion) AND #version = :version',
      ExpressionAttributeNames: {
        '#historyVersion': 'historyVersion',
        '#s0': 'stores',
        '#s1': 'averagePrice',
        '#r0': 'gsi3pk',
        '#version': 'version',
      },
      ExpressionAttributeValues: {
        ':next': 1,
        ':historyVersion': 0,
        ':s0': [],
        ':s1': null,
        ':version': 2,
      },
    });
  });
});
