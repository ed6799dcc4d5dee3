/**
 * The index's numeric order is compareSummaries' order: the same cards sorted either way, every
 * field, both directions, with ties and unknown values (names through their dense ranks).
 */
import { describe, expect, it } from 'vitest';
import {
  productCategories,
  searchSortFields,
  type ProductSummary,
} from '@shop-scanner/shared/products';
import { createRandom } from '../../lib/seeded-random';
import { cellsMatching, compareEntries, entryOf } from './search-entry';
import { compareSummaries, compareText } from './search-results';

const random = createRandom(20_261_125);
const names = ['Éclair', 'eclair', 'Apple 10', 'apple 9', 'Zest', 'zest', 'Bread'];

const cards: ProductSummary[] = Array.from({ length: 80 }, (_, i) => ({
  id: `p${String(random.int(0, 999)).padStart(3, '0')}-${i}`,
  barcode: '40063813',
  name: random.pick(names),
  category: random.pick(productCategories),
  tags: [],
  averagePrice: random.chance(0.2) ? null : random.int(1, 6) / 2,
  lowestPrice: null,
  inStockStores: random.int(0, 2),
  verified: random.chance(0.5),
  source: 'demo',
  // Two ISO forms of some instants: they order by the instant.
  createdAt: random.pick([
    '2025-01-01T00:00:00.000Z',
    '2025-01-01T00:00:00Z',
    '2025-01-02T10:00:00.000Z',
    '2024-12-31T23:59:59.999Z',
  ]),
  authenticityScore: random.chance(0.2) ? null : random.pick([40, 60, 80]),
}));

/** Dense ranks of the names, as the index gives them. */
const rankOf = (name: string) =>
  [...new Set(names.map((n) => n.normalize()))]
    .sort(compareText)
    .filter((n, i, all) => i === 0 || compareText(all[i - 1]!, n) !== 0)
    .findIndex((n) => compareText(n, name) === 0);

describe('compareEntries', () => {
  for (const field of searchSortFields) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`orders by ${field} ${direction} as compareSummaries does`, () => {
        const byCards = [...cards].sort(compareSummaries(field, direction)).map((c) => c.id);
        const byEntries = cards
          .map((card) => entryOf(card, rankOf(card.name)))
          .sort(compareEntries(field, direction))
          .map((e) => e.id);

        expect(byEntries).toEqual(byCards);
      });
    }
  }
});

describe('cellsMatching', () => {
  it('names the stock/verified cells each filter keeps', () => {
    expect(cellsMatching({})).toEqual([0, 1, 2, 3]);
    expect(cellsMatching({ inStock: true })).toEqual([1, 3]);
    expect(cellsMatching({ verified: true })).toEqual([2, 3]);
    expect(cellsMatching({ inStock: true, verified: true })).toEqual([3]);
  });
});
