/**
 * One generation of the search index from cards: the same catalogue in any order builds the same
 * items under the same name (a reload writes nothing); equal names share a rank; every category
 * has its lists; a rare token is one item and a common one is split by kind and category, in
 * items far below DynamoDB's 400 KB.
 */
import { describe, expect, it, vi } from 'vitest';
import { productCategories, type ProductSummary } from '@shop-scanner/shared/products';
import { itemSize } from '../lib/dynamodb-item-size';
import { decodeEntries, decodeNamedEntries } from './search-index-codec';
import {
  buildSearchIndex,
  POSTING_CHUNK_SIZE,
  scopeOf,
  SCOPE_FIELDS,
  SMALL_TOKEN_PRODUCTS,
} from './search-index-items';

// The product module holds the entity's reads and writes too: its client is a stand-in here,
// never called by the pure builders under test.
vi.mock('../lib/dynamodb', () => ({
  documentClient: { send: vi.fn() },
  tableName: 'shop-scanner',
}));

const aCard = (n: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: `demo-${n.toString(36).padStart(4, '0')}`,
  barcode: '40063813',
  name: `Kettle ${n % 7}`,
  category: n % 2 === 0 ? 'Home & Kitchen' : 'Books',
  brand: 'Acme',
  tags: ['kitchen'],
  averagePrice: (n % 40) + 0.99,
  lowestPrice: n % 40,
  inStockStores: n % 3,
  verified: n % 5 === 0,
  source: 'demo',
  createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
  authenticityScore: 50 + (n % 30),
  ...overrides,
});

const cards = Array.from({ length: 600 }, (_, n) => aCard(n));
const bySk = (items: readonly Record<string, unknown>[], pkPart: string, sk: string) =>
  items.find((i) => String(i.pk).endsWith(pkPart) && i.sk === sk);

describe('buildSearchIndex', () => {
  it('builds the same generation from the same cards in any order, another from other figures', () => {
    const built = buildSearchIndex(cards);

    const again = buildSearchIndex([...cards].reverse());
    const moved = buildSearchIndex(cards.map((c, n) => (n === 7 ? { ...c, averagePrice: 1 } : c)));

    expect(again.gen).toBe(built.gen);
    expect(again.items).toEqual(built.items);
    expect(moved.gen).not.toBe(built.gen);
    expect(built.items.every((i) => String(i.pk).includes(built.gen))).toBe(true);
    expect(built.entries.size).toBe(cards.length);
  });

  it('gives equal names one rank, ranks counting distinct names', () => {
    const built = buildSearchIndex(cards);
    const chunks = built.items.filter(
      (i) => String(i.pk).endsWith('#all') && /^name#\d+$/.test(String(i.sk)),
    );
    const named = chunks.flatMap((i) => decodeNamedEntries(i.v as Uint8Array));

    expect(named).toHaveLength(600);
    expect(new Set(named.map((e) => e.rank))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const e of named) expect(e.rank).toBe(Number(e.name.split(' ')[1]));
  });

  it('writes every list of every category, empty ones too', () => {
    const { items, gen } = buildSearchIndex(cards);

    for (const category of productCategories) {
      for (const field of SCOPE_FIELDS) {
        expect(
          bySk(items, `${gen}#${scopeOf(category)}`, `${field}#rows`),
          `${category} ${field}`,
        ).toBeDefined();
      }
    }
    const books = bySk(items, `${gen}#${scopeOf('Books')}`, 'price#00000');
    expect(decodeEntries(books?.v as Uint8Array).every((e) => e.category === 'Books')).toBe(true);
    expect(bySk(items, `${gen}#${scopeOf('Baby')}`, 'price#rows')?.v).toBe('');
  });

  it('keeps a rare token in one item and splits a common one by kind and category', () => {
    const rare = [
      ...cards.slice(0, 3).map((c) => ({ ...c, tags: ['zanzibar'] })),
      ...cards.slice(3),
    ];
    const { items } = buildSearchIndex(rare);
    const text = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix));

    expect(text('s|zanzibar').map((i) => Object.keys(i).sort())).toEqual([
      ['e', 'entityType', 'i', 'n', 'pk', 'sk'],
    ]);
    expect(SMALL_TOKEN_PRODUCTS).toBeLessThan(600);
    expect(text('s|kettle')).toEqual([]);
    expect(text('e|kettle|').map((i) => i.sk)).toEqual(['e|kettle|3|0', 'e|kettle|h|0']);
    expect(text('i|kettle|')).toHaveLength(2);
    expect(text('n|kettle|')).toHaveLength(1);
  });

  it('keeps every item far below 400 KB, however many products a word finds', () => {
    const many = Array.from({ length: POSTING_CHUNK_SIZE * 2 + 5 }, (_, n) =>
      aCard(n, { name: `Organic ${'Extraordinarily Long Name '.repeat(8)}${n}` }),
    );

    const { items, counts } = buildSearchIndex(many);

    const largest = Math.max(...[...items, ...counts].map(itemSize));
    expect(largest).toBeLessThan(300_000);
    // Long names fill an item before its count does.
    const names = items.filter((i) => String(i.sk).startsWith('n|organic|'));
    expect(names.length).toBeGreaterThan(Math.ceil(many.length / POSTING_CHUNK_SIZE));
  });
});
