/**
 * The index's packed texts give back exactly what was packed: ids with and without the demo
 * prefix, names with tabs, newlines and backslashes, unknown values, categories off the list.
 */
import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../model/products/search-entry';
import {
  decodeEntries,
  decodeIds,
  decodeNamedEntries,
  decodeNamedProducts,
  decodeRows,
  decodeTokenCounts,
  encodeEntries,
  encodeIds,
  encodeNamedEntries,
  encodeNamedProducts,
  encodeRows,
  encodeTokenCounts,
} from './search-index-codec';

const entry = (overrides: Partial<IndexEntry> = {}): IndexEntry => ({
  id: 'demo-00a1',
  category: 'Books',
  averagePrice: 12.34,
  inStockStores: 3,
  verified: true,
  authenticityScore: 87,
  createdMs: Date.parse('2025-06-01T12:34:56.789Z'),
  rank: 4321,
  ...overrides,
});

describe('entries', () => {
  it('round-trip, unknown values and odd ids and categories included', () => {
    const entries = [
      entry(),
      entry({ id: 'user-\\d\t1\n', averagePrice: null, authenticityScore: null, verified: false }),
      entry({ id: '\\demo-x', category: 'Made, up: category', inStockStores: 0, createdMs: 5 }),
      // A price as offerFigures rounds it: whole cents, whatever the float's digits.
      entry({ averagePrice: Math.round((0.1 + 0.2) * 100) / 100 }),
    ];

    expect(decodeEntries(encodeEntries(entries))).toEqual(entries);
    expect(decodeEntries(new Uint8Array())).toEqual([]);
  });

  it('keep the names of the catalogue-wide name list', () => {
    const named = [{ ...entry(), name: 'Crème\tbrûlée\\n' }];

    expect(decodeNamedEntries(encodeNamedEntries(named))).toEqual(named);
  });

  it('take 20 bytes for a demo product, its id as a number', () => {
    expect(encodeEntries([entry()])).toHaveLength(20);
    expect(encodeIds(['demo-00a1'])).toHaveLength(4);
  });

  it('spell out ids the demo numbering would not give back exactly', () => {
    const ids = ['demo-1', 'demo-00a1', 'demo-0001x', 'demo-zzzzzz', 'x', 'demo-', 'démo-0001'];

    expect(decodeIds(encodeIds(ids))).toEqual(ids);
  });

  it('refuse what its fields cannot hold rather than store it wrong', () => {
    expect(() => encodeEntries([entry({ rank: 2 ** 24 })])).toThrow(RangeError);
    expect(() => encodeEntries([entry({ createdMs: -1 })])).toThrow(RangeError);
  });
});

describe('rows, names and counts', () => {
  it('round-trip rows with prices in cents and unknown values', () => {
    const rows = [
      { lo: { value: 1.05, id: 'demo-1\t' }, hi: { value: 19.99, id: 'b' }, cells: [1, 0, 20, 3] },
      { lo: { value: null, id: 'c' }, hi: { value: null, id: 'd' }, cells: [0, 0, 0, 2] },
    ];

    expect(decodeRows('price', encodeRows('price', rows))).toEqual(rows);
  });

  it('round-trip named products and token counts', () => {
    const products = [
      { id: 'demo-1', name: 'A\tB', brand: 'Acme', category: 'Books' },
      { id: 'u', name: 'C', category: 'Toys & Games' },
    ];
    const counts = new Map([
      [
        'coffee',
        new Map([
          ['4', 40],
          ['~Made%2C%20up', 2],
        ]),
      ],
      ['cocoa', new Map([['5', 1]])],
    ]);

    expect(decodeNamedProducts(encodeNamedProducts(products))).toEqual(products);
    expect(decodeTokenCounts(encodeTokenCounts(counts))).toEqual(counts);
  });
});
